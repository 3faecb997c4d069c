import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { GoalScope, TeamRole, UserType } from '@shared/constants';
import type { ListQuery } from '@shared/schemas/lists';
import { z } from 'zod';
import { TeamMemberSchema } from '@shared/schemas/teams';
import { naturalSortKey } from '@shared/natural-sort';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { goals, goalTeams, teams, userTeamRoles, userTeams, users } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';
import { isTeamLead } from '../../db/membership-sql';

export function listTeamsOfLocation(db: Db, locationId: string) {
  return db
    .select({ Id: teams.id, Name: teams.name })
    .from(teams)
    .where(eq(teams.locationId, locationId))
    .orderBy(asc(teams.sortKey), asc(teams.id));
}

/**
 * The members of the team whose id is `teamIdColumn`, as one JSON array (leads first, then by name), so a
 * list of teams with their members is still one query. `excludeTypeId` leaves one user type out.
 */
function membersJson(teamIdColumn: SQL, excludeTypeId?: number): SQL {
  const typeFilter = excludeTypeId === undefined ? sql`` : sql` and mu.user_type_id <> ${excludeTypeId}`;
  return sql`coalesce((
    select json_agg(json_build_object(
      'UserId', mu.id,
      'UserTeamId', mut.id,
      'FirstName', mu.first_name,
      'LastName', mu.last_name,
      'EmailAddress', coalesce(mu.email_address, ''),
      'IsTeamLead', exists (select 1 from user_team_roles lr where lr.user_team_id = mut.id and lr.role_id = ${TeamRole.TeamLead}),
      'UserRoles', coalesce((select json_agg(json_build_object('Id', r.id, 'RoleId', r.role_id) order by r.role_id)
                             from user_team_roles r where r.user_team_id = mut.id), '[]'::json),
      'UserTypeId', mu.user_type_id
    ) order by exists (select 1 from user_team_roles lr where lr.user_team_id = mut.id and lr.role_id = ${TeamRole.TeamLead}) desc,
               mu.sort_key collate "C", mu.id)
    from user_teams mut join users mu on mu.id = mut.user_id
    where mut.team_id = ${teamIdColumn}${typeFilter}
  ), '[]'::json)`;
}

const TeamWithMembersRow = z.strictObject({
  Id: z.string(),
  Name: z.string(),
  IsLead: z.boolean(),
  TeamMembers: z.array(TeamMemberSchema),
});

/** The teams the user belongs to, with their members (one query). */
export function listMyTeamsWithMembers(db: Db, userId: string, locationId: string, excludeTypeId: number) {
  return selectRows(
    db,
    sql`select t.id as "Id", t.name as "Name",
        exists (select 1 from user_team_roles r where r.user_team_id = ut.id and r.role_id = ${TeamRole.TeamLead}) as "IsLead",
        ${membersJson(sql`t.id`, excludeTypeId)} as "TeamMembers"
      from teams t join user_teams ut on ut.team_id = t.id and ut.user_id = ${userId}
      where t.location_id = ${locationId}
      order by t.sort_key collate "C", t.id`,
    TeamWithMembersRow,
  );
}

/** The teams the user belongs to (team/getForLoggedInUser). */
export function listTeamsOfUser(db: Db, userId: string, locationId: string) {
  return db
    .select({ Id: teams.id, Name: teams.name })
    .from(teams)
    .innerJoin(userTeams, and(eq(userTeams.teamId, teams.id), eq(userTeams.userId, userId)))
    .where(eq(teams.locationId, locationId))
    .orderBy(asc(teams.sortKey), asc(teams.id));
}

/** One team of the school with its members; undefined when there is none. */
export async function findTeamWithMembers(db: Db, teamId: string, locationId: string) {
  const [row] = await selectRows(
    db,
    sql`select t.id as "Id", t.name as "Name", t.norms_title as "NormsTitle", t.version as "Version",
        ${membersJson(sql`t.id`)} as "TeamMembers"
      from teams t where t.id = ${teamId} and t.location_id = ${locationId}`,
    z.strictObject({
      Id: z.string(),
      Name: z.string(),
      NormsTitle: z.string(),
      Version: z.number(),
      TeamMembers: z.array(TeamMemberSchema),
    }),
  );
  return row;
}

/**
 * One page of the school's teams in natural name order, each with its number of members and whether the
 * caller leads it (one query).
 */
export async function pageTeams(db: Db, locationId: string, callerId: string, query: ListQuery) {
  const direction = query.SortDirection === 'desc' ? sql`desc` : sql`asc`;
  const search = query.Search
    ? sql` and position(${query.Search.toLowerCase()} in lower(t.name)) > 0`
    : sql``;
  const rows = await selectRows(
    db,
    sql`select t.id as "Id", t.name as "Name",
        (select count(*) from user_teams c where c.team_id = t.id)::int as "MemberCount",
        ${isTeamLead(sql`t.id`, callerId)} as "IsLead",
        count(*) over ()::int as "TotalCount"
      from teams t where t.location_id = ${locationId}${search}
      order by t.sort_key collate "C" ${direction}, t.id ${direction}
      limit ${query.PageSize} offset ${query.Page * query.PageSize}`,
    z.strictObject({
      Id: z.string(),
      Name: z.string(),
      MemberCount: z.number(),
      IsLead: z.boolean(),
      TotalCount: z.number(),
    }),
  );
  return { rows, totalCount: rows[0]?.TotalCount ?? 0 };
}

/** Whether the user leads any team (creating teams needs it, or admin). */
export async function isAnyTeamLead(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userTeams.id })
    .from(userTeams)
    .innerJoin(userTeamRoles, eq(userTeamRoles.userTeamId, userTeams.id))
    .where(and(eq(userTeams.userId, userId), eq(userTeamRoles.roleId, TeamRole.TeamLead)))
    .limit(1);
  return row !== undefined;
}

/**
 * Every active user of the school, for the team builder (one query), with what tells namesakes apart: the
 * e-mail of staff and partners, the id and graduation year of students (whose e-mail the builder never
 * shows, so a school's thousand students do not carry it).
 */
export function listActiveUsersOfLocation(db: Db, locationId: string) {
  return db
    .select({
      Id: users.id,
      FirstName: users.firstName,
      LastName: users.lastName,
      UserTypeId: users.userTypeId,
      EmailAddress: sql<string>`case when ${users.userTypeId} = ${UserType.Student} then ''
        else coalesce(${users.emailAddress}, '') end`,
      ThirdPartyId: sql<string>`coalesce(${users.thirdPartyId}, '')`,
      GraduationYear: users.graduationYear,
    })
    .from(users)
    .where(and(eq(users.locationId, locationId), eq(users.active, true)))
    .orderBy(asc(users.sortKey), asc(users.id));
}

/** The users among `userIds` that belong to the school, with their type. */
export function findUsersOfLocation(db: Db, userIds: string[], locationId: string) {
  if (userIds.length === 0) return Promise.resolve([]);
  return (
    db
      .select({ id: users.id, userTypeId: users.userTypeId })
      .from(users)
      // Deleted users stay as history rows but can never join a team again.
      .where(and(inArray(users.id, userIds), eq(users.locationId, locationId), isNull(users.deletedAt)))
  );
}

export interface School {
  districtId: string;
  locationId: string;
}

export async function insertTeam(db: Db, school: School, name: string, createdByUserId: string) {
  const [row] = await db
    .insert(teams)
    .values({ ...school, name, sortKey: naturalSortKey(name), createdByUserId })
    .returning({ Id: teams.id, Name: teams.name });
  if (!row) throw new Error('team insert returned nothing');
  return row;
}

/**
 * Renames a team (the row a team save changes besides its memberships) unless it is no longer at
 * `expectedVersion` (when given); undefined when it did not.
 */
export async function renameTeam(
  db: Db,
  teamId: string,
  locationId: string,
  name: string,
  expectedVersion: number | undefined,
) {
  const [row] = await db
    .update(teams)
    .set({ name, sortKey: naturalSortKey(name), updatedAt: new Date(), version: nextVersion(teams.version) })
    .where(
      and(
        eq(teams.id, teamId),
        eq(teams.locationId, locationId),
        stillAtVersion(teams.version, expectedVersion),
      ),
    )
    .returning({ Id: teams.id, Name: teams.name });
  return row;
}

/** Removes the memberships of a team whose user is not in `keepUserIds`. */
export async function deleteMembershipsExcept(db: Db, teamId: string, keepUserIds: string[]) {
  await db
    .delete(userTeams)
    .where(
      keepUserIds.length === 0
        ? eq(userTeams.teamId, teamId)
        : and(eq(userTeams.teamId, teamId), notInArray(userTeams.userId, keepUserIds)),
    );
}

/**
 * Makes the team's memberships and lead roles match `members` (users already checked to be of the
 * school): inserts missing memberships, then takes and gives lead roles, in bulk. Only the roles that
 * change are touched, so the audit log tells exactly who became or stopped being a lead.
 */
export async function upsertMemberships(
  db: Db,
  school: School,
  teamId: string,
  members: { userId: string; isLead: boolean }[],
) {
  if (members.length === 0) return;
  await db
    .insert(userTeams)
    .values(members.map((member) => ({ ...school, teamId, userId: member.userId })))
    .onConflictDoNothing({ target: [userTeams.teamId, userTeams.userId] });
  const memberships = await db
    .select({ id: userTeams.id, userId: userTeams.userId })
    .from(userTeams)
    .where(eq(userTeams.teamId, teamId));
  const leadIds = new Set(members.filter((member) => member.isLead).map((member) => member.userId));
  const leads = memberships.filter((membership) => leadIds.has(membership.userId));
  const others = memberships.filter((membership) => !leadIds.has(membership.userId));
  if (others.length > 0) {
    await db.delete(userTeamRoles).where(
      and(
        inArray(
          userTeamRoles.userTeamId,
          others.map((membership) => membership.id),
        ),
        eq(userTeamRoles.roleId, TeamRole.TeamLead),
      ),
    );
  }
  if (leads.length > 0) {
    await db
      .insert(userTeamRoles)
      .values(leads.map((membership) => ({ userTeamId: membership.id, roleId: TeamRole.TeamLead })))
      .onConflictDoNothing({ target: [userTeamRoles.userTeamId, userTeamRoles.roleId] });
  }
}

/**
 * Deletes the team goals of a team, before the team itself (in the caller's transaction): goal_teams still
 * links them until the team's delete cascades the links away. Their tasks stay, with goal_id set null by
 * the FK.
 */
export async function deleteGoalsOfTeam(db: Db, teamId: string, locationId: string) {
  await db
    .delete(goals)
    .where(
      and(
        eq(goals.scope, GoalScope.Team),
        eq(goals.locationId, locationId),
        inArray(
          goals.id,
          db.select({ goalId: goalTeams.goalId }).from(goalTeams).where(eq(goalTeams.teamId, teamId)),
        ),
      ),
    );
}

/** Deletes a team of the school; its id, or undefined when there is no such team. */
export async function deleteTeam(db: Db, teamId: string, locationId: string) {
  const [row] = await db
    .delete(teams)
    .where(and(eq(teams.id, teamId), eq(teams.locationId, locationId)))
    .returning({ id: teams.id });
  return row?.id;
}

/** A membership of the school and its team; undefined when there is none. */
export async function findMembership(db: Db, userTeamId: string, locationId: string) {
  const [row] = await db
    .select({ id: userTeams.id, teamId: userTeams.teamId })
    .from(userTeams)
    .where(and(eq(userTeams.id, userTeamId), eq(userTeams.locationId, locationId)))
    .limit(1);
  return row;
}

/** Locks the team's row until the transaction ends: changes to its members then run one at a time. */
export async function lockTeam(db: Db, teamId: string) {
  await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
}

/** Whether the membership holds the team's only lead role. */
export async function isOnlyLead(db: Db, userTeamId: string, teamId: string): Promise<boolean> {
  const [row] = await selectRows(
    db,
    sql`select exists (select 1 from user_team_roles r where r.user_team_id = ${userTeamId} and r.role_id = ${TeamRole.TeamLead})
        and not exists (select 1 from user_teams o join user_team_roles r on r.user_team_id = o.id
                        where o.team_id = ${teamId} and o.id <> ${userTeamId} and r.role_id = ${TeamRole.TeamLead})
        as "onlyLead"`,
    z.strictObject({ onlyLead: z.boolean() }),
  );
  return row?.onlyLead === true;
}

export async function deleteMembership(db: Db, userTeamId: string) {
  await db.delete(userTeams).where(eq(userTeams.id, userTeamId));
}

/** Moves the team's version on after a change to its members made outside team save. */
export async function markTeamChanged(db: Db, teamId: string) {
  await db
    .update(teams)
    .set({ updatedAt: new Date(), version: nextVersion(teams.version) })
    .where(eq(teams.id, teamId));
}

/** The staffers of one team (team/getAllStaffersById). */
export function listTeamStaffers(db: Db, teamId: string) {
  return db
    .select({
      Id: users.id,
      UserTeamId: userTeams.id,
      FirstName: users.firstName,
      LastName: users.lastName,
      EmailAddress: sql<string>`case when ${users.userTypeId} = ${UserType.Student} then ''
        else coalesce(${users.emailAddress}, '') end`,
      IsTeamLead: sql<boolean>`exists (select 1 from ${userTeamRoles}
        where ${userTeamRoles.userTeamId} = ${userTeams.id} and ${userTeamRoles.roleId} = ${TeamRole.TeamLead})`,
    })
    .from(userTeams)
    .innerJoin(users, eq(users.id, userTeams.userId))
    .where(and(eq(userTeams.teamId, teamId), eq(users.userTypeId, UserType.Staffer)))
    .orderBy(asc(users.sortKey), asc(users.id));
}
