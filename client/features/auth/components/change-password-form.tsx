import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { Messages } from '@shared/messages';
import type { NewPasswordForm } from '@shared/schemas/auth';
import { FormTextField } from '../../../components/form-text-field';
import { applySaveError, type ServerFieldMap } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { getSessionQueryOptions, useSession } from '../api/get-session';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields';
import { useToast } from '../../../components/toast';

/** The API names the new password NewPassword; the form calls it Password. */
const SERVER_FIELDS: ServerFieldMap<NewPasswordForm> = {
  NewPassword: 'Password',
  CurrentPassword: 'CurrentPassword',
};

/**
 * My Account, Reset Password: the signed-in user's new password, and their current one when the server
 * says the sign-in is no longer recent.
 */
export function ChangePasswordForm() {
  const { enqueueSnackbar } = useToast();
  const queryClient = useQueryClient();
  const changePassword = useChangePassword();
  const needsCurrentPassword = useSession().data?.PasswordChangeNeedsCurrentPassword ?? false;
  const form = useNewPasswordForm(needsCurrentPassword);
  const [saveError, setSaveError] = useState<string | null>(null);

  const handleSave = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await changePassword.mutateAsync({
        NewPassword: values.Password,
        ...(needsCurrentPassword && { CurrentPassword: values.CurrentPassword }),
      });
      enqueueSnackbar(Messages.passwordUpdated, { variant: 'success' });
      form.reset();
    } catch (error) {
      setSaveError(applySaveError(error, SERVER_FIELDS, form.setError));
      // The session may have stopped being recent since it was read: ask the server again, so the
      // Current Password field appears with the message the server just gave.
      if (form.getFieldState('CurrentPassword').error)
        void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      onSubmit={(event) => void handleSave(event)}
      sx={{ maxWidth: 480 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        Choose a new password of at least {PASSWORD_MIN_LENGTH} characters that is not a common password, your
        name or your email address. You stay signed in here; anywhere else you are signed in will be signed
        out.
      </Typography>
      {needsCurrentPassword && (
        <Typography sx={{ color: 'text.secondary' }}>
          You signed in a while ago, so please confirm it is you with your current password.
        </Typography>
      )}
      {saveError && <Alert severity="error">{saveError}</Alert>}
      {needsCurrentPassword && (
        <FormTextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          helperText=" "
          registration={form.register('CurrentPassword')}
          fieldError={form.formState.errors.CurrentPassword}
        />
      )}
      <NewPasswordFields form={form} />
      <Button
        type="submit"
        variant="contained"
        loading={changePassword.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Update password
      </Button>
    </Stack>
  );
}
