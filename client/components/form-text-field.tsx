import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> & {
  registration: UseFormRegisterReturn;
  fieldError?: FieldError | undefined;
};

/** A MUI text field wired to react-hook-form; the schema's message shows as helper text. */
export function FormTextField({ registration, fieldError, helperText, ...props }: FormTextFieldProps) {
  const { ref, ...field } = registration;
  return (
    <TextField
      {...props}
      {...field}
      inputRef={ref}
      error={Boolean(fieldError)}
      helperText={fieldError?.message ?? helperText}
    />
  );
}
