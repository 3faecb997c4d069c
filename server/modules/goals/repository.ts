import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { GoalScope, GoalStatus, TaskStatus } from '@shared/constants';
import type { ListQuery } from '@shared/schemas/lists';
import { naturalSortKey } from '@shared/natural-sort';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like';
import { selectRows } from '../../db/rows';
import { goals, goalTeams } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';
import { isTeamLead, isTeamMember } from '../../db/membership-sql';

/** A goal of the caller's district as the task rules need it: its scope, status and (team goals) team. */
export interface GoalForTasks {
  goalId: string;
  scope: number;
  goalStatusId: number;
  locationId: string | null;
  teamId: string | null;
}

/**
 * The goal with its team, if it is a goal of the district the caller belongs to; a team or school goal
 * of another school is treated as missing.
 */
export async function findGoalForTasks(
  db: Db,
  goalId: string,
  districtId: string,
  locationId: string,
): Promise<GoalForTasks | undefined> {
  const [row] = await db
    .select({
      goalId: goals.id,
      scope: goals.scope,
      goalStatusId: goals.goalStatusId,
      locationId: goals.locationId,
      teamId: goalTeams.teamId,
    })
    .from(goals)
    .leftJoin(goalTeams, eq(goalTeams.goalId, goals.id))
    .where(and(eq(goals.id, goalId), eq(goals.districtId, districtId)))
    .limit(1);
  if (!row || (row.locationId !== null && row.locationId !== locationId)) return undefined;
  return row;
}

/**
 * floor(100 × completed ÷ total), 0 for a goal without tasks. Integer division of non-negative numbers
 * truncates, which is the floor; exported so the arithmetic itself is tested on the database.
 */
export const percentageCompleted = (completed: SQL, total: SQL) =>
  sql`case when ${total} = 0 then 0 else (100 * ${completed}) / ${total} end`;

// ---------------------------------------------------------------------------------------------------
// District and school goals.

/** Which admin goals a list or lookup covers: the district's (scope 1) or one school's (scope 2). */
export type AdminGoalScope =
  | { scope: typeof GoalScope.District; districtId: string }
  | { scope: typeof GoalScope.School; districtId: string; locationId: string };

const adminGoalFilter = (target: AdminGoalScope) =>
  and(
    eq(goals.districtId, target.districtId),
    eq(goals.scope, target.scope),
    target.scope === GoalScope.District ? isNull(goals.locationId) : eq(goals.locationId, target.locationId),
  );

/** One page of district or school goals by title (natural order), with the total via count(*) over(). */
export function listAdminGoals(db: Db, target: AdminGoalScope, query: ListQuery) {
  const order = query.SortDirection === 'desc' ? desc : asc;
  const search = query.Search ? containsPattern(query.Search) : undefined;
  return db
    .select({
      id: goals.id,
      title: goals.title,
      description: goals.description,
      targetDate: goals.targetDate,
      totalCount: sql<number>`cast(count(*) over() as integer)`,
    })
    .from(goals)
    .where(and(adminGoalFilter(target), search ? ilike(goals.title, search) : undefined))
    .orderBy(order(goals.sortKey), order(goals.id))
    .limit(query.PageSize)
    .offset(query.Page * query.PageSize);
}

/** How many goals the list holds (only asked when a page past the end came back empty). */
export async function countAdminGoals(db: Db, target: AdminGoalScope, query: ListQuery) {
  const search = query.Search ? containsPattern(query.Search) : undefined;
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(goals)
    .where(and(adminGoalFilter(target), search ? ilike(goals.title, search) : undefined));
  return row?.count ?? 0;
}

/** A district goal of the district or a school goal of the school; undefined for anything else. */
export async function findAdminGoal(db: Db, goalId: string, target: AdminGoalScope) {
  const [row] = await db
    .select({
      id: goals.id,
      title: goals.title,
      description: goals.description,
      targetDate: goals.targetDate,
      version: goals.version,
    })
    .from(goals)
    .where(and(eq(goals.id, goalId), adminGoalFilter(target)))
    .limit(1);
  return row;
}

export interface GoalFields {
  title: string;
  description: string;
  targetDate: string | null;
}

export async function insertAdminGoal(db: Db, target: AdminGoalScope, fields: GoalFields, createdBy: string) {
  const [row] = await db
    .insert(goals)
    .values({
      districtId: target.districtId,
      locationId: target.scope === GoalScope.School ? target.locationId : null,
      scope: target.scope,
      ...fields,
      sortKey: naturalSortKey(fields.title),
      createdByUserId: createdBy,
    })
    .returning({ id: goals.id });
  return row!.id;
}

/** Changes a goal unless it is no longer at `expectedVersion` (when given); false when it did not. */
export async function updateGoal(
  db: Db,
  goalId: string,
  fields: GoalFields,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(goals)
    .set({
      ...fields,
      sortKey: naturalSortKey(fields.title),
      updatedAt: new Date(),
      version: nextVersion(goals.version),
    })
    .where(and(eq(goals.id, goalId), stillAtVersion(goals.version, expectedVersion)))
    .returning({ id: goals.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Any goal the caller's school can see, with the caller's relation to its team.

export const GoalAccessRow = z.strictObject({
  id: z.string(),
  scope: z.number(),
  title: z.string(),
  description: z.string(),
  targetDate: z.string().nullable(),
  goalStatusId: z.number(),
  version: z.number(),
  goalTeamId: z.string().nullable(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  isMember: z.boolean(),
  isLead: z.boolean(),
});
export type GoalAccessRow = z.infer<typeof GoalAccessRow>;

/**
 * A district goal of the caller's district, or a school or team goal of the caller's school, with its
 * team (team goals) and whether the caller is a member and a lead of that team. Raw SQL with aliases:
 * Drizzle drops table names inside sql`` subqueries of a select list.
 */
export async function findGoalAccess(
  db: Db,
  goalId: string,
  districtId: string,
  locationId: string,
  callerId: string,
): Promise<GoalAccessRow | undefined> {
  const [row] = await selectRows(
    db,
    sql`select g.id, g.scope, g.title, g.description, g.target_date::text as "targetDate",
        g.goal_status_id as "goalStatusId", g.version as "version", gt.id as "goalTeamId", t.id as "teamId", t.name as "teamName",
        coalesce(${isTeamMember(sql`t.id`, callerId)}, false) as "isMember",
        coalesce(${isTeamLead(sql`t.id`, callerId)}, false) as "isLead"
      from goals g
      left join goal_teams gt on gt.goal_id = g.id
      left join teams t on t.id = gt.team_id
      where g.id = ${goalId} and g.district_id = ${districtId}
        and (g.location_id is null or g.location_id = ${locationId})
      limit 1`,
    GoalAccessRow,
  );
  return row;
}

/** Inserts a team goal and its goal_teams link: two statements, so `db` is the caller's transaction. */
export async function insertTeamGoal(
  db: Db,
  school: { districtId: string; locationId: string },
  fields: GoalFields,
  teamId: string,
  createdBy: string,
) {
  const [row] = await db
    .insert(goals)
    .values({
      ...school,
      scope: GoalScope.Team,
      ...fields,
      sortKey: naturalSortKey(fields.title),
      createdByUserId: createdBy,
    })
    .returning({ id: goals.id });
  await db.insert(goalTeams).values({ ...school, goalId: row!.id, teamId });
  return row!.id;
}

/**
 * Updates a team goal and moves its one goal_teams link to `teamId`, unless the goal is no longer at
 * `expectedVersion` (when given); false when nothing changed. Two statements: `db` is the caller's
 * transaction.
 */
export async function updateTeamGoal(
  db: Db,
  goalId: string,
  fields: GoalFields,
  teamId: string,
  expectedVersion: number | undefined,
): Promise<boolean> {
  if (!(await updateGoal(db, goalId, fields, expectedVersion))) return false;
  await db.update(goalTeams).set({ teamId }).where(eq(goalTeams.goalId, goalId));
  return true;
}

/** Deletes a goal; its goal_teams link goes with it, its tasks stay with goal_id set null (FK rules). */
export async function deleteGoal(db: Db, goalId: string) {
  await db.delete(goals).where(eq(goals.id, goalId));
}

/** Closes the goal; answers the new status. */
export async function markGoalCompleted(db: Db, goalId: string) {
  await db
    .update(goals)
    .set({
      goalStatusId: GoalStatus.Closed,
      completedAt: new Date(),
      updatedAt: new Date(),
      version: nextVersion(goals.version),
    })
    .where(eq(goals.id, goalId));
}

/** Reopens the goal if it is closed (one conditional UPDATE, so two reopens cannot both win); false if open. */
export async function markGoalOpen(db: Db, goalId: string): Promise<boolean> {
  const rows = await db
    .update(goals)
    .set({
      goalStatusId: GoalStatus.Active,
      completedAt: null,
      updatedAt: new Date(),
      version: nextVersion(goals.version),
    })
    .where(and(eq(goals.id, goalId), eq(goals.goalStatusId, GoalStatus.Closed)))
    .returning({ id: goals.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Team goal lists.

export const TeamGoalRow = z.strictObject({
  goalId: z.string(),
  goalName: z.string(),
  goalDescription: z.string(),
  targetDate: z.string().nullable(),
  teamId: z.string(),
  teamName: z.string(),
  goalStatusId: z.number(),
  totalTasks: z.number(),
  tasksCompleted: z.number(),
  percentage: z.number(),
  assignees: z.number(),
  isLead: z.boolean(),
  totalCount: z.number(),
});
export type TeamGoalRow = z.infer<typeof TeamGoalRow>;

export interface TeamGoalFilter {
  locationId: string;
  callerId: string;
  /** Admins see every team goal of their school; others those of the teams they belong to. */
  everyTeam: boolean;
  teamId?: string;
}

const teamGoalWhere = (filter: TeamGoalFilter, query: ListQuery) => {
  const search = query.Search ? containsPattern(query.Search) : undefined;
  return sql`g.scope = ${GoalScope.Team} and g.location_id = ${filter.locationId}
    and t.location_id = ${filter.locationId}
    ${filter.everyTeam ? sql`` : sql`and ${isTeamMember(sql`t.id`, filter.callerId)}`}
    ${filter.teamId ? sql`and t.id = ${filter.teamId}` : sql``}
    ${search ? sql`and g.title ilike ${search}` : sql``}`;
};

/**
 * One page of team goals by name (natural order) with their task numbers, all in one query: a lateral
 * aggregate over each goal's tasks, the caller's lead role by an exists, the total by count(*) over().
 */
export function listTeamGoals(db: Db, filter: TeamGoalFilter, query: ListQuery) {
  const direction = query.SortDirection === 'desc' ? sql`desc` : sql`asc`;
  return selectRows(
    db,
    sql`select g.id as "goalId", g.title as "goalName", g.description as "goalDescription",
        g.target_date::text as "targetDate", t.id as "teamId", t.name as "teamName",
        g.goal_status_id as "goalStatusId", s.total as "totalTasks", s.completed as "tasksCompleted",
        ${percentageCompleted(sql`s.completed`, sql`s.total`)} as "percentage",
        s.assignees as "assignees", ${isTeamLead(sql`t.id`, filter.callerId)} as "isLead",
        cast(count(*) over() as integer) as "totalCount"
      from goals g
      join goal_teams gt on gt.goal_id = g.id
      join teams t on t.id = gt.team_id
      cross join lateral (
        select cast(count(*) as integer) as total,
          cast(count(*) filter (where k.task_status_id = ${TaskStatus.Completed}) as integer) as completed,
          cast(count(distinct k.assigned_to_user_id) as integer) as assignees
        from tasks k where k.goal_id = g.id
      ) s
      where ${teamGoalWhere(filter, query)}
      order by g.sort_key ${direction}, g.id ${direction}
      limit ${query.PageSize} offset ${query.Page * query.PageSize}`,
    TeamGoalRow,
  );
}

/** How many team goals the list holds (only asked when a page past the end came back empty). */
export async function countTeamGoals(db: Db, filter: TeamGoalFilter, query: ListQuery) {
  const [row] = await selectRows(
    db,
    sql`select cast(count(*) as integer) as count
      from goals g join goal_teams gt on gt.goal_id = g.id join teams t on t.id = gt.team_id
      where ${teamGoalWhere(filter, query)}`,
    z.strictObject({ count: z.number() }),
  );
  return row?.count ?? 0;
}

// ---------------------------------------------------------------------------------------------------
// Goal option lists of the task forms.

export const GoalOptionRow = z.strictObject({
  id: z.string(),
  title: z.string(),
});
export type GoalOptionRow = z.infer<typeof GoalOptionRow>;

/** Open team goals of the task's team, plus the task's own goal even when it is closed, by title. */
export function listGoalOptionsOfTask(db: Db, taskId: string, districtId: string, locationId: string) {
  return selectRows(
    db,
    sql`select g.id, g.title from goals g
      join tasks k on k.id = ${taskId}
      where g.district_id = ${districtId} and (g.location_id is null or g.location_id = ${locationId})
        and (g.id = k.goal_id
          or (g.scope = ${GoalScope.Team} and g.goal_status_id <> ${GoalStatus.Closed}
            and exists (select 1 from goal_teams gt where gt.goal_id = g.id and gt.team_id = k.team_id)))
      order by g.sort_key, g.id`,
    GoalOptionRow,
  );
}

/** Open team goals of the given teams, by title. */
export function listOpenGoalsOfTeams(db: Db, teamIds: string[], locationId: string) {
  if (teamIds.length === 0) return Promise.resolve([]);
  const teams = sql.join(
    teamIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return selectRows(
    db,
    sql`select g.id, g.title from goals g
      where g.scope = ${GoalScope.Team} and g.location_id = ${locationId}
        and g.goal_status_id <> ${GoalStatus.Closed}
        and exists (select 1 from goal_teams gt where gt.goal_id = g.id and gt.team_id in (${teams}))
      order by g.sort_key, g.id`,
    GoalOptionRow,
  );
}
