import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { errorMessage } from '../../../lib/api-error';
import { useUpdatePassword } from '../api/update-password';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields';

interface ResetPasswordFormProps {
  token: string;
  loginHref: string;
  onUpdated: () => void;
}

/** Sets a new password with the token from the reset e-mail. */
export function ResetPasswordForm({ token, loginHref, onUpdated }: ResetPasswordFormProps) {
  const updatePassword = useUpdatePassword();
  const form = useNewPasswordForm();

  const handleUpdate = form.handleSubmit(async (values) => {
    try {
      await updatePassword.mutateAsync({ NewPassword: values.Password, Token: token });
      onUpdated();
    } catch {
      // The mutation's error state shows the server's message (an expired link, say).
    }
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Set a new password</Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleUpdate(event)}>
        <Typography sx={{ color: 'text.secondary' }}>
          Choose a new password of at least {PASSWORD_MIN_LENGTH} characters.
        </Typography>
        {updatePassword.isError && <Alert severity="error">{errorMessage(updatePassword.error)}</Alert>}
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
