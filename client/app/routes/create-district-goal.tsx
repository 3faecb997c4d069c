import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

/** Placeholder until the feature screen is wired in. */
export default function CreateDistrictGoalRoute() {
  return <ComingSoon title={paths.createDistrictGoal.title} />;
}
