import type { TeamSummary } from '@shared/schemas/teams';
import { TeamChoiceField } from '../../../components/team-choice-field';

interface SearchTeamFilterProps {
  teamId: string | undefined;
  /** The teams the caller may keep lists to (the route asks the teams feature); undefined while loading. */
  teams: TeamSummary[] | undefined;
  onChange: (teamId: string | undefined) => void;
}

/** "Team": All teams, or the results of one team. */
export function SearchTeamFilter({ teamId, teams, onChange }: SearchTeamFilterProps) {
  return (
    <TeamChoiceField
      teamId={teamId}
      teams={teams}
      everyTeamLabel="All teams"
      onChange={onChange}
      width={260}
    />
  );
}
