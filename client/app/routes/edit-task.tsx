import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { EditTaskForm } from '../../features/tasks/components/edit-task-form';

export default function EditTaskRoute() {
  const { taskId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.editTask.title}</Typography>
      <EditTaskForm key={taskId} taskId={taskId} />
    </Stack>
  );
}
