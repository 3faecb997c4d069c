import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TeamSummary } from '@shared/schemas/teams';

/** The select's value for "every team" (a team id is never empty). */
const EVERY_TEAM = '';

interface TeamChoiceFieldProps {
  teamId: string | undefined;
  /** The teams offered; undefined while they load. */
  teams: TeamSummary[] | undefined;
  /** The choice of every team, for lists that have one (its value is undefined). */
  everyTeamLabel?: string | undefined;
  onChange: (teamId: string | undefined) => void;
  helperText?: string | undefined;
  /** The field's width from sm up (full width on a phone). */
  width: number;
}

/**
 * "Team": a select of the teams a list can be kept to, and of every team where the list has that choice.
 * Until the teams arrive, or for a team not offered, it shows no team (or every team) rather than an id.
 */
export function TeamChoiceField({
  teamId,
  teams,
  everyTeamLabel,
  onChange,
  helperText,
  width,
}: TeamChoiceFieldProps) {
  const options = teams ?? [];
  const known = options.some((team) => team.Id === teamId);
  const hasEveryTeam = everyTeamLabel !== undefined;
  return (
    <TextField
      select
      size="small"
      label="Team"
      value={known ? teamId : EVERY_TEAM}
      disabled={options.length === 0}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value === EVERY_TEAM ? undefined : event.target.value)}
      sx={{ width: { xs: '100%', sm: width }, alignSelf: 'flex-start' }}
      // Every team is a choice like the others, shown as such rather than as an empty field.
      slotProps={hasEveryTeam ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {hasEveryTeam && <MenuItem value={EVERY_TEAM}>{everyTeamLabel}</MenuItem>}
      {options.map((team) => (
        <MenuItem key={team.Id} value={team.Id}>
          {team.Name}
        </MenuItem>
      ))}
    </TextField>
  );
}
