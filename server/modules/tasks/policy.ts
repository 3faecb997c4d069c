import type { AuthContext } from '../../plugins/auth';

/** Who a task involves, and whether the caller leads its team: enough to decide editing and deleting. */
export interface TaskRoles {
  assignedToUserId: string;
  assignedByUserId: string | null;
  callerIsLead: boolean;
}

/** The caller's whole relation to one task, as the repository reads it. */
export interface TaskRelation extends TaskRoles {
  /** The caller belongs to the task's team. */
  callerIsMember: boolean;
}

const isAssignee = (auth: AuthContext, task: TaskRoles) => task.assignedToUserId === auth.userId;
const isAssigner = (auth: AuthContext, task: TaskRoles) => task.assignedByUserId === auth.userId;

/** An admin of its school, its assignee, its assigner and any member of its team see a task. */
export const canViewTask = (auth: AuthContext, task: TaskRelation) =>
  auth.isAdmin || isAssignee(auth, task) || isAssigner(auth, task) || task.callerIsMember;

/** AllowedToMarkTaskAsCompletedOrEdit: an admin, the assignee, the assigner or a lead of the task's team. */
export const canEditTask = (auth: AuthContext, task: TaskRoles) =>
  auth.isAdmin || isAssignee(auth, task) || isAssigner(auth, task) || task.callerIsLead;

/** AllowedToDelete: an admin, the assigner or a lead of the task's team (not the assignee). */
export const canDeleteTask = (auth: AuthContext, task: TaskRoles) =>
  auth.isAdmin || isAssigner(auth, task) || task.callerIsLead;

/** A goal's or a meeting's task list: the members of its team(s) and the school's admins. */
export const canViewTaskList = (auth: AuthContext, callerIsMember: boolean) => auth.isAdmin || callerIsMember;

/** A team's tasks as CSV (AllowedToExport): whoever sees the team's task lists. */
export const canExportTeamTasks = (auth: AuthContext, callerIsMember: boolean) =>
  canViewTaskList(auth, callerIsMember);

/** Assigning a task in a team: its members and the school's admins. */
export const canAssignInTeam = (auth: AuthContext, callerIsMember: boolean) => auth.isAdmin || callerIsMember;
