import { and, asc, desc, eq, ilike, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TaskStatus } from '@shared/constants';
import type { TaskListQuery, TaskSortColumn } from '@shared/schemas/tasks';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like';
import { preparedVariants } from '../../db/prepared';
import { goals, taskStatuses, tasks, teams, users } from '../../db/schema';
import { isTeamLead } from '../../db/membership-sql';
import { taskTeamId } from './repository';

const assignee = alias(users, 'assignee');

/** Which tasks a list holds (always within the caller's school). */
export type TaskListScope =
  | { kind: 'assignedTo'; userId: string }
  | { kind: 'goal'; goalId: string }
  | { kind: 'meeting'; meetingId: string }
  | { kind: 'team'; teamId: string };

/** Remaining means Open or In Progress; completed means Completed. */
export type TaskListState = 'remaining' | 'completed';

/**
 * A task's goal title. A team's long list looks it up by key: a join let the planner hash all of a school's
 * goals for it (a whole-table read at one school's size). The short lists (a person's, a goal's, a
 * meeting's) join: with the lookup PostgreSQL re-planned their prepared statement on every call, which
 * cost more than running it (npm run bench's dashboard tasks row lost a third of its throughput). `tasks`
 * is written out: in a select list Drizzle drops the table name of an interpolated column.
 */
const goalTitleOf = (kind: TaskListScope['kind']) =>
  kind === 'team'
    ? sql<string | null>`(select g.title from goals g where g.id = "tasks"."goal_id")`
    : goals.title;

const sortKeys = (goalTitle: SQL | typeof goals.title): Record<TaskSortColumn, SQL> => ({
  Title: sql`lower(${tasks.title})`,
  AssignedDate: sql`${tasks.dateAssigned}`,
  Team: sql`coalesce(${teams.sortKey}, '')`,
  Status: sql`lower(${taskStatuses.name})`,
  Goal: sql`lower(coalesce(${goalTitle}, ''))`,
  // One key, so a descending sort reverses it whole; the id keeps namesakes' tasks together.
  AssignedTo: sql`lower(${assignee.lastName} || ', ' || ${assignee.firstName}) || cast(${assignee.id} as text)`,
});

/** The record a scope filters on, as one value. */
function scopeIdOf(scope: TaskListScope) {
  switch (scope.kind) {
    case 'assignedTo':
      return scope.userId;
    case 'goal':
      return scope.goalId;
    case 'meeting':
      return scope.meetingId;
    case 'team':
      return scope.teamId;
  }
}

function scopeFilter(kind: TaskListScope['kind'], scopeId: string | Placeholder) {
  switch (kind) {
    case 'assignedTo':
      return eq(tasks.assignedToUserId, scopeId);
    case 'goal':
      return eq(tasks.goalId, scopeId);
    case 'meeting':
      return eq(tasks.meetingId, scopeId);
    case 'team':
      return eq(tasks.teamId, scopeId);
  }
}

function listFilter(
  locationId: string | Placeholder,
  kind: TaskListScope['kind'],
  scopeId: string | Placeholder,
  state: TaskListState,
  pattern: string | Placeholder | undefined,
) {
  return and(
    eq(tasks.locationId, locationId),
    scopeFilter(kind, scopeId),
    state === 'completed'
      ? eq(tasks.taskStatusId, TaskStatus.Completed)
      : inArray(tasks.taskStatusId, [TaskStatus.Open, TaskStatus.InProgress]),
    pattern === undefined ? undefined : ilike(tasks.title, pattern),
  );
}

/** What shapes a task list's SQL; the values (ids, search pattern, page) are the statement's parameters. */
interface TaskListShape {
  kind: TaskListScope['kind'];
  state: TaskListState;
  Sort: TaskSortColumn;
  SortDirection: TaskListQuery['SortDirection'];
  searching: boolean;
}

/** One prepared statement per list shape in use (at most 4 scopes × 2 states × 6 sorts × 2 × 2). */
const taskListStatement = preparedVariants(
  'task_list',
  (shape: TaskListShape) =>
    `${shape.kind}_${shape.state}_${shape.Sort}_${shape.SortDirection}${shape.searching ? '_search' : ''}`,
  (db: Db, shape: TaskListShape, name: string) => {
    const order = shape.SortDirection === 'desc' ? desc : asc;
    const goalTitle = goalTitleOf(shape.kind);
    const lists = db
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
        goalTitle,
        meetingId: tasks.meetingId,
        agendaItemId: tasks.agendaItemId,
        assignedToUserId: tasks.assignedToUserId,
        assignedByUserId: tasks.assignedByUserId,
        assigneeFirstName: assignee.firstName,
        assigneeLastName: assignee.lastName,
        callerIsLead: isTeamLead(taskTeamId, sql.placeholder('callerId')),
        totalCount: sql<number>`cast(count(*) over() as integer)`,
      })
      .from(tasks)
      .innerJoin(taskStatuses, eq(taskStatuses.id, tasks.taskStatusId))
      .innerJoin(assignee, eq(assignee.id, tasks.assignedToUserId))
      .leftJoin(teams, eq(teams.id, tasks.teamId))
      .$dynamic();
    const withGoals = shape.kind === 'team' ? lists : lists.leftJoin(goals, eq(goals.id, tasks.goalId));
    return withGoals
      .where(
        listFilter(
          sql.placeholder('locationId'),
          shape.kind,
          sql.placeholder('scopeId'),
          shape.state,
          shape.searching ? sql.placeholder('pattern') : undefined,
        ),
      )
      .orderBy(order(sortKeys(goalTitle)[shape.Sort]), asc(tasks.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  },
);

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
  const shape = { kind: scope.kind, state, Sort: query.Sort, SortDirection: query.SortDirection };
  return taskListStatement(db, { ...shape, searching: Boolean(query.Search) }).execute({
    locationId,
    scopeId: scopeIdOf(scope),
    callerId,
    pattern: query.Search ? containsPattern(query.Search) : undefined,
    limit: query.PageSize,
    offset: query.Page * query.PageSize,
  });
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
    .where(
      listFilter(
        locationId,
        scope.kind,
        scopeIdOf(scope),
        state,
        search ? containsPattern(search) : undefined,
      ),
    );
  return row?.count ?? 0;
}
