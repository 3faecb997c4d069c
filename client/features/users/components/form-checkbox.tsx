import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

/** A labelled MUI checkbox bound to a boolean form field. */
export function FormCheckbox<T extends FieldValues>({ control, name, label }: FormCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}
