import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ATTENDANCE_STATUS_LABELS, AttendanceStatus } from '@shared/constants';
import { fullName } from '@shared/names';
import type { Attendance } from '@shared/schemas/meeting-room';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useRoomWrite } from '../api/room-mutations';

const STATUSES = Object.values(AttendanceStatus);
const statusText = (status: AttendanceStatus | null) =>
  status ? ATTENDANCE_STATUS_LABELS[status] : 'Not recorded';

/** Attendance: each member's status (saved as it is chosen) and named guests. */
export function AttendancePanel({ attendance }: { attendance: Attendance }) {
  const headingId = useId();
  const { enqueueSnackbar } = useToast();
  const save = useRoomWrite('saveAttendance');
  const [guest, setGuest] = useState('');
  const guests = attendance.Guests.map((each) => ({ Name: each.Name }));
  const write = (body: Partial<Pick<Parameters<typeof save.mutate>[0], 'Members' | 'Guests'>>) =>
    save.mutate(
      { MeetingId: attendance.MeetingId, Members: [], Guests: guests, ...body },
      { onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }) },
    );
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        Attendance
      </Typography>
      <Stack spacing={1}>
        {attendance.Members.map((member) =>
          attendance.AllowedToEdit ? (
            <TextField
              key={member.UserId}
              select
              size="small"
              label={fullName(member)}
              value={member.Status ?? ''}
              onChange={(event) =>
                write({
                  Members: [
                    { UserId: member.UserId, Status: Number(event.target.value) as AttendanceStatus },
                  ],
                })
              }
            >
              {STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {ATTENDANCE_STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography key={member.UserId}>
              {fullName(member)}: {statusText(member.Status)}
            </Typography>
          ),
        )}
        <Typography variant="subtitle2" component="h3">
          Guests
        </Typography>
        {guests.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No guests.</Typography>}
        {guests.map((each, index) => (
          <Stack
            key={`${each.Name}-${index}`}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography>{each.Name}</Typography>
            {attendance.AllowedToEdit && (
              <IconButton
                size="small"
                aria-label={`Remove ${each.Name}`}
                onClick={() => write({ Guests: guests.filter((_, at) => at !== index) })}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
        {attendance.AllowedToEdit && (
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={(event) => {
              event.preventDefault();
              if (!guest.trim()) return;
              write({ Guests: [...guests, { Name: guest.trim() }] });
              setGuest('');
            }}
          >
            <TextField
              size="small"
              label="Guest's name"
              value={guest}
              onChange={(event) => setGuest(event.target.value)}
            />
            <Button type="submit" variant="outlined">
              Add guest
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
