import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function StudentGroupsRoute() {
  return <ComingSoon title={paths.studentGroups.title} />;
}
