import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NEW_ID_STRING } from '@shared/constants';
import {
  type NonMeetingDayForm,
  NonMeetingDayFormSchema,
  SchoolSettingsMessages,
} from '@shared/schemas/school-settings';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useSaveNonMeetingDay } from '../api/save-non-meeting-day';

/** Adds one holiday or break: a name and its first and last day (one day: the same date twice). */
export function NonMeetingDayDialog({ onClose }: { onClose: () => void }) {
  const { enqueueSnackbar } = useToast();
  const save = useSaveNonMeetingDay();
  const { register, handleSubmit, formState } = useForm<NonMeetingDayForm>({
    resolver: zodResolver(NonMeetingDayFormSchema),
    mode: 'onBlur',
    defaultValues: { Name: '', FirstDay: '', LastDay: '' },
  });

  const handleSave = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ Id: NEW_ID_STRING, ...values });
      enqueueSnackbar(SchoolSettingsMessages.dayAdded, { variant: 'success' });
      onClose();
    } catch {
      // The alert in the dialog shows the server's message.
    }
  });

  return (
    <FormDialog
      title="Add Non-Meeting Days"
      isSaving={save.isPending}
      savingLabel="Saving the non-meeting days"
      errorMessage={save.isError ? errorMessage(save.error) : null}
      onSubmit={(event) => void handleSave(event)}
      onClose={onClose}
      isDirty={formState.isDirty}
    >
      <FormTextField
        label="Name"
        required
        autoFocus
        helperText="For example Thanksgiving break"
        registration={register('Name')}
        fieldError={formState.errors.Name}
      />
      <FormTextField
        label="First Day"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        registration={register('FirstDay')}
        fieldError={formState.errors.FirstDay}
      />
      <FormTextField
        label="Last Day"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        registration={register('LastDay')}
        fieldError={formState.errors.LastDay}
      />
    </FormDialog>
  );
}
