import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function StudentCommentsRoute() {
  return <ComingSoon title={paths.studentComments.title} />;
}
