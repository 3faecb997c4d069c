import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { NONE_SELECTED } from '@shared/constants';

/** The value of a select's "none chosen" entry (spec section 9). */
export const NONE = String(NONE_SELECTED);

export interface SelectChoice {
  value: string;
  label: string;
}

interface OptionSelectProps<Form extends FieldValues> {
  control: Control<Form>;
  name: Path<Form>;
  label: string;
  choices: SelectChoice[];
  /** What the '-1' entry says. */
  noneLabel: string;
  disabled?: boolean;
  required?: boolean;
  /** Says why the select is disabled, or what choosing does. */
  helperText?: string;
  /** Runs after a choice, for the fields that depend on this one. */
  onChoose?: (value: string) => void;
}

/** A select of the task forms holding an id or '-1', wired to react-hook-form. */
export function OptionSelect<Form extends FieldValues>({
  control,
  name,
  label,
  choices,
  noneLabel,
  disabled = false,
  required = false,
  helperText,
  onChoose,
}: OptionSelectProps<Form>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = String(field.value);
        // A stored choice whose list is still loading (or no longer offers it) shows as none for now.
        const shown = choices.some((choice) => choice.value === value) ? value : NONE;
        return (
          <TextField
            select
            label={label}
            required={required}
            disabled={disabled}
            name={field.name}
            value={shown}
            inputRef={field.ref}
            onChange={(event) => {
              field.onChange(event.target.value);
              onChoose?.(event.target.value);
            }}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
            // A disabled select greys its hint below AA contrast; the hint says why it is disabled.
            slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          >
            <MenuItem value={NONE}>{noneLabel}</MenuItem>
            {choices.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
