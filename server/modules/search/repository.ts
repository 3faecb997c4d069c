import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { GoalScope, UserType } from '@shared/constants';
import { SEARCH_KINDS, type SearchKind } from '@shared/schemas/search';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import {
  mayOpenMeeting,
  mayOpenTask,
  mayOpenTeam,
  mayOpenTeamGoal,
  mayReadStudentNotes,
  maySeeAgenda,
  type SearchScope,
} from './policy';

/** What to look for: the tsquery (see search-text.ts), and the filters. */
export interface SearchFilter {
  query: SQL;
  kinds: readonly SearchKind[];
  teamId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Rows of each kind to return: positions first + 1 … first + count in rank order. */
  first: number;
  count: number;
}

/** Marks around the matched words in a snippet: control characters no stored text keeps (stripped below). */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

const plain = (html: string) => `regexp_replace(${html}, '<[^>]*>', ' ', 'g')`;

/**
 * One branch per kind: the matches the caller may open, as (kind, id, rank, day, title, body, team_id,
 * link_id, variant). `day` is the kind's own date; `team` filters by a team; each reads the school's slice
 * of its GIN index (location_id, search_vector).
 */
function branches(scope: SearchScope, filter: SearchFilter, zone: SQL): Record<SearchKind, SQL> {
  const { auth } = scope;
  const q = filter.query;
  const school = sql`${auth.locationId}::uuid`;
  const team = filter.teamId ? sql`${filter.teamId}::uuid` : null;
  const day = (column: SQL) =>
    filter.from || filter.to
      ? sql` and ${column} between coalesce(${filter.from ?? null}::date, '-infinity'::date)
          and coalesce(${filter.to ?? null}::date, 'infinity'::date)`
      : sql``;
  const meetingOfTeam = (meeting: SQL) =>
    team
      ? sql` and exists (select 1 from meeting_teams fmt where fmt.meeting_id = ${meeting} and fmt.team_id = ${team})`
      : sql``;
  const undated = filter.from || filter.to ? sql` and false` : sql``;
  // The school's rows whose text matches, read through the GIN index before any visibility check: `offset 0`
  // keeps the planner from folding it in and starting from the caller's meetings or teams instead, which
  // reads whole tables when those are many (an admin's); the records they hang on are then looked up by key
  // (lateral, and `limit 1` keeps each a lookup rather than a join the planner may turn into a hash of it all).
  const matching = (table: string) =>
    sql`(select * from ${sql.identifier(table)} where location_id = ${school} and search_vector @@ ${q} offset 0)`;
  const meetingDay = sql`(m.start_date_time at time zone ${zone})::date`;
  return {
    meeting: sql`select 'meeting' as kind, m.id, ts_rank(m.search_vector, ${q}) as rank, ${meetingDay} as day,
        m.subject as title, '' as body, null::uuid as team_id, m.id as link_id, 0 as variant
      from ${matching('meetings')} m
      where ${mayOpenMeeting(scope, sql`m.id`)}
        ${meetingOfTeam(sql`m.id`)}${day(meetingDay)}`,
    'agenda-item': sql`select 'agenda-item', i.id, ts_rank(i.search_vector, ${q}), ${meetingDay},
        i.title, ${sql.raw(plain('i.description'))} || ' ' || ${sql.raw(plain('i.outcome'))}, null::uuid, m.id, 0
      from ${matching('agenda_items')} i
        cross join lateral (select a.has_agenda_posted from agendas a where a.id = i.agenda_id limit 1) a
        cross join lateral (select m.* from agendas ma join meetings m on m.id = ma.meeting_id where ma.id = i.agenda_id limit 1) m
      where ${maySeeAgenda(scope, sql`m.id`, sql`a.has_agenda_posted`, sql`m.start_date_time`)}
        ${meetingOfTeam(sql`m.id`)}${day(meetingDay)}`,
    task: sql`select 'task', t.id, ts_rank(t.search_vector, ${q}), coalesce(t.due_date, t.date_assigned),
        t.title, '', t.team_id, t.id, 0
      from ${matching('tasks')} t
      where ${mayOpenTask(scope)}
        ${team ? sql` and t.team_id = ${team}` : sql``}${day(sql`coalesce(t.due_date, t.date_assigned)`)}`,
    'task-note': sql`select 'task-note', tn.id, ts_rank(tn.search_vector, ${q}),
        (tn.comment_date at time zone ${zone})::date, t.title, ${sql.raw(plain('tn.comment'))}, t.team_id, t.id, 0
      from ${matching('task_notes')} tn cross join lateral (select * from tasks where id = tn.task_id limit 1) t
      where ${mayOpenTask(scope)}
        ${team ? sql` and t.team_id = ${team}` : sql``}${day(sql`(tn.comment_date at time zone ${zone})::date`)}`,
    goal: sql`select 'goal', g.id, ts_rank(g.search_vector, ${q}), g.target_date, g.title, g.description,
        null::uuid, g.id, g.scope
      from ${matching('goals')} g
      where (g.scope = ${GoalScope.School} or (g.scope = ${GoalScope.Team} and ${mayOpenTeamGoal(scope)}))
        ${team ? sql` and exists (select 1 from goal_teams fgt where fgt.goal_id = g.id and fgt.team_id = ${team})` : sql``}
        ${day(sql`g.target_date`)}
      union all
      select 'goal', g.id, ts_rank(g.search_vector, ${q}), g.target_date, g.title, g.description, null::uuid, g.id,
        g.scope
      from goals g
      where g.scope = ${GoalScope.District} and g.district_id = ${auth.districtId}::uuid and g.location_id is null
        and g.search_vector @@ ${q}${team ? sql` and false` : sql``}${day(sql`g.target_date`)}`,
    team: sql`select 'team', tm.id, ts_rank(tm.search_vector, ${q}), null::date, tm.name, '', tm.id, tm.id, 0
      from ${matching('teams')} tm
      where ${mayOpenTeam(scope)}
        ${team ? sql` and tm.id = ${team}` : sql``}${undated}`,
    person: sql`select 'person', u.id, ts_rank(u.search_vector, ${q}), null::date,
        u.first_name || ' ' || u.last_name, coalesce(u.email_address, ''), null::uuid, u.id, u.user_type_id
      from ${matching('users')} u
      where ${auth.isAdmin}::boolean
        and u.deleted_at is null and u.user_type_id in (${UserType.Staffer}, ${UserType.Student})
        ${team ? sql` and exists (select 1 from user_teams fut where fut.user_id = u.id and fut.team_id = ${team})` : sql``}
        ${undated}`,
    'student-note': sql`select 'student-note', n.id, ts_rank(n.search_vector, ${q}),
        (n.created_at at time zone ${zone})::date, n.title, ${sql.raw(plain('n.note'))}, n.team_id, n.id, 0
      from ${matching('user_notes')} n
      where ${mayReadStudentNotes(scope)}
        ${team ? sql` and n.team_id = ${team}` : sql``}${day(sql`(n.created_at at time zone ${zone})::date`)}`,
    'student-comment': sql`select 'student-comment', c.id, ts_rank(c.search_vector, ${q}),
        (c.created_at at time zone ${zone})::date, n.title, c.comment, n.team_id, n.id, 0
      from ${matching('user_note_comments')} c
        cross join lateral (select * from user_notes where id = c.user_note_id limit 1) n
      where ${mayReadStudentNotes(scope)}
        ${team ? sql` and n.team_id = ${team}` : sql``}${day(sql`(c.created_at at time zone ${zone})::date`)}`,
  };
}

const SearchRow = z.strictObject({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  link_id: z.string(),
  variant: z.number(),
  team_id: z.string().nullable(),
  title: z.string(),
  snippet: z.string(),
  /** The snippet comes from an HTML body (its entities still encoded). */
  html: z.boolean(),
  team_name: z.string().nullable(),
  day: z.string().nullable(),
  total: z.number(),
});
export type SearchRow = z.output<typeof SearchRow>;

/**
 * The matches of each kind asked for, ranked (best first, then newest), with each kind's total: one
 * statement. Titles, team names and snippets are made for the returned rows only.
 */
export function searchRecords(db: Db, scope: SearchScope, filter: SearchFilter): Promise<SearchRow[]> {
  if (filter.kinds.length === 0) return Promise.resolve([]);
  const zone = sql`(select time_zone from locations where id = ${scope.auth.locationId}::uuid)`;
  const all = branches(scope, filter, zone);
  const matches = sql.join(
    filter.kinds.map((kind) => all[kind]),
    sql` union all `,
  );
  const order = sql.raw(`array[${SEARCH_KINDS.map((kind) => `'${kind}'`).join(', ')}]`);
  return selectRows(
    db,
    sql`with matches (kind, id, rank, day, title, body, team_id, link_id, variant) as (${matches}),
      ranked as (
        select matches.*, count(*) over (partition by kind) as total,
          row_number() over (partition by kind order by rank desc, day desc nulls last, id) as position
        from matches)
      select r.kind, r.id::text as id, r.link_id::text as link_id, r.variant::int as variant,
        r.team_id::text as team_id, r.title,
        (r.body <> '' and r.kind in ('agenda-item', 'task-note', 'student-note')) as html,
        ts_headline('english', translate(coalesce(nullif(r.body, ''), r.title), ${MATCH_START + MATCH_END}, ''),
          ${filter.query}, ${HEADLINE_OPTIONS}) as snippet,
        case when r.kind in ('meeting', 'agenda-item') then
            (select string_agg(tt.name, ', ' order by tt.sort_key) from meeting_teams mt join teams tt on tt.id = mt.team_id
              where mt.meeting_id = r.link_id)
          when r.kind = 'goal' then
            (select string_agg(tt.name, ', ' order by tt.sort_key) from goal_teams gt join teams tt on tt.id = gt.team_id
              where gt.goal_id = r.id)
          else (select tt.name from teams tt where tt.id = r.team_id) end as team_name,
        to_char(r.day, 'YYYY-MM-DD') as day, r.total::int as total
      from ranked r
      where r.position > ${filter.first} and r.position <= ${filter.first + filter.count}
      order by array_position(${order}, r.kind), r.position`,
    SearchRow,
  );
}
