import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { FormGrid, FormPaper } from './form-layout';

interface UserFormFrameProps {
  savingLabel: string;
  isSaving: boolean;
  formError: string | null;
  cancelHref: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * The frame of the staffer and student forms: replaced by a loading screen while saving (kept mounted so
 * the values survive a refused save), the server's form-level error, and Save / Cancel.
 */
export function UserFormFrame({
  savingLabel,
  isSaving,
  formError,
  cancelHref,
  onSubmit,
  children,
}: UserFormFrameProps) {
  return (
    <>
      {isSaving && <LoadingScreen label={savingLabel} />}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: isSaving ? 'none' : 'block' }}>
        <FormPaper>
          <Stack spacing={2.5}>
            {formError && <Alert severity="error">{formError}</Alert>}
            {children}
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained">
                Save
              </Button>
              <Button component={RouterLink} to={cancelHref}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </FormPaper>
      </Box>
    </>
  );
}

interface RegisteredField {
  registration: UseFormRegisterReturn;
  fieldError?: FieldError | undefined;
}

interface PersonFieldsProps {
  firstName: RegisteredField;
  lastName: RegisteredField;
  emailAddress: RegisteredField;
  /** The kind-specific fields (ids, graduation year) that follow in the same grid. */
  children: ReactNode;
}

/** First name, last name and e-mail, as both forms ask for them. */
export function PersonFields({ firstName, lastName, emailAddress, children }: PersonFieldsProps) {
  return (
    <FormGrid>
      <FormTextField label="First Name" required autoComplete="off" {...firstName} />
      <FormTextField label="Last Name" required autoComplete="off" {...lastName} />
      <FormTextField label="Email Address" type="email" required autoComplete="off" {...emailAddress} />
      {children}
    </FormGrid>
  );
}
