import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTeamFilter } from '../../../hooks/use-team-filter';
import { useTeamFilterOptions } from '../api/get-team-filter-options';

/** The select's value for "every team" (a team id is never empty). */
const EVERY_TEAM = '';

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
  const options = teams.data ?? [];
  const firstTeamId = everyTeamLabel === undefined ? options[0]?.Id : undefined;
  useEffect(() => {
    if (!teamId && firstTeamId) setTeamId(firstTeamId, { replace: true });
  }, [teamId, firstTeamId, setTeamId]);
  // Until the teams arrive, or for a team the caller cannot list, the select shows no team rather than an id.
  const known = options.some((team) => team.Id === teamId);
  return (
    <TextField
      select
      size="small"
      label="Team"
      value={known ? teamId : EVERY_TEAM}
      disabled={options.length === 0}
      helperText={teams.data?.length === 0 ? 'You are currently not in any groups.' : undefined}
      onChange={(event) => setTeamId(event.target.value === EVERY_TEAM ? undefined : event.target.value)}
      sx={{ width: { xs: '100%', sm: 320 }, alignSelf: 'flex-start' }}
    >
      {everyTeamLabel !== undefined && <MenuItem value={EVERY_TEAM}>{everyTeamLabel}</MenuItem>}
      {options.map((team) => (
        <MenuItem key={team.Id} value={team.Id}>
          {team.Name}
        </MenuItem>
      ))}
    </TextField>
  );
}
