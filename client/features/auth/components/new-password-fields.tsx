import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { changePasswordFormSchema, type NewPasswordForm } from '@shared/schemas/auth';
import { FormTextField } from '../../../components/form-text-field';

const EMPTY_FORM: NewPasswordForm = { Password: '', ConfirmPassword: '', CurrentPassword: '' };

/**
 * The new-password form of the reset screen and of My Account: the spec's rules, checked on blur. My
 * Account also asks for the current password when the server says the session needs it.
 */
export const useNewPasswordForm = (needsCurrentPassword = false) =>
  useForm<NewPasswordForm>({
    resolver: zodResolver(changePasswordFormSchema(needsCurrentPassword)),
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
