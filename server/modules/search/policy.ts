import { sql, type SQL } from 'drizzle-orm';
import { TeamRole } from '@shared/constants';
import type { SearchKind } from '@shared/schemas/search';
import { sharesTeam } from '../../db/membership-sql';
import type { AuthContext } from '../../plugins/auth';

/**
 * Who may find what: for each kind, the rule its own screen applies to open a record, as one SQL predicate
 * on the branch's aliases (m meeting, i agenda item, t task, g goal, tm team, u person, n student note). A
 * search never returns or counts a record its caller could not open.
 */
export interface SearchScope {
  auth: AuthContext;
  now: Date;
}

const isAdmin = ({ auth }: SearchScope) => sql`${auth.isAdmin}::boolean`;

/** meetings/policy canViewMeeting: an admin, or a member of one of the meeting's teams. */
export const mayOpenMeeting = (scope: SearchScope, meeting: SQL): SQL =>
  sql`(${isAdmin(scope)} or exists (select 1 from meeting_teams vmt join user_teams vut on vut.team_id = vmt.team_id
    where vmt.meeting_id = ${meeting} and vut.user_id = ${scope.auth.userId}::uuid))`;

/**
 * meetings/policy canSeeAgenda: the meeting may be opened, and its agenda is posted, or the meeting has not
 * started, or the caller is an admin or a lead of one of its teams.
 */
export const maySeeAgenda = (scope: SearchScope, meeting: SQL, posted: SQL, start: SQL): SQL =>
  sql`(${mayOpenMeeting(scope, meeting)} and (${isAdmin(scope)} or ${posted}
    or ${scope.now.toISOString()}::timestamptz < ${start}
    or exists (select 1 from meeting_teams lmt join user_teams lut on lut.team_id = lmt.team_id
      join user_team_roles lr on lr.user_team_id = lut.id and lr.role_id = ${TeamRole.TeamLead}
      where lmt.meeting_id = ${meeting} and lut.user_id = ${scope.auth.userId}::uuid)))`;

/** tasks/policy canViewTask: an admin, the assignee, the assigner, or a member of the task's team. */
export const mayOpenTask = (scope: SearchScope): SQL =>
  sql`(${isAdmin(scope)} or t.assigned_to_user_id = ${scope.auth.userId}::uuid
    or t.assigned_by_user_id = ${scope.auth.userId}::uuid
    or exists (select 1 from user_teams vm where vm.team_id = t.team_id and vm.user_id = ${scope.auth.userId}::uuid))`;

/** goals/policy canViewTeamGoal: an admin or a member of one of the goal's teams (of this school). */
export const mayOpenTeamGoal = (scope: SearchScope): SQL =>
  sql`exists (select 1 from goal_teams vgt join teams vt on vt.id = vgt.team_id
    where vgt.goal_id = g.id and vt.location_id = ${scope.auth.locationId}::uuid
      and (${isAdmin(scope)} or exists (select 1 from user_teams vm where vm.team_id = vt.id
        and vm.user_id = ${scope.auth.userId}::uuid)))`;

/** teams/policy canViewTeam: an admin, or a member of the team. */
export const mayOpenTeam = (scope: SearchScope): SQL =>
  sql`(${isAdmin(scope)} or exists (select 1 from user_teams vm where vm.team_id = tm.id
    and vm.user_id = ${scope.auth.userId}::uuid))`;

/** student-notes/policy canAccessStudentNotes: an admin, or someone on a team with the student. */
export const mayReadStudentNotes = (scope: SearchScope): SQL =>
  sql`(${isAdmin(scope)} or ${sharesTeam(sql`n.user_id`, scope.auth.userId)})`;

/** People are found by admins only: their one screen is the admin's staff or student form. */
export const searchableKinds = ({ auth }: SearchScope, kinds: readonly SearchKind[]) =>
  kinds.filter((kind) => kind !== 'person' || auth.isAdmin);
