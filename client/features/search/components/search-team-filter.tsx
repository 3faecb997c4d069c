import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TeamSummary } from '@shared/schemas/teams';

/** The select's value for "every team" (a team id is never empty). */
const EVERY_TEAM = '';

interface SearchTeamFilterProps {
  teamId: string | undefined;
  /** The teams the caller may keep lists to (the route asks the teams feature); undefined while loading. */
  teams: TeamSummary[] | undefined;
  onChange: (teamId: string | undefined) => void;
}

/** "Team": All teams, or the results of one team. */
export function SearchTeamFilter({ teamId, teams, onChange }: SearchTeamFilterProps) {
  const options = teams ?? [];
  // Until the teams arrive, or for a team the caller cannot list, the select shows All teams rather than an id.
  const known = options.some((team) => team.Id === teamId);
  return (
    <TextField
      select
      size="small"
      label="Team"
      value={known ? teamId : EVERY_TEAM}
      disabled={options.length === 0}
      onChange={(event) => onChange(event.target.value === EVERY_TEAM ? undefined : event.target.value)}
      sx={{ width: { xs: '100%', sm: 260 } }}
      // All teams is a choice like the others, shown as such rather than as an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={EVERY_TEAM}>All teams</MenuItem>
      {options.map((team) => (
        <MenuItem key={team.Id} value={team.Id}>
          {team.Name}
        </MenuItem>
      ))}
    </TextField>
  );
}
