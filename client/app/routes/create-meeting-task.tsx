import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import { paths } from '../../config/paths';
import { MeetingTaskForm } from '../../features/tasks/components/meeting-task-form';

export default function CreateMeetingTaskRoute() {
  const { meetingId = '', teamId = '', agendaItemId = '', taskId = NEW_ID_STRING } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">
        {taskId === NEW_ID_STRING ? paths.createMeetingTask.title : 'Edit Task'}
      </Typography>
      <MeetingTaskForm
        key={taskId}
        meetingId={meetingId}
        teamId={teamId}
        agendaItemId={agendaItemId}
        taskId={taskId}
      />
    </Stack>
  );
}
