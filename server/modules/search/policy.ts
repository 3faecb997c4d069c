import { sql, type SQL } from 'drizzle-orm';
import { TeamRole } from '@shared/constants';
import type { SearchKind } from '@shared/schemas/search';

/**
 * Who may find what: what each kind's own screen lets its caller open. The statement is prepared
 * (repository.ts): the caller and the clock are its placeholders `userId` and `now`; being an admin picks
 * the statement. An admin may open every record of the school. A member's records of each kind are read as
 * a set (memberRecords), starting from their own teams: a member sees a few teams' records, so reading those
 * and testing each against the query costs less than ranking every match in the school.
 */
export interface SearchScope {
  isAdmin: boolean;
}

const caller = sql`cast(${sql.placeholder('userId')} as uuid)`;
const now = sql`cast(${sql.placeholder('now')} as timestamptz)`;

/** The teams the caller is a member of: `offset 0` keeps them a short list read first. */
const myTeams = sql`select team_id from user_teams where user_id = ${caller} offset 0`;
/** Each team's meetings are a range of meeting_teams_team_idx (lateral: never a hash of the whole table). */
const myMeetings = sql`select distinct mt.meeting_id from (${myTeams}) t
  cross join lateral (select meeting_id from meeting_teams where team_id = t.team_id offset 0) mt offset 0`;
/** The people on a team with the caller (the students whose notes they may read among them). */
const myTeammates = sql`select distinct other.user_id from user_teams mine
  join user_teams other on other.team_id = mine.team_id where mine.user_id = ${caller} offset 0`;

/**
 * tasks/policy canViewTask, as three disjoint sets: the tasks of the caller's teams, and the others given
 * to them or by them; `columns` of each (`*`, or only `id` where the tasks are a set to look in).
 */
const myTasks = (matches: SQL, columns: SQL = sql`*`) => sql`select t.${columns} from (${myTeams}) mt
    cross join lateral (select * from tasks where team_id = mt.team_id and ${matches} offset 0) t
  union all
  select ${columns} from tasks where assigned_to_user_id = ${caller}
    and (team_id is null or team_id not in (${myTeams})) and ${matches}
  union all
  select ${columns} from tasks where assigned_by_user_id = ${caller} and assigned_to_user_id <> ${caller}
    and (team_id is null or team_id not in (${myTeams})) and ${matches}`;

/**
 * The rows of `table` passing `matches` whose `parent` is one of `parents` the caller may open: meetings
 * among their teams' meetings, task notes on their tasks, comments on their notes. A member has many such
 * parents, and few of these rows match a word (a meeting's text is its subject and room; not every task has
 * notes), so the school's matches are read first (GIN index) and each checked against the parents, gathered
 * into a hash at the first match; `coalesce` keeps that check a hashed subplan rather than a join, which
 * would read every parent's rows instead.
 */
const onesOf = (table: string, matches: SQL, parent: SQL, parents: SQL) =>
  sql`select * from (select * from ${sql.identifier(table)} where ${matches} offset 0) r
    where coalesce(r.${parent} in (${parents}), false)`;

/**
 * The records of a kind a member (not an admin) may open whose row passes `matches` (the school and the
 * query, on the kind's own table), each once; null for the kinds that keep a rule per match (goals, below)
 * or that members never find (people):
 * - meetings/policy canViewMeeting: the meetings of the caller's teams (onesOf; agenda items: their items,
 *   then maySeeAgenda);
 * - tasks/policy canViewTask (task notes: those on such a task, onesOf);
 * - teams/policy canViewTeam: the caller's teams;
 * - student-notes/policy canAccessStudentNotes: notes about someone on a team with the caller (comments:
 *   those on such a note, onesOf).
 */
export function memberRecords(kind: SearchKind, matches: SQL): SQL | null {
  switch (kind) {
    case 'meeting':
      return onesOf('meetings', matches, sql`id`, myMeetings);
    case 'agenda-item':
      return sql`select i.* from (${myMeetings}) v join agendas a on a.meeting_id = v.meeting_id
        cross join lateral (select * from agenda_items where agenda_id = a.id and ${matches} offset 0) i`;
    case 'task':
      return myTasks(matches);
    case 'task-note':
      return onesOf('task_notes', matches, sql`task_id`, myTasks(sql`true`, sql`id`));
    case 'team':
      return sql`select * from teams where id in (${myTeams}) and ${matches}`;
    case 'student-note':
      return sql`select n.* from (${myTeammates}) s
        cross join lateral (select * from user_notes where user_id = s.user_id and ${matches} offset 0) n`;
    case 'student-comment':
      return onesOf(
        'user_note_comments',
        matches,
        sql`user_note_id`,
        sql`select n.id from (${myTeammates}) s join user_notes n on n.user_id = s.user_id`,
      );
    case 'goal':
    case 'person':
      return null;
  }
}

/**
 * meetings/policy canSeeAgenda, for an item of a meeting the caller may open: its agenda is posted, or the
 * meeting has not started, or the caller is an admin or a lead of one of its teams.
 */
export const maySeeAgenda = ({ isAdmin }: SearchScope, meeting: SQL, posted: SQL, start: SQL): SQL =>
  isAdmin
    ? sql`true`
    : sql`(${posted} or ${now} < ${start}
        or exists (select 1 from meeting_teams lmt join user_teams lut on lut.team_id = lmt.team_id
          join user_team_roles lr on lr.user_team_id = lut.id and lr.role_id = ${TeamRole.TeamLead}
          where lmt.meeting_id = ${meeting} and lut.user_id = ${caller}))`;

/** goals/policy canViewTeamGoal: an admin or a member of one of the goal's teams (of this school). */
export const mayOpenTeamGoal = ({ isAdmin }: SearchScope, school: SQL): SQL =>
  sql`exists (select 1 from goal_teams vgt join teams vt on vt.id = vgt.team_id
    where vgt.goal_id = g.id and vt.location_id = ${school}
      ${isAdmin ? sql`` : sql`and exists (select 1 from user_teams vm where vm.team_id = vt.id and vm.user_id = ${caller})`})`;

/** People are found by admins only: their one screen is the admin's staff or student form. */
export const searchableKinds = ({ isAdmin }: SearchScope, kinds: readonly SearchKind[]) =>
  kinds.filter((kind) => kind !== 'person' || isAdmin);
