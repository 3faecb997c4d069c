import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { TeamInsightsScreen } from '../../features/insights/components/team-insights-screen';

/** /insights/team/{teamId} (ours, issue 23): one team's insights, opened from Insights. */
export default function TeamInsightsRoute() {
  const { teamId = '' } = useParams();
  return <TeamInsightsScreen key={teamId} title={paths.teamInsights.title} teamId={teamId} />;
}
