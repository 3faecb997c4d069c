import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NEW_ID_STRING } from '@shared/constants';
import type { Agenda } from '@shared/schemas/agendas';
import { MeetingMessages, type SaveMeetingResponse } from '@shared/schemas/meetings';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatTime } from '../../../lib/dates';
import { useMoveTargets } from '../api/get-move-targets';
import { type MoveAgendaItemsRequest, useMoveAgendaItems } from '../api/move-agenda-items';
import { AgendaScreenText } from './agenda-text';
import { type NewMeeting, NewMeetingDialog } from './new-meeting-dialog';
import { useToast } from '../../../components/toast';

const NEW_MEETING = 'new';

interface MoveItemsPanelProps {
  agenda: Agenda;
  selectedIds: string[];
  onMoved: () => void;
}

/** Moves the ticked items to an upcoming meeting or to a new one; "Move" waits for a meeting and an item. */
export function MoveItemsPanel({ agenda, selectedIds, onMoved }: MoveItemsPanelProps) {
  const { enqueueSnackbar } = useToast();
  const targets = useMoveTargets(agenda.MeetingId);
  const move = useMoveAgendaItems();
  const [target, setTarget] = useState('');
  const [creating, setCreating] = useState(false);

  const moved = (meeting: SaveMeetingResponse) => {
    enqueueSnackbar(MeetingMessages.movedTo(meeting.Subject), { variant: 'success' });
    setTarget('');
    setCreating(false);
    onMoved();
  };

  const handleMove = () => {
    if (target === NEW_MEETING) {
      setCreating(true);
      return;
    }
    const request: MoveAgendaItemsRequest = {
      kind: 'existing',
      body: { MeetingId: target, AgendaItemIds: selectedIds },
    };
    move.mutate(request, {
      onSuccess: moved,
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  // The dialog shows a refusal on its fields or above them.
  const handleCreate = async (meeting: NewMeeting) =>
    moved(
      await move.mutateAsync({
        kind: 'new',
        body: {
          AgendaItemIds: selectedIds,
          Meeting: {
            Id: NEW_ID_STRING,
            ...meeting,
            Location: '',
            MeetingTeams: agenda.TeamId ? [{ TeamId: agenda.TeamId }] : [],
            MeetingResponsiblities: [],
            SetupZoomMeeting: false,
            RemoveZoomMeeting: false,
          },
        },
      }),
    );

  const meetings = targets.data ?? [];
  const targetHelp = targets.isPending
    ? 'Loading the upcoming meetings…'
    : targets.isError
      ? `The upcoming meetings could not be loaded. ${errorMessage(targets.error)}`
      : meetings.length === 0
        ? AgendaScreenText.noMoveTargets
        : undefined;

  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
        Move Agenda Items
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Tick the items to move, choose a meeting, then Move Agenda Items. {selectedIds.length} selected.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          label="Move to meeting"
          size="small"
          fullWidth
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          error={targets.isError}
          helperText={targetHelp}
          sx={{ minWidth: { sm: 320 } }}
        >
          {meetings.map((meeting) => (
            <MenuItem key={meeting.Id} value={meeting.Id}>
              {meeting.Name} – {formatDate(meeting.StartDateTime)} {formatTime(meeting.StartDateTime)}
            </MenuItem>
          ))}
          {agenda.TeamId && <MenuItem value={NEW_MEETING}>A new meeting…</MenuItem>}
        </TextField>
        <Button
          variant="outlined"
          disabled={target === '' || selectedIds.length === 0 || move.isPending}
          onClick={handleMove}
          sx={{ flexShrink: 0 }}
        >
          Move Agenda Items
        </Button>
      </Stack>
      {creating && (
        <NewMeetingDialog
          isSaving={move.isPending}
          onSubmit={handleCreate}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
}
