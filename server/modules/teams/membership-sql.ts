import { sql, type SQL } from 'drizzle-orm';
import { TeamRole } from '@shared/constants';

/**
 * SQL predicates on the caller's membership of the team in `teamColumn`, for select lists and filters.
 * Pass the column table-qualified (sql`t.id`): Drizzle may leave columns unqualified inside sql``
 * subqueries, where "team_id" would mean the membership's own column.
 */
export const isTeamMember = (teamColumn: SQL, userId: string) =>
  sql<boolean>`exists (select 1 from user_teams m where m.team_id = ${teamColumn} and m.user_id = ${userId})`;

export const isTeamLead = (teamColumn: SQL, userId: string) =>
  sql<boolean>`exists (select 1 from user_teams m join user_team_roles r on r.user_team_id = m.id
    where m.team_id = ${teamColumn} and m.user_id = ${userId} and r.role_id = ${TeamRole.TeamLead})`;
