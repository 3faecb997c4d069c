import Alert from '@mui/material/Alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { useFormReload } from '../../../hooks/use-edited-copy';
import { useAssignableUsers } from '../api/get-assignable-users';
import { useGoalsByTask } from '../api/get-goals-by-task';
import { useMeetingsByTask } from '../api/get-meetings-by-task';
import { useTask } from '../api/get-task';
import { meetingChoices, optionChoices, withCurrent } from './choices';
import { EditTaskFields } from './edit-task-fields';

/** /editTask/{taskId}: the task with the choices its team offers. */
export function EditTaskForm({ taskId }: { taskId: string }) {
  const task = useTask(taskId);
  const users = useAssignableUsers(taskId, undefined, true);
  const meetings = useMeetingsByTask(taskId);
  const goals = useGoalsByTask(taskId);
  const { formKey, reload } = useFormReload(task.refetch);

  const failed = task.error ?? users.error ?? meetings.error ?? goals.error;
  if (failed) return <Alert severity="error">{errorMessage(failed)}</Alert>;
  if (!task.data || !users.data || !meetings.data || !goals.data) {
    return <LoadingScreen label="Loading the task" />;
  }

  const data = task.data;
  return (
    <EditTaskFields
      key={`${data.Id}-${formKey}`}
      task={data}
      onReload={() => void reload()}
      userChoices={withCurrent(optionChoices(users.data), {
        value: data.AssignedToUserId,
        label: data.AssignedToUserFullName,
      })}
      meetingChoices={withCurrent(
        meetingChoices(meetings.data),
        data.MeetingId ? { value: data.MeetingId, label: data.MeetingName } : null,
      )}
      goalChoices={withCurrent(
        optionChoices(goals.data),
        data.GoalId ? { value: data.GoalId, label: data.GoalName } : null,
      )}
    />
  );
}
