import { and, asc, eq, inArray, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { TeamRole, UserType } from '@shared/constants';
import type { Db } from './database';
import { type meetingTeams, users, userTeams } from './schema';

/** A user id, or a prepared statement's placeholder for one. */
type UserIdValue = string | Placeholder;

/**
 * SQL predicates on the caller's membership of the team in `teamColumn`, for select lists and filters.
 * Pass the column table-qualified (sql`t.id`): Drizzle may leave columns unqualified inside sql``
 * subqueries, where "team_id" would mean the membership's own column.
 */
export const isTeamMember = (teamColumn: SQL, userId: UserIdValue) =>
  sql<boolean>`exists (select 1 from user_teams m where m.team_id = ${teamColumn} and m.user_id = ${userId})`;

export const isTeamLead = (teamColumn: SQL, userId: UserIdValue) =>
  sql<boolean>`exists (select 1 from user_teams m join user_team_roles r on r.user_team_id = m.id
    where m.team_id = ${teamColumn} and m.user_id = ${userId} and r.role_id = ${TeamRole.TeamLead})`;

/**
 * True when the caller and the person in `userIdColumn` are members of one team (who may read a student's
 * notes, or a person's details). Pass the column table-qualified by hand (usersId below): Drizzle leaves
 * columns unqualified in a select without joins, which inside this subquery would mean the membership's id.
 */
export const sharesTeam = (userIdColumn: SQL, callerId: UserIdValue) =>
  sql<boolean>`exists (select 1 from user_teams caller_membership
    join user_teams other_membership on other_membership.team_id = caller_membership.team_id
    where caller_membership.user_id = ${callerId} and other_membership.user_id = ${userIdColumn})`;

/** users.id written table-qualified, for sharesTeam in a select from users. */
export const usersId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

/** False for an empty list of teams: `in ()` is not SQL. */
export const inTeams = (
  column: typeof userTeams.teamId | typeof meetingTeams.teamId,
  teamIds: string[],
): SQL => (teamIds.length > 0 ? inArray(column, teamIds) : sql`false`);

/**
 * A live, active staffer or partner of the school (never a student): who may be given a task, facilitate
 * an agenda item, take a meeting's notes or be mailed an agenda, among a team's members.
 */
export const isActiveStaffOrPartner = (locationId: string): SQL =>
  and(
    eq(users.locationId, locationId),
    isNull(users.deletedAt),
    eq(users.active, true),
    ne(users.userTypeId, UserType.Student),
  )!;

/** users.id is a member of one of the teams (a semi-join on user_teams by team, its index's order). */
export const isMemberOfTeams = (db: Db, teamIds: string[]): SQL =>
  inArray(
    users.id,
    db.select({ userId: userTeams.userId }).from(userTeams).where(inTeams(userTeams.teamId, teamIds)),
  );

/**
 * The live, active staff and partners of the school that `among` admits (a filter on users.id), by last
 * then first name, with their address: the people of some teams, or of a meeting.
 */
export const listActivePeople = (db: Db, locationId: string, among: SQL) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      emailAddress: users.emailAddress,
    })
    .from(users)
    .where(and(isActiveStaffOrPartner(locationId), among))
    .orderBy(asc(users.sortKey), asc(users.id));
