import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface FormToggleProps<T extends FieldValues, Transformed extends FieldValues> {
  /** The form's; a form whose schema transforms its values submits `Transformed`. */
  control: Control<T, unknown, Transformed>;
  name: Path<T>;
  label: string;
  /** A checkbox (the default), or a switch for a setting that takes effect as a whole. */
  variant?: 'checkbox' | 'switch';
  /** What turning it on does, read with the control. */
  helperText?: string;
}

/** A labelled checkbox or switch bound to a boolean form field. */
export function FormToggle<T extends FieldValues, Transformed extends FieldValues = T>({
  control,
  name,
  label,
  variant = 'checkbox',
  helperText,
}: FormToggleProps<T, Transformed>) {
  const helperId = useId();
  const Toggle = variant === 'switch' ? Switch : Checkbox;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const labelled = (
          <FormControlLabel
            label={label}
            control={
              <Toggle
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                name={field.name}
                slotProps={{
                  input: { ref: field.ref, 'aria-describedby': helperText ? helperId : undefined },
                }}
              />
            }
          />
        );
        if (!helperText) return labelled;
        return (
          <Box>
            {labelled}
            <FormHelperText id={helperId} sx={{ mt: 0 }}>
              {helperText}
            </FormHelperText>
          </Box>
        );
      }}
    />
  );
}
