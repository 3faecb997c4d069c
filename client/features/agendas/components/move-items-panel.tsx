import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { MeetingMessages } from '@shared/schemas/meetings';
import type { Agenda } from '@shared/schemas/agendas';
import { NEW_ID_STRING } from '@shared/constants';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatTime } from '../../../lib/dates';
import { useMoveTargets } from '../api/get-move-targets';
import { type MoveAgendaItemsRequest, useMoveAgendaItems } from '../api/move-agenda-items';
import { type NewMeeting, NewMeetingDialog } from './new-meeting-dialog';

const NEW_MEETING = 'new';

interface MoveItemsPanelProps {
  agenda: Agenda;
  selectedIds: string[];
  onMoved: () => void;
}

/** Moves the ticked items to an upcoming meeting or to a new one; "Move" waits for a meeting and an item. */
export function MoveItemsPanel({ agenda, selectedIds, onMoved }: MoveItemsPanelProps) {
  const labelId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const targets = useMoveTargets(agenda.MeetingId);
  const move = useMoveAgendaItems();
  const [target, setTarget] = useState('');
  const [creating, setCreating] = useState(false);

  const send = (request: MoveAgendaItemsRequest) =>
    move.mutate(request, {
      onSuccess: (meeting) => {
        enqueueSnackbar(MeetingMessages.movedTo(meeting.Subject), { variant: 'success' });
        setTarget('');
        setCreating(false);
        onMoved();
      },
      onError: (error) => {
        if (!creating) enqueueSnackbar(errorMessage(error), { variant: 'error' });
      },
    });

  const handleMove = () => {
    if (target === NEW_MEETING) {
      move.reset();
      setCreating(true);
    } else {
      send({ kind: 'existing', body: { MeetingId: target, AgendaItemIds: selectedIds } });
    }
  };

  const handleCreate = (meeting: NewMeeting) =>
    send({
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
    });

  return (
    <Stack spacing={1.5}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
        Move Agenda Items
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Tick the items to move, choose a meeting, then Move Agenda Items. {selectedIds.length} selected.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: { sm: 320 } }} fullWidth>
          <InputLabel id={labelId}>Move to meeting</InputLabel>
          <Select
            labelId={labelId}
            label="Move to meeting"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {(targets.data ?? []).map((meeting) => (
              <MenuItem key={meeting.Id} value={meeting.Id}>
                {meeting.Name} – {formatDate(meeting.StartDateTime)} {formatTime(meeting.StartDateTime)}
              </MenuItem>
            ))}
            {agenda.TeamId && <MenuItem value={NEW_MEETING}>A new meeting…</MenuItem>}
          </Select>
        </FormControl>
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
          errorMessage={move.isError ? errorMessage(move.error) : null}
          onSubmit={handleCreate}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
}
