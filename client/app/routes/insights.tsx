import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';
import { InsightsScreen } from '../../features/insights/components/insights-screen';

/** /insights (ours, issue 23): the District tab for those the session allows. */
export default function InsightsRoute() {
  const session = useSession();
  return (
    <InsightsScreen
      title={paths.insights.title}
      canSeeDistrict={session.data?.AllowedToViewDistrictInsights ?? false}
    />
  );
}
