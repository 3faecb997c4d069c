import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { TaskNotes } from '../../features/tasks/components/task-notes';

export default function TaskNotesRoute() {
  const { taskId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.taskNotes.title}</Typography>
      <TaskNotes key={taskId} taskId={taskId} />
    </Stack>
  );
}
