import { and, eq, inArray, sql } from 'drizzle-orm';
import { TeamRole } from '@shared/constants';
import type { Db } from '../../db/database';
import { teams, userTeamRoles, userTeams } from '../../db/schema';

/** Memberships by the thousand, for the roster import (issue 23). */

/** A membership of one of the school's teams, with the member's address and whether they lead it. */
export interface SchoolMembership {
  membershipId: string;
  teamId: string;
  userId: string;
  isLead: boolean;
}

/** The school's teams (by name) and all their memberships, in two reads. */
export async function listSchoolMemberships(db: Db, locationId: string) {
  const [schoolTeams, memberships] = await Promise.all([
    db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.locationId, locationId)),
    db
      .select({
        membershipId: userTeams.id,
        teamId: userTeams.teamId,
        userId: userTeams.userId,
        // Written table-qualified: Drizzle leaves a lone table's columns unqualified, and inside this
        // subquery "id" would be the role's.
        isLead: sql<boolean>`exists (select 1 from user_team_roles r
          where r.user_team_id = "user_teams"."id" and r.role_id = ${TeamRole.TeamLead})`,
      })
      .from(userTeams)
      .where(eq(userTeams.locationId, locationId)),
  ]);
  return { teams: schoolTeams, memberships: memberships as SchoolMembership[] };
}

const BATCH = 1000;

/** Adds memberships (with a lead role where asked) and gives or takes lead roles of existing ones. */
export async function writeMemberships(
  db: Db,
  school: { districtId: string; locationId: string },
  changes: {
    added: { teamId: string; userId: string; isLead: boolean }[];
    leadGiven: string[];
    leadTaken: string[];
  },
): Promise<void> {
  for (let start = 0; start < changes.added.length; start += BATCH) {
    const batch = changes.added.slice(start, start + BATCH);
    const inserted = await db
      .insert(userTeams)
      .values(batch.map(({ teamId, userId }) => ({ ...school, teamId, userId })))
      .returning({ id: userTeams.id, teamId: userTeams.teamId, userId: userTeams.userId });
    const leads = new Set(batch.filter((row) => row.isLead).map((row) => `${row.teamId} ${row.userId}`));
    const leadRows = inserted
      .filter((row) => leads.has(`${row.teamId} ${row.userId}`))
      .map((row) => ({ userTeamId: row.id, roleId: TeamRole.TeamLead }));
    if (leadRows.length > 0) await db.insert(userTeamRoles).values(leadRows);
  }
  if (changes.leadGiven.length > 0) {
    await db
      .insert(userTeamRoles)
      .values(changes.leadGiven.map((userTeamId) => ({ userTeamId, roleId: TeamRole.TeamLead })))
      .onConflictDoNothing({ target: [userTeamRoles.userTeamId, userTeamRoles.roleId] });
  }
  if (changes.leadTaken.length > 0) {
    await db
      .delete(userTeamRoles)
      .where(
        and(
          inArray(userTeamRoles.userTeamId, changes.leadTaken),
          eq(userTeamRoles.roleId, TeamRole.TeamLead),
        ),
      );
  }
}
