import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { type NewPasswordForm, NewPasswordFormSchema } from '@shared/schemas/auth';
import { FormTextField } from '../../../components/form-text-field';

const EMPTY_FORM: NewPasswordForm = { Password: '', ConfirmPassword: '' };

/** The new-password form of the reset screen and of My Account: the spec's rules, checked on blur. */
export const useNewPasswordForm = () =>
  useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    mode: 'onBlur',
    defaultValues: EMPTY_FORM,
  });

/**
 * New Password and Confirm Password, with the schema's messages under each. Each keeps a line for its
 * message: clicking the submit button blurs the last field, and a message vanishing then would move the
 * button out from under the pointer and swallow the click.
 */
export function NewPasswordFields({ form }: { form: UseFormReturn<NewPasswordForm> }) {
  const { register, formState } = form;
  return (
    <>
      <FormTextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        helperText=" "
        registration={register('Password')}
        fieldError={formState.errors.Password}
      />
      <FormTextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        helperText=" "
        registration={register('ConfirmPassword')}
        fieldError={formState.errors.ConfirmPassword}
      />
    </>
  );
}
