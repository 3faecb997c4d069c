import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MeetingMessages } from '@shared/schemas/meetings';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { defaultMeetingTimes, keepStartBeforeEnd, meetingTimesToUtc } from '../../../lib/meeting-times';

const clock = z.string().regex(/^\d{2}:\d{2}$/, MeetingMessages.datesInvalid);

/** The fields of a meeting made to receive agenda items: the team is the agenda's, no room or note taker. */
const NewMeetingFormSchema = z.object({
  meetingName: z.string().trim().min(1, MeetingMessages.nameRequired).max(200),
  meetingDate: z.iso.date(MeetingMessages.datesInvalid),
  startTime: clock,
  endTime: clock,
});
type NewMeetingForm = z.infer<typeof NewMeetingFormSchema>;

export interface NewMeeting {
  Subject: string;
  StartDateTime: string;
  EndDateTime: string;
}

interface NewMeetingDialogProps {
  isSaving: boolean;
  errorMessage: string | null;
  onSubmit: (meeting: NewMeeting) => void;
  onClose: () => void;
}

/** "A new meeting…" of the move: name, date and times (start now, one hour long), sent in UTC. */
export function NewMeetingDialog({ isSaving, errorMessage, onSubmit, onClose }: NewMeetingDialogProps) {
  const { register, handleSubmit, formState, getValues, setValue } = useForm<NewMeetingForm>({
    resolver: zodResolver(NewMeetingFormSchema),
    mode: 'onBlur',
    defaultValues: { meetingName: '', ...defaultMeetingTimes() },
  });

  // Start stays at or before end: moving one past the other drags the other along (spec section 2).
  const keepOrder = (changed: 'startTime' | 'endTime') => {
    const kept = keepStartBeforeEnd(getValues(), changed);
    setValue('startTime', kept.startTime);
    setValue('endTime', kept.endTime);
  };

  const handleSave = handleSubmit((values) =>
    onSubmit({ Subject: values.meetingName, ...meetingTimesToUtc(values) }),
  );

  return (
    <FormDialog
      title="Move to a new meeting"
      isSaving={isSaving}
      savingLabel="Creating the meeting and moving the items"
      errorMessage={errorMessage}
      submitLabel="Create and Move"
      onSubmit={(event) => void handleSave(event)}
      onClose={onClose}
    >
      <FormTextField
        label="Meeting Name"
        required
        autoFocus
        registration={register('meetingName')}
        fieldError={formState.errors.meetingName}
      />
      <FormTextField
        label="Meeting Date"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        registration={register('meetingDate')}
        fieldError={formState.errors.meetingDate}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          label="Start Time"
          type="time"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          registration={register('startTime', { onChange: () => keepOrder('startTime') })}
          fieldError={formState.errors.startTime}
        />
        <FormTextField
          label="End Time"
          type="time"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          registration={register('endTime', { onChange: () => keepOrder('endTime') })}
          fieldError={formState.errors.endTime}
        />
      </Stack>
    </FormDialog>
  );
}
