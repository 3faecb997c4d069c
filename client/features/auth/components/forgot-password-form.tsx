import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ForgotPasswordRequest } from '@shared/schemas/auth';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useForgotPassword } from '../api/forgot-password';

/** Part of the login page, which paints before Zod arrives (sign-in-resolvers.ts). */
const forgotPasswordValidation = lazyResolver<ForgotPasswordRequest>(() =>
  import('./sign-in-resolvers').then((module) => module.forgotPasswordResolver),
);

interface ForgotPasswordFormProps {
  defaultEmail: string;
  onSent: (message: string) => void;
  onCancel: () => void;
}

/** Asks for a reset e-mail; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ defaultEmail, onSent, onCancel }: ForgotPasswordFormProps) {
  const forgotPassword = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordRequest>({
    resolver: forgotPasswordValidation.resolver,
    mode: 'onBlur',
    defaultValues: { EmailAddress: defaultEmail },
  });
  useEffect(() => forgotPasswordValidation.preload(), []);

  const handleSend = handleSubmit(async (values) => {
    try {
      const response = await forgotPassword.mutateAsync(values);
      onSent(response.Message);
    } catch {
      // The mutation's error state shows the message.
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSend(event)}>
      <Typography sx={{ color: 'text.secondary' }}>
        Enter the e-mail address of your account and we will send you a link to set a new password.
      </Typography>
      {forgotPassword.isError && <Alert severity="error">{errorMessage(forgotPassword.error)}</Alert>}
      <FormTextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        autoFocus
        registration={register('EmailAddress')}
        fieldError={formState.errors.EmailAddress}
      />
      <Button type="submit" variant="contained" size="large" loading={forgotPassword.isPending}>
        Send reset link
      </Button>
      <Button variant="text" onClick={onCancel} sx={{ alignSelf: 'flex-start', ml: -1 }}>
        Back to sign in
      </Button>
    </Stack>
  );
}
