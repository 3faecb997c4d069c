import { StudentList } from '../../features/users/components/student-list';

/** /manageStudents (admins only; the router guards the role). */
export default function ManageStudentsRoute() {
  return <StudentList />;
}
