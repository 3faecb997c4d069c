import { CollapsibleNorms } from '../../../components/collapsible-norms';
import { useTeamWithNorms } from '../api/get-team-with-norms';

/** The team's norms on its home, collapsible and remembered per user like the agenda's. */
export function NormsPanel({ teamId, userId }: { teamId: string; userId: string }) {
  const team = useTeamWithNorms(teamId);
  if (!team.data) return null;
  return (
    <CollapsibleNorms
      title={team.data.TeamNormsTitle}
      norms={team.data.Norms.map((norm) => norm.Norm)}
      rememberKey={`agenda-norms-open.${userId}`}
    />
  );
}
