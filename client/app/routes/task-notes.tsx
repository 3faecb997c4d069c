import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { TaskNotes } from '../../features/tasks/components/task-notes';
import { backTo } from '../../hooks/use-return-to';

/** /taskNotes/{taskId}: back to the list it was opened from, else the dashboard. */
export default function TaskNotesRoute() {
  const { taskId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.taskNotes.title} back={backTo(paths.dashboard.path)} />
      <TaskNotes key={taskId} taskId={taskId} />
    </Stack>
  );
}
