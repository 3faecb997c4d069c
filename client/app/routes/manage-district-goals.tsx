import { ManageAdminGoals } from '../../features/goals/components/manage-admin-goals';

/** /manageDistrictGoals (admins only; the router's guard sends others to /). */
export default function ManageDistrictGoalsRoute() {
  return <ManageAdminGoals scope="district" />;
}
