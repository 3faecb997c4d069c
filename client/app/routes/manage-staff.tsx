import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function ManageStaffRoute() {
  return <ComingSoon title={paths.manageStaff.title} />;
}
