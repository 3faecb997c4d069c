import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface FormSelectProps<T extends FieldValues, Transformed extends FieldValues, V extends string> {
  /** The form's; a form whose schema transforms its values submits `Transformed`. */
  control: Control<T, unknown, Transformed>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption<V>[];
  helperText?: string;
  autoFocus?: boolean;
  /** Runs after a choice, for the fields that follow from it. */
  onChoose?: (value: V) => void;
}

/** A select of fixed options bound to a form field; controlled, so it shows the form's value when it mounts. */
export function FormSelect<T extends FieldValues, Transformed extends FieldValues, V extends string>({
  control,
  name,
  label,
  options,
  helperText,
  autoFocus,
  onChoose,
}: FormSelectProps<T, Transformed, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          autoFocus={autoFocus}
          name={field.name}
          value={String(field.value)}
          inputRef={field.ref}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (!chosen) return;
            field.onChange(chosen.value);
            onChoose?.(chosen.value);
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
