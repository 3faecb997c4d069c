import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import type { NewPasswordForm } from '@shared/schemas/auth';
import { applySaveError, type ServerFieldMap } from '../../../lib/form-errors';
import { useUpdatePassword } from '../api/update-password';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields';

/** The API names the new password NewPassword; the form calls it Password. */
const SERVER_FIELDS: ServerFieldMap<NewPasswordForm> = { NewPassword: 'Password' };

interface ResetPasswordFormProps {
  token: string;
  loginHref: string;
  onUpdated: () => void;
}

/** Sets a new password with the token from the reset e-mail. */
export function ResetPasswordForm({ token, loginHref, onUpdated }: ResetPasswordFormProps) {
  const updatePassword = useUpdatePassword();
  const form = useNewPasswordForm();
  const [saveError, setSaveError] = useState<string | null>(null);

  const handleUpdate = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await updatePassword.mutateAsync({ NewPassword: values.Password, Token: token });
      onUpdated();
    } catch (error) {
      // A refused password shows under its field; anything else (an expired link, say) above the form.
      setSaveError(applySaveError(error, SERVER_FIELDS, form.setError));
    }
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Set a new password</Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleUpdate(event)}>
        <Typography sx={{ color: 'text.secondary' }}>
          Choose a new password of at least {PASSWORD_MIN_LENGTH} characters that is not a common password,
          your name or your email address.
        </Typography>
        {saveError && <Alert severity="error">{saveError}</Alert>}
        <NewPasswordFields form={form} />
        <Button type="submit" variant="contained" size="large" loading={updatePassword.isPending}>
          Update password
        </Button>
        <Link component={RouterLink} to={loginHref} sx={{ alignSelf: 'flex-start' }}>
          Back to sign in
        </Link>
      </Stack>
    </Stack>
  );
}
