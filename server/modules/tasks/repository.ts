import { and, asc, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TaskStatus } from '@shared/constants';
import { namingActor, type AuditActor } from '../../db/audit-session';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { agendaItems, goals, meetings, taskStatuses, tasks, teams, users } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';
import { isTeamLead, isTeamMember } from '../../db/membership-sql';

const assignee = alias(users, 'assignee');

/** The task's team column, table-qualified for the membership predicates. */
export const taskTeamId = sql`${sql.identifier('tasks')}.${sql.identifier('team_id')}`;

/**
 * A task of the caller's school with the names its screens show and the caller's relation to its team.
 * Prepared: every task action reads it first, and planning its five joins cost PostgreSQL ten times what
 * running it does.
 */
const taskStatement = preparedPerDatabase((db) =>
  db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      dateAssigned: tasks.dateAssigned,
      dateCreated: tasks.dateCreated,
      teamId: tasks.teamId,
      teamName: teams.name,
      goalId: tasks.goalId,
      goalTitle: goals.title,
      meetingId: tasks.meetingId,
      meetingSubject: meetings.subject,
      meetingMinutesFinalized: sql<boolean>`"meetings"."minutes_finalized_at" is not null`,
      agendaItemId: tasks.agendaItemId,
      agendaItemTitle: agendaItems.title,
      assignedToUserId: tasks.assignedToUserId,
      assigneeFirstName: assignee.firstName,
      assigneeLastName: assignee.lastName,
      assignedByUserId: tasks.assignedByUserId,
      taskStatusId: tasks.taskStatusId,
      version: tasks.version,
      callerIsMember: isTeamMember(taskTeamId, sql.placeholder('callerId')),
      callerIsLead: isTeamLead(taskTeamId, sql.placeholder('callerId')),
    })
    .from(tasks)
    .innerJoin(assignee, eq(assignee.id, tasks.assignedToUserId))
    .leftJoin(teams, eq(teams.id, tasks.teamId))
    .leftJoin(goals, eq(goals.id, tasks.goalId))
    .leftJoin(meetings, eq(meetings.id, tasks.meetingId))
    .leftJoin(agendaItems, eq(agendaItems.id, tasks.agendaItemId))
    .where(and(eq(tasks.id, sql.placeholder('taskId')), eq(tasks.locationId, sql.placeholder('locationId'))))
    .limit(1)
    .prepare('task_by_id'),
);

export async function findTask(db: Db, taskId: string, locationId: string, callerId: string) {
  const [row] = await taskStatement(db).execute({ taskId, locationId, callerId });
  return row;
}
export type TaskRow = NonNullable<Awaited<ReturnType<typeof findTask>>>;

/** The fields a save writes. */
export interface TaskFields {
  title: string;
  dueDate: string | null;
  teamId: string;
  goalId: string | null;
  meetingId: string | null;
  agendaItemId: string | null;
  assignedToUserId: string;
}

export async function insertTask(
  db: Db,
  values: TaskFields & {
    districtId: string;
    locationId: string;
    dateAssigned: string;
    assignedByUserId: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(tasks)
    .values({ ...values, taskStatusId: TaskStatus.Open })
    .returning({ id: tasks.id });
  return row!.id;
}

/** Changes a task unless it is no longer at `expectedVersion` (when given); false when it did not. */
export async function updateTask(
  db: Db,
  taskId: string,
  locationId: string,
  values: TaskFields,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date(), version: nextVersion(tasks.version) })
    .where(
      and(
        eq(tasks.id, taskId),
        eq(tasks.locationId, locationId),
        stillAtVersion(tasks.version, expectedVersion),
      ),
    )
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/**
 * Moves a task to `to` only while its status is one of `from`: a conditional update, so of two
 * concurrent clicks only one succeeds. Completing stamps completed_at; any other move clears it.
 * Returns whether the row moved. It takes no version (a move carries no copy of the task to go stale:
 * the `from` condition is its check), but bumps it, so an edit form loaded before the move cannot
 * put the old status back. `notice` (a pg_notify call) is returned with the row, so it is sent only if
 * the task moved.
 */
export async function moveTaskStatus(
  db: Db,
  taskId: string,
  locationId: string,
  from: readonly number[],
  to: number,
  actor: AuditActor,
  notice?: SQL,
): Promise<boolean> {
  const moved = await db
    .update(tasks)
    .set({
      taskStatusId: to,
      completedAt: to === TaskStatus.Completed ? new Date() : null,
      updatedAt: new Date(),
      version: nextVersion(tasks.version),
    })
    .where(
      and(
        eq(tasks.id, taskId),
        eq(tasks.locationId, locationId),
        inArray(tasks.taskStatusId, [...from]),
        namingActor(actor),
      ),
    )
    .returning({ id: tasks.id, ...(notice && { notice }) });
  return moved.length > 0;
}

/** Deletes a task; its notes go with it (on delete cascade). `notice`: as for moveTaskStatus. */
export async function deleteTask(
  db: Db,
  taskId: string,
  locationId: string,
  actor: AuditActor,
  notice?: SQL,
) {
  await db
    .delete(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.locationId, locationId), namingActor(actor)))
    .returning({ id: tasks.id, ...(notice && { notice }) });
}

export function listTaskStatuses(db: Db) {
  return db
    .select({ Id: taskStatuses.id, Name: taskStatuses.name })
    .from(taskStatuses)
    .orderBy(taskStatuses.id);
}

/**
 * Points the tasks of agenda items that moved to another meeting at that meeting. A moved task changed:
 * its version goes up, so an edit form loaded before the move is a stale copy.
 */
export async function moveTasksOfAgendaItems(tx: Db, itemIds: string[], meetingId: string): Promise<void> {
  await tx
    .update(tasks)
    .set({ meetingId, updatedAt: sql`now()`, version: nextVersion(tasks.version) })
    .where(inArray(tasks.agendaItemId, itemIds));
}

/**
 * A team's open tasks made in its meetings that started before `before` (carry-over's "From last meeting"),
 * by meeting then title, at most `limit`: one query on tasks_team_created_idx (the team's entries).
 */
export function listOpenMeetingTasksOfTeam(
  db: Db,
  teamId: string,
  locationId: string,
  before: Date,
  limit = 50,
) {
  return db
    .select({
      taskId: tasks.id,
      title: tasks.title,
      assignedToName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      dueDate: tasks.dueDate,
      meetingId: meetings.id,
      meetingSubject: meetings.subject,
      meetingStart: meetings.startDateTime,
    })
    .from(tasks)
    .innerJoin(meetings, eq(meetings.id, tasks.meetingId))
    .innerJoin(users, eq(users.id, tasks.assignedToUserId))
    .where(
      and(
        eq(tasks.teamId, teamId),
        eq(tasks.locationId, locationId),
        ne(tasks.taskStatusId, TaskStatus.Completed),
        lt(meetings.startDateTime, before),
      ),
    )
    .orderBy(desc(meetings.startDateTime), asc(tasks.title), asc(tasks.id))
    .limit(limit);
}
