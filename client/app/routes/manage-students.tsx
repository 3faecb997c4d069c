import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function ManageStudentsRoute() {
  return <ComingSoon title={paths.manageStudents.title} />;
}
