import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MeetingRoomMessages, type MeetingLifecycle } from '@shared/schemas/meeting-room';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MeetingStateChip } from '../../../components/meeting-state-chip';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useRoomWrite } from '../api/room-mutations';

const pdfHref = (kind: 'Agenda' | 'Minutes', meetingId: string) =>
  `/api/v1/meeting/get${kind}Pdf/${encodeURIComponent(meetingId)}`;

/** The minutes' state and the steps the server allows the caller: start, finalise, reopen; PDFs, print. */
export function LifecycleBar({ lifecycle, subject }: { lifecycle: MeetingLifecycle; subject: string }) {
  const { enqueueSnackbar } = useToast();
  const start = useRoomWrite('start');
  const finalize = useRoomWrite('finalize');
  const reopen = useRoomWrite('reopen');
  const [confirming, setConfirming] = useState(false);
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState('');
  const failed = (error: unknown) => enqueueSnackbar(errorMessage(error), { variant: 'error' });
  const id = lifecycle.MeetingId;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      className="no-print"
    >
      <MeetingStateChip state={lifecycle.State} />
      {lifecycle.AllowedToStart && (
        <Button variant="contained" onClick={() => start.mutate(id, { onError: failed })}>
          Start meeting
        </Button>
      )}
      {lifecycle.AllowedToFinalize && (
        <Button variant="contained" color="success" onClick={() => setConfirming(true)}>
          Finalise minutes
        </Button>
      )}
      {lifecycle.AllowedToReopen && (
        <Button variant="outlined" onClick={() => setReopening(true)}>
          Reopen minutes
        </Button>
      )}
      <Button href={pdfHref('Agenda', id)} download>
        Agenda PDF
      </Button>
      <Button href={pdfHref('Minutes', id)} download>
        Minutes PDF
      </Button>
      <Button onClick={() => window.print()}>Print</Button>
      <ConfirmDialog
        open={confirming}
        title="Finalise the minutes?"
        itemName={subject}
        message="The notes, tasks, attendance and order lock, and every member gets the minutes by e-mail. A team lead can reopen them."
        confirmLabel="Finalise minutes"
        confirmColor="success"
        busy={finalize.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          finalize.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              enqueueSnackbar(MeetingRoomMessages.finalized, { variant: 'success' });
            },
            onError: failed,
          })
        }
      />
      {reopening && (
        <FormDialog
          title="Reopen the minutes"
          isSaving={reopen.isPending}
          savingLabel="Reopening the minutes"
          errorMessage={reopen.error ? errorMessage(reopen.error) : null}
          submitLabel="Reopen minutes"
          isDirty={reason !== ''}
          onClose={() => setReopening(false)}
          onSubmit={(event) => {
            event.preventDefault();
            reopen.mutate(
              { meetingId: id, reason },
              {
                onSuccess: () => {
                  setReopening(false);
                  setReason('');
                  enqueueSnackbar(MeetingRoomMessages.reopened, { variant: 'success' });
                },
              },
            );
          }}
        >
          <TextField
            label="Reason"
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText="Kept with the meeting's history"
          />
        </FormDialog>
      )}
    </Stack>
  );
}
