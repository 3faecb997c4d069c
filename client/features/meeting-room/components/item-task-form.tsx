import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { TeamUser } from '@shared/schemas/agendas';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useRoomWrite } from '../api/room-mutations';

/** Adds a task to an item without leaving the room: title, assignee and due date (the spec's task rules). */
export function ItemTaskForm({ itemId, people }: { itemId: string; people: TeamUser[] }) {
  const { enqueueSnackbar } = useToast();
  const addTask = useRoomWrite('addTask');
  const [title, setTitle] = useState('');
  const [assignee, setAssignee] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [tried, setTried] = useState(false);
  const missing = { title: !title.trim(), assignee: !assignee };
  const submit = () => {
    setTried(true);
    if (missing.title || missing.assignee) return;
    addTask.mutate(
      { AgendaItemId: itemId, Title: title.trim(), AssignedToUserId: assignee, DueDate: dueDate || null },
      {
        onSuccess: () => {
          setTitle('');
          setDueDate('');
          setTried(false);
          enqueueSnackbar('Task has been saved.', { variant: 'success' });
        },
        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
      },
    );
  };
  return (
    <Stack
      component="form"
      noValidate
      className="no-print"
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label="New task"
        size="small"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={tried && missing.title}
        helperText={tried && missing.title ? 'A task title is required' : undefined}
        sx={{ flex: 2 }}
      />
      <TextField
        select
        label="Assigned to"
        size="small"
        value={assignee}
        onChange={(event) => setAssignee(event.target.value)}
        error={tried && missing.assignee}
        helperText={tried && missing.assignee ? 'Choose who does it' : undefined}
        sx={{ flex: 1, minWidth: 160 }}
      >
        {people.map((person) => (
          <MenuItem key={person.UserId} value={person.UserId}>
            {person.FullName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Due date"
        type="date"
        size="small"
        value={dueDate}
        onChange={(event) => setDueDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 1, minWidth: 150 }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={addTask.isPending}
        sx={{ alignSelf: { md: 'flex-start' } }}
      >
        Add task
      </Button>
    </Stack>
  );
}
