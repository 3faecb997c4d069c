import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

/** Placeholder until the feature screen is wired in. */
export default function TeamTasksRoute() {
  return <ComingSoon title={paths.teamTasks.title} />;
}
