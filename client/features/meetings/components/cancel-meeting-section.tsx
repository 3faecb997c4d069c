import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { MeetingListMessages } from '@shared/messages';
import { type MeetingDetail, MeetingMessages } from '@shared/schemas/meetings';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { unsavedWork } from '../../../hooks/use-unsaved-changes';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteMeeting } from '../api/delete-meeting';
import { useToast } from '../../../components/toast';

/**
 * The edit screen's Cancel Meeting, for those the server allows (AllowedToCancel): set apart below the form
 * in a plain style, saying what a cancel deletes and keeps before the confirmation says it again. The lists
 * send a meeting with notes or tasks here instead of offering Cancel in its row.
 */
export function CancelMeetingSection({ meeting }: { meeting: MeetingDetail }) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const deleteMeeting = useDeleteMeeting(async () => {
    enqueueSnackbar(MeetingMessages.deleted, { variant: 'success' });
    // The form's unsaved edits were of the meeting just cancelled: leave without asking about them.
    unsavedWork.leave(() => void navigate(paths.meetings.path));
  });

  const handleCancel = () =>
    deleteMeeting.mutate(meeting.Id, {
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        Cancel this meeting
      </Typography>
      <Typography sx={{ mt: 1 }}>{MeetingListMessages.cancelEffects}</Typography>
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirming(true)}>
        Cancel Meeting
      </Button>
      <ConfirmDialog
        open={confirming}
        action="cancel"
        itemName={meeting.Subject}
        message={MeetingListMessages.cancelEffects}
        busy={deleteMeeting.isPending}
        onConfirm={handleCancel}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
