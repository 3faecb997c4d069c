import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { Messages } from '@shared/messages';
import type { NewPasswordForm } from '@shared/schemas/auth';
import { applySaveError, type ServerFieldMap } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields';

/** The API names the new password NewPassword; the form calls it Password. */
const SERVER_FIELDS: ServerFieldMap<NewPasswordForm> = { NewPassword: 'Password' };

/** My Account, Reset Password: the signed-in user's new password. */
export function ChangePasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const changePassword = useChangePassword();
  const form = useNewPasswordForm();
  const [saveError, setSaveError] = useState<string | null>(null);

  const handleSave = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await changePassword.mutateAsync({ NewPassword: values.Password });
      enqueueSnackbar(Messages.passwordUpdated, { variant: 'success' });
      form.reset();
    } catch (error) {
      setSaveError(applySaveError(error, SERVER_FIELDS, form.setError));
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
        Choose a new password of at least {PASSWORD_MIN_LENGTH} characters. You stay signed in here; anywhere
        else you are signed in will be signed out.
      </Typography>
      {saveError && <Alert severity="error">{saveError}</Alert>}
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
