import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginRequest } from '@shared/schemas/auth';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useLogin } from '../api/login';

/** The sign-in page paints before Zod arrives: the landing page of everyone signed out, often on a phone. */
const loginValidation = lazyResolver<LoginRequest>(() =>
  import('./sign-in-resolvers').then((module) => module.loginResolver),
);

interface LoginFormProps {
  onForgotPassword: (email: string) => void;
  autoFocus?: boolean;
}

/** E-mail and password; Enter in either field submits. Success is handled by the route guards. */
export function LoginForm({ onForgotPassword, autoFocus = false }: LoginFormProps) {
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, resetField, setFocus } = useForm<LoginRequest>({
    resolver: loginValidation.resolver,
    mode: 'onBlur',
    defaultValues: { EmailAddress: '', Password: '' },
  });
  // After the page has painted: by the time anyone has typed, validation is in.
  useEffect(() => loginValidation.preload(), []);

  const handleLogin = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const outcome = await login.mutateAsync(values);
      if (outcome.ok) return;
      setFailure(outcome.message);
      resetField('Password');
      setFocus('Password');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleLogin(event)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormTextField
        label="Email Address"
        type="email"
        autoComplete="username"
        required
        autoFocus={autoFocus}
        registration={register('EmailAddress')}
        fieldError={formState.errors.EmailAddress}
      />
      <FormTextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        registration={register('Password')}
        fieldError={formState.errors.Password}
      />
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        Sign in
      </Button>
      <Button
        variant="text"
        onClick={() => onForgotPassword(getValues('EmailAddress'))}
        sx={{ alignSelf: 'flex-start', ml: -1 }}
      >
        Forgot your password?
      </Button>
    </Stack>
  );
}
