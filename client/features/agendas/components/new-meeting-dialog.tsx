import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MeetingFormSchema } from '@shared/schemas/meetings';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { MeetingTimeFields } from '../../../components/meeting-time-fields';
import { applySaveError, type ServerFieldMap } from '../../../lib/form-errors';
import { defaultMeetingTimes, meetingTimesToUtc } from '../../../lib/meeting-times';

/** The meeting form's rules for the fields a meeting made to receive agenda items has. */
const NewMeetingFormSchema = MeetingFormSchema.pick({
  meetingName: true,
  meetingDate: true,
  startTime: true,
  endTime: true,
});
type NewMeetingForm = z.infer<typeof NewMeetingFormSchema>;

/** meeting/saveWithAgendaItems's fields of the new meeting on the form. */
const SERVER_FIELDS: ServerFieldMap<NewMeetingForm> = {
  'Meeting.Subject': 'meetingName',
  'Meeting.StartDateTime': 'startTime',
  'Meeting.EndDateTime': 'endTime',
};

export interface NewMeeting {
  Subject: string;
  StartDateTime: string;
  EndDateTime: string;
}

interface NewMeetingDialogProps {
  isSaving: boolean;
  /** Creates the meeting and moves the items; rejects with the server's refusal. */
  onSubmit: (meeting: NewMeeting) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "A new meeting…" of the move: name, date and times (start now, one hour long), sent in UTC; the team
 * is the agenda's, without room or note taker.
 */
export function NewMeetingDialog({ isSaving, onSubmit, onClose }: NewMeetingDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewMeetingForm>({
    resolver: zodResolver(NewMeetingFormSchema),
    mode: 'onBlur',
    defaultValues: { meetingName: '', ...defaultMeetingTimes() },
  });
  const { register, handleSubmit, formState, setError } = form;

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({ Subject: values.meetingName, ...meetingTimesToUtc(values) });
    } catch (error) {
      setFormError(applySaveError(error, SERVER_FIELDS, setError));
    }
  });

  return (
    <FormDialog
      title="Move to a new meeting"
      isSaving={isSaving}
      savingLabel="Creating the meeting and moving the items"
      errorMessage={formError}
      submitLabel="Create and Move"
      onSubmit={(event) => void handleSave(event)}
      onClose={onClose}
      isDirty={formState.isDirty}
    >
      <FormProvider {...form}>
        <FormTextField
          label="Meeting Name"
          required
          autoFocus
          registration={register('meetingName')}
          fieldError={formState.errors.meetingName}
        />
        <MeetingTimeFields />
      </FormProvider>
    </FormDialog>
  );
}
