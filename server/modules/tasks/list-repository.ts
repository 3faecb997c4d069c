import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TaskStatus } from '@shared/constants';
import type { TaskListQuery, TaskSortColumn } from '@shared/schemas/tasks';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like';
import { goals, taskStatuses, tasks, teams, users } from '../../db/schema';
import { isTeamLead } from '../teams/membership-sql';
import { taskTeamId } from './repository';

const assignee = alias(users, 'assignee');

/** Which tasks a list holds (always within the caller's school). */
export type TaskListScope =
  | { kind: 'assignedTo'; userId: string }
  | { kind: 'goal'; goalId: string }
  | { kind: 'meeting'; meetingId: string };

/** Remaining means Open or In Progress; completed means Completed. */
export type TaskListState = 'remaining' | 'completed';

const SORT_KEYS: Record<TaskSortColumn, SQL> = {
  Title: sql`lower(${tasks.title})`,
  AssignedDate: sql`${tasks.dateAssigned}`,
  Team: sql`coalesce(${teams.sortKey}, '')`,
  Status: sql`lower(${taskStatuses.name})`,
  Goal: sql`lower(coalesce(${goals.title}, ''))`,
};

function scopeFilter(scope: TaskListScope) {
  switch (scope.kind) {
    case 'assignedTo':
      return eq(tasks.assignedToUserId, scope.userId);
    case 'goal':
      return eq(tasks.goalId, scope.goalId);
    case 'meeting':
      return eq(tasks.meetingId, scope.meetingId);
  }
}

function listFilter(
  locationId: string,
  scope: TaskListScope,
  state: TaskListState,
  search: string | undefined,
) {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(tasks.locationId, locationId),
    scopeFilter(scope),
    state === 'completed'
      ? eq(tasks.taskStatusId, TaskStatus.Completed)
      : inArray(tasks.taskStatusId, [TaskStatus.Open, TaskStatus.InProgress]),
    pattern ? ilike(tasks.title, pattern) : undefined,
  );
}

/**
 * One page of tasks with their team, goal, status and assignee names and the caller's lead role on each
 * task's team, in one query (total via count(*) over()).
 */
export async function listTasks(
  db: Db,
  locationId: string,
  callerId: string,
  scope: TaskListScope,
  state: TaskListState,
  query: TaskListQuery,
) {
  const order = query.SortDirection === 'desc' ? desc : asc;
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      dateAssigned: tasks.dateAssigned,
      dueDate: tasks.dueDate,
      teamId: tasks.teamId,
      teamName: teams.name,
      taskStatusId: tasks.taskStatusId,
      statusName: taskStatuses.name,
      goalId: tasks.goalId,
      goalTitle: goals.title,
      meetingId: tasks.meetingId,
      agendaItemId: tasks.agendaItemId,
      assignedToUserId: tasks.assignedToUserId,
      assignedByUserId: tasks.assignedByUserId,
      assigneeFirstName: assignee.firstName,
      assigneeLastName: assignee.lastName,
      callerIsLead: isTeamLead(taskTeamId, callerId),
      totalCount: sql<number>`cast(count(*) over() as integer)`,
    })
    .from(tasks)
    .innerJoin(taskStatuses, eq(taskStatuses.id, tasks.taskStatusId))
    .innerJoin(assignee, eq(assignee.id, tasks.assignedToUserId))
    .leftJoin(teams, eq(teams.id, tasks.teamId))
    .leftJoin(goals, eq(goals.id, tasks.goalId))
    .where(listFilter(locationId, scope, state, query.Search))
    .orderBy(order(SORT_KEYS[query.Sort]), asc(tasks.id))
    .limit(query.PageSize)
    .offset(query.Page * query.PageSize);
}
export type TaskListRow = Awaited<ReturnType<typeof listTasks>>[number];

/** How many tasks a list holds (only asked when a page past the end came back empty). */
export async function countTasks(
  db: Db,
  locationId: string,
  scope: TaskListScope,
  state: TaskListState,
  search: string | undefined,
) {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(tasks)
    .where(listFilter(locationId, scope, state, search));
  return row?.count ?? 0;
}
