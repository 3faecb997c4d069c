import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { GoalScope, UserType } from '@shared/constants';
import { SEARCH_KINDS, type SearchKind } from '@shared/schemas/search';
import type { Db } from '../../db/database';
import { preparedVariants } from '../../db/prepared';
import { parseRows } from '../../db/rows';
import type { AuthContext } from '../../plugins/auth';
import { mayOpenTeamGoal, maySeeAgenda, memberRecords, searchableKinds, type SearchScope } from './policy';
import { searchTsquery, type SearchText } from './search-text';

/** What to look for: what was typed (search-text.ts), and the filters. */
export interface SearchFilter {
  text: SearchText;
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

const placeholder = (name: string, type: string) => sql`cast(${sql.placeholder(name)} as ${sql.raw(type)})`;
const school = placeholder('locationId', 'uuid');
const team = placeholder('teamId', 'uuid');
const from = placeholder('from', 'date');
const to = placeholder('to', 'date');
/** The query, worked out once per run (an InitPlan, usable as an index key) by the `query` CTE. */
const q = sql`(select q from query)`;
/** Whether the kind was asked for: a test on placeholders only, which skips the whole branch when false. */
const wanted = (kind: SearchKind) => sql`${kind} = any(string_to_array(${sql.placeholder('kinds')}, ','))`;

/**
 * The filters a statement applies (a team, a period): each combination in use is its own statement, so
 * the usual search, with neither, carries no test for them on every match.
 */
interface FilterChoice {
  byTeam: boolean;
  byPeriod: boolean;
}
const filtersOf = ({ byTeam, byPeriod }: FilterChoice) => {
  const ofTeam = (test: SQL) => (byTeam ? test : sql`true`);
  return {
    ofTeam,
    meetingOfTeam: (meeting: SQL) =>
      ofTeam(sql`exists (select 1 from meeting_teams fmt where fmt.meeting_id = ${meeting} and fmt.team_id = ${team})`),
    /** The kind's own date in the period. */
    inPeriod: (day: SQL) =>
      byPeriod
        ? sql`${day} between coalesce(${from}, '-infinity'::date) and coalesce(${to}, 'infinity'::date)`
        : sql`true`,
    /** Kinds without a date are left out when a period is asked for. */
    undated: byPeriod ? sql`false` : sql`true`,
    noTeam: byTeam ? sql`false` : sql`true`,
  };
};
/** The school's time zone, read once per run by the `query` CTE. */
const zone = sql`(select zone from query)`;
const meetingDay = sql`(m.start_date_time at time zone ${zone})::date`;

/** The table each kind's records are in. */
const TABLES: Record<SearchKind, string> = {
  meeting: 'meetings',
  'agenda-item': 'agenda_items',
  task: 'tasks',
  'task-note': 'task_notes',
  goal: 'goals',
  team: 'teams',
  person: 'users',
  'student-note': 'user_notes',
  'student-comment': 'user_note_comments',
};
const matchesText = sql`location_id = ${school} and search_vector @@ ${q}`;

/**
 * Where each kind's matches come from. For an admin (who may open them all), and for goals (a school has
 * few), the school's rows whose text matches, read through the GIN index (location_id, search_vector)
 * before any visibility check: `offset 0` keeps the planner from folding the subquery in and starting from
 * meetings or teams instead, which reads whole tables. For a member, the records they may open, each tested
 * against the query (policy.ts memberRecords). The records a match hangs on are then looked up by key
 * (lateral, and `limit 1` keeps each a lookup rather than a join the planner may turn into a hash of it all).
 */
function matching({ isAdmin }: SearchScope, kind: SearchKind): SQL {
  const mine = isAdmin ? null : memberRecords(kind, matchesText);
  return mine
    ? sql`(${mine})`
    : sql`(select * from ${sql.identifier(TABLES[kind])} where ${matchesText} offset 0)`;
}

/**
 * One branch per kind: the matches the caller may open, as (kind, id, rank, day, team_id, link_id,
 * variant). `day` is the kind's own date; the team filter keeps a team's records; a kind without
 * a date is left out when a period is asked for.
 */
function branches(scope: SearchScope, filters: FilterChoice): Record<SearchKind, SQL> {
  const source = (kind: SearchKind) => matching(scope, kind);
  const { ofTeam, meetingOfTeam, inPeriod, undated, noTeam } = filtersOf(filters);
  return {
    meeting: sql`select 'meeting' as kind, m.id, ts_rank(m.search_vector, ${q}) as rank, ${meetingDay} as day,
        null::uuid as team_id, m.id as link_id, 0 as variant
      from ${source('meeting')} m
      where ${wanted('meeting')}
        and ${meetingOfTeam(sql`m.id`)} and ${inPeriod(meetingDay)}`,
    'agenda-item': sql`select 'agenda-item', i.id, ts_rank(i.search_vector, ${q}), ${meetingDay}, null::uuid, m.id, 0
      from ${source('agenda-item')} i
        cross join lateral (select m.id, m.start_date_time, a.has_agenda_posted
          from agendas a join meetings m on m.id = a.meeting_id where a.id = i.agenda_id limit 1) m
      where ${wanted('agenda-item')} and ${maySeeAgenda(scope, sql`m.id`, sql`m.has_agenda_posted`, sql`m.start_date_time`)}
        and ${meetingOfTeam(sql`m.id`)} and ${inPeriod(meetingDay)}`,
    task: sql`select 'task', t.id, ts_rank(t.search_vector, ${q}), coalesce(t.due_date, t.date_assigned),
        t.team_id, t.id, 0
      from ${source('task')} t
      where ${wanted('task')}
        and ${ofTeam(sql`t.team_id = ${team}`)} and ${inPeriod(sql`coalesce(t.due_date, t.date_assigned)`)}`,
    'task-note': sql`select 'task-note', tn.id, ts_rank(tn.search_vector, ${q}),
        (tn.comment_date at time zone ${zone})::date, t.team_id, t.id, 0
      from ${source('task-note')} tn cross join lateral (select id, team_id from tasks where id = tn.task_id limit 1) t
      where ${wanted('task-note')}
        and ${ofTeam(sql`t.team_id = ${team}`)} and ${inPeriod(sql`(tn.comment_date at time zone ${zone})::date`)}`,
    goal: sql`select 'goal', g.id, ts_rank(g.search_vector, ${q}), g.target_date, null::uuid, g.id, g.scope
      from ${source('goal')} g
      where ${wanted('goal')}
        and (g.scope = ${GoalScope.School} or (g.scope = ${GoalScope.Team} and ${mayOpenTeamGoal(scope, school)}))
        and ${ofTeam(sql`exists (select 1 from goal_teams fgt where fgt.goal_id = g.id and fgt.team_id = ${team})`)}
        and ${inPeriod(sql`g.target_date`)}
      union all
      select 'goal', g.id, ts_rank(g.search_vector, ${q}), g.target_date, null::uuid, g.id, g.scope
      from goals g
      where ${wanted('goal')} and g.scope = ${GoalScope.District}
        and g.district_id = ${placeholder('districtId', 'uuid')} and g.location_id is null
        and g.search_vector @@ ${q} and ${noTeam} and ${inPeriod(sql`g.target_date`)}`,
    team: sql`select 'team', tm.id, ts_rank(tm.search_vector, ${q}), null::date, tm.id, tm.id, 0
      from ${source('team')} tm
      where ${wanted('team')} and ${ofTeam(sql`tm.id = ${team}`)} and ${undated}`,
    person: sql`select 'person', u.id, ts_rank(u.search_vector, ${q}), null::date, null::uuid, u.id, u.user_type_id
      from ${source('person')} u
      where ${wanted('person')} and u.deleted_at is null and u.user_type_id in (${UserType.Staffer}, ${UserType.Student})
        and ${ofTeam(sql`exists (select 1 from user_teams fut where fut.user_id = u.id and fut.team_id = ${team})`)}
        and ${undated}`,
    'student-note': sql`select 'student-note', n.id, ts_rank(n.search_vector, ${q}),
        (n.created_at at time zone ${zone})::date, n.team_id, n.id, 0
      from ${source('student-note')} n
      where ${wanted('student-note')}
        and ${ofTeam(sql`n.team_id = ${team}`)} and ${inPeriod(sql`(n.created_at at time zone ${zone})::date`)}`,
    'student-comment': sql`select 'student-comment', c.id, ts_rank(c.search_vector, ${q}),
        (c.created_at at time zone ${zone})::date, n.team_id, n.id, 0
      from ${source('student-comment')} c
        cross join lateral (select id, team_id from user_notes where id = c.user_note_id limit 1) n
      where ${wanted('student-comment')}
        and ${ofTeam(sql`n.team_id = ${team}`)} and ${inPeriod(sql`(c.created_at at time zone ${zone})::date`)}`,
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
 * The title and the text a returned row's snippet comes from, looked up by key once the rows are ranked
 * (the ranking carries only keys): one branch per kind, each run only for rows of its kind.
 */
const TEXTS: Record<SearchKind, (id: SQL) => SQL> = {
  meeting: (id) => sql`select subject, '' from meetings where id = ${id}`,
  'agenda-item': (id) => sql`select title, description || ' ' || outcome from agenda_items where id = ${id}`,
  task: (id) => sql`select title, '' from tasks where id = ${id}`,
  'task-note': (id) =>
    sql`select t.title, tn.comment from task_notes tn join tasks t on t.id = tn.task_id where tn.id = ${id}`,
  goal: (id) => sql`select title, description from goals where id = ${id}`,
  team: (id) => sql`select name, '' from teams where id = ${id}`,
  person: (id) =>
    sql`select first_name || ' ' || last_name, coalesce(email_address, '') from users where id = ${id}`,
  'student-note': (id) => sql`select title, note from user_notes where id = ${id}`,
  'student-comment': (id) => sql`select n.title, c.comment from user_note_comments c
    join user_notes n on n.id = c.user_note_id where c.id = ${id}`,
};
const textsOf = (row: SQL) =>
  sql`select * from (${sql.join(
    SEARCH_KINDS.map((kind) => sql`(${TEXTS[kind](sql`${row}.id`)} and ${row}.kind = ${kind})`),
    sql` union all `,
  )}) found_text (title, body) limit 1`;

/** The kinds whose body is HTML: its tags are taken out (for the returned rows only) before the snippet. */
const HTML_KINDS = sql.raw("'agenda-item', 'task-note', 'student-note'");
const plainBody = sql`case when r.kind in (${HTML_KINDS}) then regexp_replace(texts.body, '<[^>]*>', ' ', 'g') else texts.body end`;

/** The statement's columns, in this order (a prepared statement returns them by position). */
const COLUMNS = [
  'kind',
  'id',
  'link_id',
  'variant',
  'team_id',
  'title',
  'html',
  'snippet',
  'team_name',
  'day',
  'total',
];

/**
 * The search statement for an admin or a member, with the last word a prefix or not, filtered by team or
 * period or not: prepared once per connection and choice, so PostgreSQL plans it a few times and then
 * reuses a generic plan (planning its nine branches took longer than running them). Everything else is a
 * placeholder: the kinds asked for (a branch not asked for is skipped at run time), the filters' values
 * and the page.
 */
const searchStatement = preparedVariants(
  'search',
  (choice: { isAdmin: boolean; prefix: boolean } & FilterChoice) =>
    [
      choice.isAdmin ? 'admin' : 'member',
      choice.prefix && 'prefix',
      choice.byTeam && 'team',
      choice.byPeriod && 'period',
    ]
      .filter(Boolean)
      .join('_'),
  (db: Db, choice, name) => {
    const all = branches({ isAdmin: choice.isAdmin }, choice);
    const first = placeholder('first', 'int');
    const last = sql`${first} + ${placeholder('count', 'int')}`;
    // Each kind keeps only the rows up to the page's last, by a bounded sort, and counts them all beside it:
    // sorting and numbering a common word's every match took longer than finding them.
    const matches = sql.join(
      searchableKinds(choice, SEARCH_KINDS).map(
        (kind, index) => sql`(select b.*, ${sql.raw(String(index + 1))} as kind_order, count(*) over () as total
          from (${all[kind]}) b (kind, id, rank, day, team_id, link_id, variant)
          order by b.rank desc, b.day desc nulls last, b.id limit ${last})`,
      ),
      sql` union all `,
    );
    const statement = sql`(with query (q, zone) as (select ${searchTsquery(choice.prefix)},
        (select time_zone from locations where id = ${school})),
      matches as (${matches}),
      ranked as (
        select matches.*,
          row_number() over (partition by kind_order order by rank desc, day desc nulls last, id) as position
        from matches)
      select r.kind, r.id::text as id, r.link_id::text as link_id, r.variant::int as variant,
        r.team_id::text as team_id, texts.title,
        (texts.body <> '' and r.kind in (${HTML_KINDS})) as html,
        ts_headline('english', translate(coalesce(nullif(${plainBody}, ''), texts.title), ${MATCH_START + MATCH_END}, ''),
          ${q}, ${HEADLINE_OPTIONS}) as snippet,
        case when r.kind in ('meeting', 'agenda-item') then
            (select string_agg(tt.name, ', ' order by tt.sort_key) from meeting_teams mt join teams tt on tt.id = mt.team_id
              where mt.meeting_id = r.link_id)
          when r.kind = 'goal' then
            (select string_agg(tt.name, ', ' order by tt.sort_key) from goal_teams gt join teams tt on tt.id = gt.team_id
              where gt.goal_id = r.id)
          else (select tt.name from teams tt where tt.id = r.team_id) end as team_name,
        to_char(r.day, 'YYYY-MM-DD') as day, r.total::int as total,
        r.kind_order, r.position
      from ranked r cross join lateral (${textsOf(sql`r`)}) texts
      where r.position > ${first})`;
    const column = (name: string) => sql`found.${sql.identifier(name)}`;
    return db
      .select(Object.fromEntries(COLUMNS.map((name) => [name, column(name)])))
      .from(sql`${statement} found`)
      .orderBy(column('kind_order'), column('position'))
      .prepare(name);
  },
);

/**
 * The matches of each kind asked for, ranked (best first, then newest), with each kind's total: one
 * statement. Titles, team names and snippets are made for the returned rows only. Pass the application's
 * handle: the statement is prepared per handle.
 */
export async function searchRecords(
  db: Db,
  caller: { auth: AuthContext; now: Date },
  filter: SearchFilter,
): Promise<SearchRow[]> {
  const scope = { isAdmin: caller.auth.isAdmin };
  const kinds = searchableKinds(scope, filter.kinds);
  if (kinds.length === 0) return [];
  const choice = {
    isAdmin: scope.isAdmin,
    prefix: filter.text.prefix,
    byTeam: filter.teamId !== undefined,
    byPeriod: filter.from !== undefined || filter.to !== undefined,
  };
  const rows = await searchStatement(db, choice).execute({
    text: filter.text.text,
    rest: filter.text.rest,
    word: filter.text.word,
    kinds: kinds.join(','),
    userId: caller.auth.userId,
    locationId: caller.auth.locationId,
    districtId: caller.auth.districtId,
    now: caller.now.toISOString(),
    teamId: filter.teamId ?? null,
    from: filter.from ?? null,
    to: filter.to ?? null,
    first: filter.first,
    count: filter.count,
  });
  return parseRows(rows, SearchRow);
}
