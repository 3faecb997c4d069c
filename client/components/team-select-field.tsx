import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  useController,
  type UseFormTrigger,
} from 'react-hook-form';
import type { Option } from '@shared/schemas/common';

interface TeamSelectFieldProps<Form extends FieldValues> {
  control: Control<Form>;
  trigger: UseFormTrigger<Form>;
  name: FieldPath<Form>;
  teams: Option[];
  /** The value of "Select a team". */
  noneValue: string;
  disabled?: boolean;
  /** Runs when the team changes, to clear choices that depend on it. */
  onTeamChange?: () => void;
}

/** The Team Assignment select of the goal and meeting forms: "Select a team", then the caller's teams. */
export function TeamSelectField<Form extends FieldValues>({
  control,
  trigger,
  name,
  teams,
  noneValue,
  disabled,
  onTeamChange,
}: TeamSelectFieldProps<Form>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      label="Team Assignment"
      required
      disabled={disabled}
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onChange={(event) => {
        field.onChange(event);
        onTeamChange?.();
        // Choosing from the menu returns focus to the select without a blur: clear a shown error now.
        if (fieldState.error) void trigger(name);
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      <MenuItem value={noneValue}>Select a team</MenuItem>
      {teams.map((team) => (
        <MenuItem key={team.Id} value={team.Id}>
          {team.Name}
        </MenuItem>
      ))}
    </TextField>
  );
}
