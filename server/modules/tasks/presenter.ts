import { TASK_STATUS_NAMES } from '@shared/constants';
import { fInitialLastName, fullName } from '@shared/names';
import type { TaskDetail, TaskListItem, TaskPage, TeamTaskPage } from '@shared/schemas/tasks';
import { toCsv } from '../../lib/csv';
import type { AuthContext } from '../../plugins/auth';
import type { TeamTaskExportRow } from './export-repository';
import type { TaskListRow } from './list-repository';
import { canDeleteTask, canEditTask, canExportTeamTasks } from './policy';
import { canReadHistory } from '../teams';
import type { TaskRow } from './repository';

/** A page of a team's tasks, with the caller's right to download all of them as CSV. */
export const presentTeamTaskPage = (
  auth: AuthContext,
  team: { isMember: boolean },
  page: TaskPage,
): TeamTaskPage => ({ ...page, AllowedToExport: canExportTeamTasks(auth, team.isMember) });

/** One row of any task list, with the caller's rights on it. */
export function presentTaskListItem(auth: AuthContext, row: TaskListRow): TaskListItem {
  const goalName = row.goalTitle ?? '';
  return {
    TaskId: row.id,
    TaskTitle: row.title,
    TaskAssignedDate: row.dateAssigned,
    AssignedDate: row.dateAssigned,
    DueDate: row.dueDate,
    TeamId: row.teamId,
    TeamName: row.teamName ?? '',
    TaskStatusId: row.taskStatusId,
    TaskStatus: row.statusName,
    TaskStatusDisplay: row.statusName,
    GoalId: row.goalId,
    AssociatedGoal: goalName,
    GoalName: goalName,
    MeetingId: row.meetingId,
    AgendaItemId: row.agendaItemId,
    AssignedToUserId: row.assignedToUserId,
    AssignedToFInitialLastName: fInitialLastName({
      FirstName: row.assigneeFirstName,
      LastName: row.assigneeLastName,
    }),
    AllowedToMarkTaskAsCompletedOrEdit: canEditTask(auth, row),
    AllowedToDelete: canDeleteTask(auth, row),
  };
}

/** The edit form's data. */
export function presentTaskDetail(auth: AuthContext, task: TaskRow): TaskDetail {
  return {
    Id: task.id,
    Title: task.title,
    DueDate: task.dueDate,
    DateAssigned: task.dateAssigned,
    DateCreated: task.dateCreated.toISOString(),
    TeamId: task.teamId,
    TeamName: task.teamName ?? '',
    GoalId: task.goalId,
    GoalName: task.goalTitle ?? '',
    MeetingId: task.meetingId,
    MeetingName: task.meetingSubject ?? '',
    AgendaItemId: task.agendaItemId,
    AgendaItemTitle: task.agendaItemTitle ?? '',
    AssignedToUserId: task.assignedToUserId,
    AssignedToUserFullName: fullName({ FirstName: task.assigneeFirstName, LastName: task.assigneeLastName }),
    TaskStatusId: task.taskStatusId,
    AllowedToMarkTaskAsCompletedOrEdit: canEditTask(auth, task),
    AllowedToDelete: canDeleteTask(auth, task),
    AllowedToSeeHistory: canReadHistory(auth, task.callerIsLead),
    Version: task.version,
  };
}

/** A team's tasks as CSV (task/exportByTeamId): the team's row alone, without a task, gives the header only. */
export function presentTeamTasksCsv(rows: readonly TeamTaskExportRow[]): string {
  return toCsv(
    ['Task', 'Assigned to', 'Due date', 'Status', 'Completed', 'Goal', 'Meeting'],
    rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            [
              row.title,
              fullName({ FirstName: row.assignee_first_name ?? '', LastName: row.assignee_last_name ?? '' }),
              row.due_date,
              row.task_status_id === null ? null : (TASK_STATUS_NAMES[row.task_status_id] ?? null),
              row.completed_day,
              row.goal_title,
              row.meeting_subject === null ? null : `${row.meeting_subject} (${row.meeting_day})`,
            ],
          ],
    ),
  );
}
