import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MeetingSeriesMessages } from '@shared/schemas/meeting-series';
import type { MeetingDetail } from '@shared/schemas/meetings';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { href, paths } from '../../../config/paths';
import { unsavedWork } from '../../../hooks/use-unsaved-changes';
import { errorMessage } from '../../../lib/api-error';
import { useCancelOccurrence } from '../api/cancel-occurrence';

const CANCEL_EFFECTS =
  'The meeting is marked cancelled and leaves everyone’s calendar. Its agenda, notes and tasks stay; the other meetings of the series do not change.';

/** An occurrence's edit screen: this form changes this meeting only; the series and a cancel are here. */
export function OccurrenceSection({ meeting }: { meeting: MeetingDetail & { SeriesId: string } }) {
  const headingId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const cancel = useCancelOccurrence();
  const [confirming, setConfirming] = useState(false);

  const handleCancel = () =>
    cancel.mutate(meeting.Id, {
      onSuccess: () => {
        enqueueSnackbar(MeetingSeriesMessages.occurrenceCancelled, { variant: 'success' });
        unsavedWork.leave(() => void navigate(paths.meetings.path));
      },
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
        Part of a repeating series
      </Typography>
      {meeting.IsCancelled ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          This meeting is cancelled. Its agenda, notes and tasks are kept.
        </Alert>
      ) : (
        <Typography sx={{ mt: 1 }}>
          The form above changes this meeting only. To change this and the following meetings, or every coming
          meeting, edit the series.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`${href(paths.meetingSeries, { seriesId: meeting.SeriesId })}?from=${encodeURIComponent(meeting.Id)}`}
        >
          Edit Series
        </Button>
        {!meeting.IsCancelled && meeting.AllowedToCancel && (
          <Button variant="outlined" onClick={() => setConfirming(true)}>
            Cancel This Meeting Only
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        action="cancel"
        itemName={meeting.Subject}
        message={CANCEL_EFFECTS}
        busy={cancel.isPending}
        onConfirm={handleCancel}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
