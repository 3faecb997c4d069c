import { useEffect } from 'react';
import { TeamChoiceField } from '../../../components/team-choice-field';
import { useTeamFilter } from '../../../hooks/use-team-filter';
import { useTeamFilterOptions } from '../api/get-team-filter-options';

interface TeamFilterProps {
  /** The choice of every team, for lists that have one; without it the first team is chosen. */
  everyTeamLabel?: string;
}

/**
 * "Team": keeps a list to one of the teams the server lets the caller filter by, in the URL (`?teamId=`), so a
 * link, a reload or Back shows the same list.
 */
export function TeamFilter({ everyTeamLabel }: TeamFilterProps) {
  const [teamId, setTeamId] = useTeamFilter();
  const teams = useTeamFilterOptions();
  const firstTeamId = everyTeamLabel === undefined ? teams.data?.[0]?.Id : undefined;
  useEffect(() => {
    if (!teamId && firstTeamId) setTeamId(firstTeamId, { replace: true });
  }, [teamId, firstTeamId, setTeamId]);
  return (
    <TeamChoiceField
      teamId={teamId}
      teams={teams.data}
      everyTeamLabel={everyTeamLabel}
      onChange={setTeamId}
      helperText={teams.data?.length === 0 ? 'You are currently not in any groups.' : undefined}
      width={320}
    />
  );
}
