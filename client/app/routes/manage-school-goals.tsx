import { ManageAdminGoals } from '../../features/goals/components/manage-admin-goals';

/** /manageSchoolGoals (admins only; the router's guard sends others to /). */
export default function ManageSchoolGoalsRoute() {
  return <ManageAdminGoals scope="school" />;
}
