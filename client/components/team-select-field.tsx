import Autocomplete from '@mui/material/Autocomplete';
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
  /** The form's value while no team is chosen (the spec's -1). */
  noneValue: string;
  disabled?: boolean;
  /** Runs when the team changes, to clear choices that depend on it. */
  onTeamChange?: () => void;
}

/**
 * The Team Assignment field of the goal and meeting forms: the caller's teams, searched by typing (a school
 * has fifty), chosen with the mouse or the keyboard; cleared, it holds `noneValue`.
 */
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
  const chosen = teams.find((team) => team.Id === field.value) ?? null;
  return (
    <Autocomplete
      options={teams}
      value={chosen}
      disabled={disabled}
      autoHighlight
      getOptionLabel={(team) => team.Name}
      isOptionEqualToValue={(option, value) => option.Id === value.Id}
      // Teams may share a name; each option is keyed by its id.
      renderOption={({ key: _key, ...props }, team) => (
        <li key={team.Id} {...props}>
          {team.Name}
        </li>
      )}
      noOptionsText="No team matches"
      onChange={(_event, team) => {
        field.onChange(team?.Id ?? noneValue);
        onTeamChange?.();
        // A choice made without leaving the field: clear a shown error now.
        if (fieldState.error) void trigger(name);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Team Assignment"
          required
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          placeholder="Select a team"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
