import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { HistoryPanel } from '../../features/audit/components/history-panel';
import { useTask } from '../../features/tasks/api/get-task';
import { EditTaskForm } from '../../features/tasks/components/edit-task-form';
import { backTo } from '../../hooks/use-return-to';

/** /editTask/{taskId}: back to the list it was opened from, else the dashboard (where a save returns). */
export default function EditTaskRoute() {
  const { taskId = '' } = useParams();
  const task = useTask(taskId);
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.editTask.title} back={backTo(paths.dashboard.path)} />
      <EditTaskForm key={taskId} taskId={taskId} />
      {task.data?.AllowedToSeeHistory && <HistoryPanel key={`history-${taskId}`} kind="task" id={taskId} />}
    </Stack>
  );
}
