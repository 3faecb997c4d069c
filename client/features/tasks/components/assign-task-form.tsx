import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import { NEW_ID_STRING } from '@shared/constants';
import { GoalMessages, type TeamGoal } from '@shared/schemas/goals';
import { TaskMessages } from '@shared/messages';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { useAssignableUsers } from '../api/get-assignable-users';
import { useUsersByGoal } from '../api/get-users-by-goal';
import { AssignTaskFields } from './assign-task-fields';
import { optionChoices } from './choices';

export interface AssignTaskProps {
  teamId: string;
  /** The assignee, or '0' when the form lets the user choose. */
  userId: string;
  /** The goal the task is for, or '0' when the form lets the user choose. */
  goalId: string;
  /** That goal as the route loads it (goal/getById); idle when goalId is '0'. */
  goal: Pick<UseQueryResult<TeamGoal>, 'data' | 'error'>;
}

/**
 * /assignTask/{teamId}/{userId}/{goalId}. With a goal the goal is fixed and the assignee is chosen
 * among its team; without one the assignee is fixed and the goal is chosen (spec: Assign Task).
 */
export function AssignTaskForm({ teamId, userId, goalId, goal }: AssignTaskProps) {
  const forGoal = goalId !== NEW_ID_STRING;
  const goalUsers = useUsersByGoal(goalId, forGoal);
  // user/getById is for admins; the people the caller can assign to carry the assignee's name for all.
  const teamUsers = useAssignableUsers(NEW_ID_STRING, teamId, !forGoal);
  const people = forGoal ? goalUsers : teamUsers;

  const failed = (forGoal && goal.error) || people.error;
  if (failed) return <Alert severity="error">{errorMessage(failed)}</Alert>;
  if ((forGoal && !goal.data) || !people.data) return <LoadingScreen label="Loading the task form" />;

  const assignee = people.data.find((person) => person.Id === userId);
  if (!forGoal && userId !== NEW_ID_STRING && !assignee) {
    return <Alert severity="error">{TaskMessages.assigneeNotOnTeam}</Alert>;
  }
  if (goal.data && !goal.data.AllowedToAddTasks) {
    return <Alert severity="info">{GoalMessages.goalClosed}</Alert>;
  }

  return (
    <AssignTaskFields
      teamId={teamId}
      goalId={goalId}
      fixedGoalTitle={goal.data?.Title ?? null}
      fixedAssignee={forGoal ? null : (assignee ?? null)}
      initialUserId={assignee?.Id ?? null}
      assigneeChoices={optionChoices(people.data)}
    />
  );
}
