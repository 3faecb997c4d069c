import { sql, type SQL } from 'drizzle-orm';
import { TeamRole } from '@shared/constants';

/**
 * The task's team column written table-qualified by hand: Drizzle may leave columns unqualified inside
 * sql`` subqueries of a select list, where "team_id" would mean the membership's own column.
 */
export const taskTeamId = sql`${sql.identifier('tasks')}.${sql.identifier('team_id')}`;

/** True when the user belongs to the team in `teamColumn`. */
export const isTeamMember = (teamColumn: SQL, userId: string) =>
  sql<boolean>`exists (select 1 from user_teams m where m.team_id = ${teamColumn} and m.user_id = ${userId})`;

/** True when the user leads the team in `teamColumn`. */
export const isTeamLead = (teamColumn: SQL, userId: string) =>
  sql<boolean>`exists (select 1 from user_teams m join user_team_roles r on r.user_team_id = m.id
    where m.team_id = ${teamColumn} and m.user_id = ${userId} and r.role_id = ${TeamRole.TeamLead})`;
