import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues, Transformed extends FieldValues> {
  /** The form's; a form whose schema transforms its values submits `Transformed`. */
  control: Control<T, unknown, Transformed>;
  name: Path<T>;
  label: string;
  /** What turning it on does, read with the switch. */
  helperText?: string;
}

/** A labelled switch bound to a boolean form field. */
export function FormSwitch<T extends FieldValues, Transformed extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
}: FormSwitchProps<T, Transformed>) {
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            label={label}
            control={
              <Switch
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
          {helperText && (
            <FormHelperText id={helperId} sx={{ mt: 0 }}>
              {helperText}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}
