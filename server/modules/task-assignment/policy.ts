import type { AuthContext } from '../../plugins/auth';
import type { TaskForOptions } from './repository';

/**
 * The option lists of a saved task are open to those who see the task: its assignee, its assigner, the
 * members of its team and the school's admins (the same rule as the task itself, issue 4).
 */
export const canSeeTaskOptions = (auth: AuthContext, task: TaskForOptions) =>
  auth.isAdmin ||
  task.assignedToUserId === auth.userId ||
  task.assignedByUserId === auth.userId ||
  task.callerIsTeamMember;

/**
 * Which of a person's teams the caller may list meetings of: admins all of them, others only the teams
 * they share with that person (tasks are assigned inside a shared team).
 */
export const seesAllTeamsOfPerson = (auth: AuthContext) => auth.isAdmin;
