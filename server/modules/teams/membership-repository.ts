import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { isTeamLead, isTeamMember } from './membership-sql';

export interface TeamMembership {
  teamId: string;
  isMember: boolean;
  isLead: boolean;
}

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
  const [row] = await selectRows<TeamMembership>(
    db,
    sql`select t.id as "teamId",
        ${isTeamMember(sql`t.id`, userId)} as "isMember",
        ${isTeamLead(sql`t.id`, userId)} as "isLead"
      from teams t where t.id = ${teamId} and t.location_id = ${locationId}`,
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
  const rows = await selectRows<{ teamId: string }>(
    db,
    sql`select t.id as "teamId" from teams t
      where t.location_id = ${locationId}
        and exists (select 1 from user_teams a where a.team_id = t.id and a.user_id = ${userId})
        and exists (select 1 from user_teams b where b.team_id = t.id and b.user_id = ${otherUserId})
      order by t.sort_key, t.id`,
  );
  return rows.map((row) => row.teamId);
}
