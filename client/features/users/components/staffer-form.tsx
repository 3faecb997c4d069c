import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { UserType } from '@shared/constants';
import {
  stafferFormSchema,
  UserMessages,
  UserToasts,
  type StafferForm as StafferFormValues,
  type StafferFormInput,
  type UserDetails,
} from '@shared/schemas/users';
import { FormTextField } from '../../../components/form-text-field';
import { paths } from '../../../config/paths';
import { applySaveError, sameFieldNames } from '../../../lib/form-errors';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { isEmailUniqueQueryOptions } from '../api/is-email-unique';
import { isTeacherSisUniqueQueryOptions } from '../api/is-teacher-sis-unique';
import { useSaveUser } from '../api/save-user';
import { clearStaleErrorOnChange } from '../lib/clear-stale-error';
import { withUniqueChecks } from '../lib/unique-checks';
import { FormToggle } from '../../../components/form-toggle';
import { FormGrid } from './form-layout';
import { PersonFields, UserFormFrame } from './user-form-frame';
import { useToast } from '../../../components/toast';

const FIELDS = [
  'FirstName',
  'LastName',
  'EmailAddress',
  'ThirdPartyId',
  'Password',
  'ConfirmPassword',
] as const satisfies readonly (keyof StafferFormInput)[];

/** Create Staffer (spec section 2): a new staffer when `user` is null, otherwise an edit. */
export function StafferForm({ user }: { user: UserDetails | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useToast();
  const save = useSaveUser();
  const [formError, setFormError] = useState<string | null>(null);
  const userId = user?.Id ?? null;
  const hasWebAccess = user?.HasWebAccess ?? false;

  const resolver = useMemo(
    () =>
      withUniqueChecks(zodResolver(stafferFormSchema(hasWebAccess)), [
        {
          field: 'EmailAddress',
          isUnique: (email) => queryClient.fetchQuery(isEmailUniqueQueryOptions(email, userId)),
          message: UserMessages.staffEmailTaken,
        },
        {
          field: 'ThirdPartyId',
          isUnique: (staffId) => queryClient.fetchQuery(isTeacherSisUniqueQueryOptions(staffId, userId)),
          message: UserMessages.staffIdTaken,
        },
      ]),
    [hasWebAccess, queryClient, userId],
  );

  const { register, control, handleSubmit, setError, clearErrors, getFieldState, formState } = useForm<
    StafferFormInput,
    unknown,
    StafferFormValues
  >({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: {
      FirstName: user?.FirstName ?? '',
      LastName: user?.LastName ?? '',
      EmailAddress: user?.EmailAddress ?? '',
      ThirdPartyId: user?.ThirdPartyId ?? '',
      IsAdmin: user?.IsAdmin ?? false,
      Active: user?.Active ?? true,
      GrantWebAccess: hasWebAccess,
      Password: '',
      ConfirmPassword: '',
      EmailAccountInformation: false,
    },
  });
  const grantWebAccess = useWatch({ control, name: 'GrantWebAccess' });
  const { errors } = formState;
  const { allowLeave } = useUnsavedChanges(formState.isDirty);

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    const withAccess = values.GrantWebAccess;
    try {
      await save.mutateAsync({
        ...values,
        Id: userId ?? '0',
        UserTypeId: UserType.Staffer,
        Password: withAccess ? (values.Password ?? '') : '',
        ConfirmPassword: withAccess ? (values.ConfirmPassword ?? '') : '',
        EmailAccountInformation: withAccess && values.EmailAccountInformation,
      });
      enqueueSnackbar(UserToasts.stafferSaved, { variant: 'success' });
      allowLeave();
      await navigate(paths.manageStaff.path);
    } catch (error) {
      setFormError(applySaveError(error, sameFieldNames(FIELDS), setError));
    }
  });

  return (
    <UserFormFrame
      savingLabel="Saving staffer"
      isSaving={save.isPending}
      formError={formError}
      cancelHref={paths.manageStaff.path}
      onSubmit={(event) => void handleSave(event)}
    >
      <PersonFields
        firstName={{ registration: register('FirstName'), fieldError: errors.FirstName }}
        lastName={{ registration: register('LastName'), fieldError: errors.LastName }}
        emailAddress={{
          registration: register('EmailAddress', {
            onChange: clearStaleErrorOnChange('EmailAddress', getFieldState, clearErrors),
          }),
          fieldError: errors.EmailAddress,
        }}
      >
        <FormTextField
          label="Staff Id"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          registration={register('ThirdPartyId', {
            onChange: clearStaleErrorOnChange('ThirdPartyId', getFieldState, clearErrors),
          })}
          fieldError={errors.ThirdPartyId}
        />
      </PersonFields>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
        <FormToggle control={control} name="IsAdmin" label="Admin" />
        <FormToggle control={control} name="GrantWebAccess" label="Grant Web Access" />
        <FormToggle control={control} name="Active" label="Active" />
      </Stack>
      {grantWebAccess && (
        <Stack spacing={2.5}>
          {hasWebAccess && (
            <Typography sx={{ color: 'text.secondary' }}>
              Leave the password empty to keep the current one.
            </Typography>
          )}
          <FormGrid>
            <FormTextField
              label="Password"
              type="password"
              required={!hasWebAccess}
              autoComplete="new-password"
              registration={register('Password')}
              fieldError={errors.Password}
            />
            <FormTextField
              label="Confirm Password"
              type="password"
              required={!hasWebAccess}
              autoComplete="new-password"
              registration={register('ConfirmPassword')}
              fieldError={errors.ConfirmPassword}
            />
          </FormGrid>
          <FormToggle control={control} name="EmailAccountInformation" label="Email Account Information" />
        </Stack>
      )}
    </UserFormFrame>
  );
}
