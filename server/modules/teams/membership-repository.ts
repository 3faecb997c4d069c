import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { isMemberOfTeams, isTeamLead, isTeamMember, listActivePeople } from '../../db/membership-sql';
import { selectRows } from '../../db/rows';
import { users } from '../../db/schema';

export const TeamMembership = z.strictObject({
  teamId: z.string(),
  isMember: z.boolean(),
  isLead: z.boolean(),
});
export type TeamMembership = z.infer<typeof TeamMembership>;

/**
 * Whether a user belongs to, and leads, a team of the given school; undefined when there is no such team.
 * Raw SQL with aliases: Drizzle drops table names inside sql`` subqueries of a select list, which makes
 * "id" ambiguous.
 */
export async function findTeamMembership(
  db: Db,
  teamId: string,
  userId: string,
  locationId: string,
): Promise<TeamMembership | undefined> {
  const [row] = await selectRows(
    db,
    sql`select t.id as "teamId",
        ${isTeamMember(sql`t.id`, userId)} as "isMember",
        ${isTeamLead(sql`t.id`, userId)} as "isLead"
      from teams t where t.id = ${teamId} and t.location_id = ${locationId}`,
    TeamMembership,
  );
  return row;
}

/**
 * The teams of a school that both users belong to, by name: task assignment is allowed only inside a
 * shared team (issue 4).
 */
export async function findSharedTeamIds(
  db: Db,
  userId: string,
  otherUserId: string,
  locationId: string,
): Promise<string[]> {
  const rows = await selectRows(
    db,
    sql`select t.id as "teamId" from teams t
      where t.location_id = ${locationId}
        and exists (select 1 from user_teams a where a.team_id = t.id and a.user_id = ${userId})
        and exists (select 1 from user_teams b where b.team_id = t.id and b.user_id = ${otherUserId})
      order by t.sort_key, t.id`,
    z.strictObject({ teamId: z.string() }),
  );
  return rows.map((row) => row.teamId);
}

/**
 * The people a task can be assigned to among the members of the given teams (plus `alsoUserId`, the
 * current assignee of a task being edited): live, active staffers and partners of the school, by last
 * then first name, with their address. One query; a person in several teams appears once.
 */
export function listPeopleOfTeams(db: Db, locationId: string, teamIds: string[], alsoUserId: string | null) {
  const among = isMemberOfTeams(db, teamIds);
  return listActivePeople(db, locationId, alsoUserId ? or(among, eq(users.id, alsoUserId))! : among);
}
