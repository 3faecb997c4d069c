import { useSession } from '../../features/auth/api/get-session';
import { TeamGoals } from '../../features/goals/components/team-goals';

/** /teamGoals: admins and team leads also get Create New Goal (the server decides what they may save). */
export default function TeamGoalsRoute() {
  const session = useSession();
  const user = session.data?.User;
  return <TeamGoals canCreateGoals={Boolean(user && (user.IsAdmin || user.IsAnyTeamLead))} />;
}
