import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { UserType } from '@shared/constants';
import {
  StudentFormSchema,
  UserMessages,
  UserToasts,
  type StudentForm as StudentFormValues,
  type StudentFormInput,
  type UserDetails,
} from '@shared/schemas/users';
import { FormTextField } from '../../../components/form-text-field';
import { paths } from '../../../config/paths';
import { applySaveError, sameFieldNames, type ServerFieldMap } from '../../../lib/form-errors';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { isEmailUniqueQueryOptions } from '../api/is-email-unique';
import { isStudentSisUniqueQueryOptions } from '../api/is-student-sis-unique';
import { useSaveUser } from '../api/save-user';
import { clearStaleErrorOnChange } from '../lib/clear-stale-error';
import { withUniqueChecks } from '../lib/unique-checks';
import { FormToggle } from '../../../components/form-toggle';
import { PersonFields, UserFormFrame } from './user-form-frame';
import { useToast } from '../../../components/toast';

const FIELDS = [
  'FirstName',
  'LastName',
  'EmailAddress',
  'GraduationYear',
  'ThirdPartyId',
] as const satisfies readonly (keyof StudentFormInput)[];

/** user/save nests the graduation year; the form has it at the top. */
const SERVER_FIELDS: ServerFieldMap<StudentFormInput> = {
  ...sameFieldNames(FIELDS),
  'UserStudent.GraduationYear': 'GraduationYear',
};

/** Create Student (spec section 2): a new student when `user` is null, otherwise an edit. */
export function StudentForm({ user }: { user: UserDetails | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useToast();
  const save = useSaveUser();
  const [formError, setFormError] = useState<string | null>(null);
  const userId = user?.Id ?? null;

  const resolver = useMemo(
    () =>
      withUniqueChecks(zodResolver(StudentFormSchema), [
        {
          field: 'EmailAddress',
          isUnique: (email) => queryClient.fetchQuery(isEmailUniqueQueryOptions(email, userId)),
          message: UserMessages.studentEmailTaken,
        },
        {
          field: 'ThirdPartyId',
          isUnique: (studentId) => queryClient.fetchQuery(isStudentSisUniqueQueryOptions(studentId, userId)),
          message: UserMessages.studentIdTaken,
        },
      ]),
    [queryClient, userId],
  );

  const { register, control, handleSubmit, setError, clearErrors, getFieldState, formState } = useForm<
    StudentFormInput,
    unknown,
    StudentFormValues
  >({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: {
      FirstName: user?.FirstName ?? '',
      LastName: user?.LastName ?? '',
      EmailAddress: user?.EmailAddress ?? '',
      // The spec's default graduation year is the current year.
      GraduationYear: String(user?.UserStudent?.GraduationYear ?? new Date().getFullYear()),
      ThirdPartyId: user?.ThirdPartyId ?? '',
      Active: user?.Active ?? true,
    },
  });
  const { errors } = formState;
  const { allowLeave } = useUnsavedChanges(formState.isDirty);

  const handleSave = handleSubmit(async ({ GraduationYear, ...values }) => {
    setFormError(null);
    try {
      await save.mutateAsync({
        ...values,
        Id: userId ?? '0',
        UserTypeId: UserType.Student,
        UserStudent: { GraduationYear },
      });
      enqueueSnackbar(UserToasts.studentSaved, { variant: 'success' });
      allowLeave();
      await navigate(paths.manageStudents.path);
    } catch (error) {
      setFormError(applySaveError(error, SERVER_FIELDS, setError));
    }
  });

  return (
    <UserFormFrame
      savingLabel="Saving student"
      isSaving={save.isPending}
      formError={formError}
      cancelHref={paths.manageStudents.path}
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
          label="Graduation Year"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          registration={register('GraduationYear')}
          fieldError={errors.GraduationYear}
        />
        <FormTextField
          label="Student Id"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          registration={register('ThirdPartyId', {
            onChange: clearStaleErrorOnChange('ThirdPartyId', getFieldState, clearErrors),
          })}
          fieldError={errors.ThirdPartyId}
        />
      </PersonFields>
      <FormToggle control={control} name="Active" label="Active" />
    </UserFormFrame>
  );
}
