import { useSession } from '../../features/auth/api/get-session';
import { TeamGoals } from '../../features/goals/components/team-goals';
import { TeamFilter } from '../../features/teams/components/team-filter';

/** /teamGoals: Create New Goal for those the session allows (the server decides what they may save), by team. */
export default function TeamGoalsRoute() {
  const session = useSession();
  return (
    <TeamGoals
      canCreateGoals={session.data?.AllowedToCreateTeamGoals ?? false}
      teamFilter={<TeamFilter everyTeamLabel="All teams" />}
    />
  );
}
