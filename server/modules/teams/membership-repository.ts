import { and, eq, sql } from 'drizzle-orm';
import { TeamRole } from '@shared/constants';
import type { Db } from '../../db/database';
import { teams, userTeamRoles, userTeams } from '../../db/schema';

/** Whether a user belongs to, and leads, a team of the given school; undefined when no such team. */
export async function findTeamMembership(db: Db, teamId: string, userId: string, locationId: string) {
  const [row] = await db
    .select({
      teamId: teams.id,
      isMember: sql<boolean>`exists (select 1 from ${userTeams}
        where ${userTeams.teamId} = ${teams.id} and ${userTeams.userId} = ${userId})`,
      isLead: sql<boolean>`exists (select 1 from ${userTeams} join ${userTeamRoles} on ${userTeamRoles.userTeamId} = ${userTeams.id}
        where ${userTeams.teamId} = ${teams.id} and ${userTeams.userId} = ${userId} and ${userTeamRoles.roleId} = ${TeamRole.TeamLead})`,
    })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.locationId, locationId)))
    .limit(1);
  return row;
}
