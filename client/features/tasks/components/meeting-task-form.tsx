import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { NEW_ID_STRING } from '@shared/constants';
import { LoadingScreen } from '../../../components/loading-screen';
import { useFormReload } from '../../../hooks/use-edited-copy';
import { errorMessage } from '../../../lib/api-error';
import { useAssignableUsers } from '../api/get-assignable-users';
import { useGoalsByMeeting } from '../api/get-goals-by-meeting';
import { getTaskQueryOptions } from '../api/get-task';
import { optionChoices, withCurrent } from './choices';
import { MeetingTaskFields, type MeetingTaskTarget } from './meeting-task-fields';

/**
 * /createMeetingsNotes/{meetingId}/{teamId}/{agendaItemId}/{taskId}: Create Task of an agenda item (task
 * '0') or edit one of its tasks, with the team's members and the meeting's goals as choices.
 */
export function MeetingTaskForm(target: MeetingTaskTarget) {
  const isNew = target.taskId === NEW_ID_STRING;
  const task = useQuery({ ...getTaskQueryOptions(target.taskId), enabled: !isNew });
  const users = useAssignableUsers(target.taskId, isNew ? target.teamId : undefined, true);
  const goals = useGoalsByMeeting(target.meetingId);
  const existing = isNew ? null : task.data;
  const { formKey, reload } = useFormReload(task.refetch);

  const failed = (isNew ? null : task.error) ?? users.error ?? goals.error;
  if (failed) return <Alert severity="error">{errorMessage(failed)}</Alert>;
  if (existing === undefined || !users.data || !goals.data) return <LoadingScreen label="Loading the task" />;

  return (
    <MeetingTaskFields
      key={`${existing?.Id ?? NEW_ID_STRING}-${formKey}`}
      target={target}
      task={existing}
      onReload={() => void reload()}
      userChoices={withCurrent(
        optionChoices(users.data),
        existing ? { value: existing.AssignedToUserId, label: existing.AssignedToUserFullName } : null,
      )}
      goalChoices={withCurrent(
        optionChoices(goals.data),
        existing?.GoalId ? { value: existing.GoalId, label: existing.GoalName } : null,
      )}
    />
  );
}
