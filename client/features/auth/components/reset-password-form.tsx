import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { type NewPasswordForm, NewPasswordFormSchema } from '@shared/schemas/auth';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-error';
import { useUpdatePassword } from '../api/update-password';

interface ResetPasswordFormProps {
  token: string;
  loginHref: string;
  onUpdated: () => void;
}

/** Sets a new password with the token from the reset e-mail. */
export function ResetPasswordForm({ token, loginHref, onUpdated }: ResetPasswordFormProps) {
  const updatePassword = useUpdatePassword();
  const { register, handleSubmit, formState } = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    mode: 'onBlur',
    defaultValues: { Password: '', ConfirmPassword: '' },
  });

  const handleUpdate = handleSubmit(async (values) => {
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
        <FormTextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          registration={register('Password')}
          fieldError={formState.errors.Password}
        />
        <FormTextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          registration={register('ConfirmPassword')}
          fieldError={formState.errors.ConfirmPassword}
        />
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
