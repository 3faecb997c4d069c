import { StaffList } from '../../features/users/components/staff-list';

/** /manageStaff (admins only; the router guards the role). */
export default function ManageStaffRoute() {
  return <StaffList />;
}
