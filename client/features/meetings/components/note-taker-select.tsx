import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Option } from '@shared/schemas/common';
import { MEETING_NONE_SELECTED } from '@shared/schemas/meetings';

interface NoteTakerSelectProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  options: Option[];
  disabled?: boolean;
  helperText?: string;
}

/** The note taker of a meeting or series: one of the team's members, or none. */
export function NoteTakerSelect<T extends FieldValues, O = T>({
  control,
  name,
  options,
  disabled = false,
  helperText,
}: NoteTakerSelectProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Note Taker"
          name={field.name}
          // Until the team's members arrive, the stored note taker is not yet an option.
          value={options.some((person) => person.Id === field.value) ? field.value : MEETING_NONE_SELECTED}
          inputRef={field.ref}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          <MenuItem value={MEETING_NONE_SELECTED}>No note taker</MenuItem>
          {options.map((person) => (
            <MenuItem key={person.Id} value={person.Id}>
              {person.Name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
