import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MeetingResponsibility, TaskStatus, TeamRole } from '@shared/constants';
import type { MeetingListQuery } from '@shared/schemas/meetings';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like';
import { preparedVariants } from '../../db/prepared';
import { selectRows } from '../../db/rows';
import { agendas, meetings } from '../../db/schema';
import { isMemberOfTeams, isTeamLead, listActivePeople } from '../../db/membership-sql';

/** Which side of `at` a list shows: meetings still running or ahead (upcoming) or over (historical). */
export interface MeetingPeriod {
  when: 'upcoming' | 'historical';
  at: Date;
}

/** Whose meetings: every meeting of the school, or those of the teams `userId` belongs to. */
export interface MeetingScope {
  locationId: string;
  userId: string;
  everyMeetingOfSchool: boolean;
}

export const MeetingListRow = z.strictObject({
  meetingId: z.string(),
  subject: z.string(),
  /** ISO 8601 in UTC, as the API carries it. */
  startDateTime: z.string(),
  endDateTime: z.string(),
  location: z.string(),
  flattenedTeams: z.string(),
  isAgendaPosted: z.boolean(),
  isUserTeamLead: z.boolean(),
  totalTasks: z.number(),
  tasksCompleted: z.number(),
  hasNotesOrTasks: z.boolean(),
  seriesId: z.string().nullable(),
  isCancelled: z.boolean(),
  isStarted: z.boolean(),
  isFinalized: z.boolean(),
  isReopened: z.boolean(),
  totalCount: z.number(),
});
export type MeetingListRow = z.infer<typeof MeetingListRow>;

/**
 * A timestamp as ISO 8601 in UTC with milliseconds (what toISOString() writes): raw rows come back as the
 * database's text, whose format depends on the session's DateStyle.
 */
export const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The filter both the page and its count use; `m` is the meetings table. */
function meetingFilter(
  scope: MeetingScope,
  period: MeetingPeriod,
  { Search: search, TeamId: teamId }: Pick<MeetingListQuery, 'Search' | 'TeamId'>,
): SQL {
  const time =
    period.when === 'upcoming'
      ? sql`m.end_date_time >= cast(${period.at.toISOString()} as timestamptz)`
      : sql`m.end_date_time < cast(${period.at.toISOString()} as timestamptz)`;
  const mine = scope.everyMeetingOfSchool
    ? sql``
    : sql` and exists (select 1 from meeting_teams mt join user_teams ut on ut.team_id = mt.team_id
                    where mt.meeting_id = m.id and ut.user_id = ${scope.userId})`;
  const text = search ? sql` and m.subject ilike ${containsPattern(search)}` : sql``;
  const team = teamId
    ? sql` and exists (select 1 from meeting_teams ft where ft.meeting_id = m.id and ft.team_id = ${teamId})`
    : sql``;
  return sql`m.location_id = ${scope.locationId} and ${time}${mine}${text}${team}`;
}

/** The order of a page; every column ends on start time and id so pages never overlap. */
function meetingOrder(query: MeetingListQuery): SQL {
  const direction = sql.raw(query.SortDirection === 'desc' ? 'desc' : 'asc');
  switch (query.Sort) {
    case 'Name':
      return sql`lower(m.subject) collate "C" ${direction}, m.start_date_time, m.id`;
    case 'Team':
      return sql`teams_of.sort_keys collate "C" ${direction} nulls last, m.start_date_time, m.id`;
    case 'StartDateTime':
      return sql`m.start_date_time ${direction}, m.id ${direction}`;
  }
}

/**
 * One page of meetings with their teams, agenda state, the caller's lead role, task counts and whether any
 * item has notes, in one query: laterals aggregate teams and tasks per meeting, count(*) over() gives the total. Issue 5's
 * historical list is the same query with the other period.
 */
export function listMeetings(db: Db, scope: MeetingScope, period: MeetingPeriod, query: MeetingListQuery) {
  return selectRows(
    db,
    // HasNotesOrTasks reads the items by a scalar subquery with limit: an exists inside an or may become a
    // hashed subplan that reads every agenda item of the district.
    sql`select m.id as "meetingId", m.subject as "subject", ${isoUtc(sql`m.start_date_time`)} as "startDateTime",
        ${isoUtc(sql`m.end_date_time`)} as "endDateTime", m.location as "location",
        coalesce(teams_of.names, '') as "flattenedTeams",
        coalesce(a.has_agenda_posted, false) as "isAgendaPosted",
        exists (select 1 from meeting_teams lt join user_teams lm on lm.team_id = lt.team_id
                join user_team_roles lr on lr.user_team_id = lm.id
                where lt.meeting_id = m.id and lm.user_id = ${scope.userId} and lr.role_id = ${TeamRole.TeamLead})
          as "isUserTeamLead",
        task_counts.total as "totalTasks",
        task_counts.completed as "tasksCompleted",
        (task_counts.total > 0
          or coalesce((select true from agenda_items ni where ni.agenda_id = a.id and ni.outcome <> '' limit 1), false))
          as "hasNotesOrTasks",
        m.series_id as "seriesId", m.cancelled_at is not null as "isCancelled",
        m.started_at is not null as "isStarted", m.minutes_finalized_at is not null as "isFinalized",
        m.minutes_reopened_at is not null as "isReopened",
        cast(count(*) over() as integer) as "totalCount"
      from meetings m
      left join agendas a on a.meeting_id = m.id
      left join lateral (
        select string_agg(t.name, ', ' order by t.sort_key collate "C", t.name) as names,
               string_agg(t.sort_key, ', ' order by t.sort_key collate "C") as sort_keys
        from meeting_teams tm join teams t on t.id = tm.team_id
        where tm.meeting_id = m.id
      ) teams_of on true
      cross join lateral (
        select cast(count(*) as integer) as total,
               cast(count(*) filter (where tk.task_status_id = ${TaskStatus.Completed}) as integer) as completed
        from tasks tk where tk.meeting_id = m.id
      ) task_counts
      where ${meetingFilter(scope, period, query)}
      order by ${meetingOrder(query)}
      limit ${query.PageSize} offset ${query.Page * query.PageSize}`,
    MeetingListRow,
  );
}

/** How many meetings the list holds (only asked when a page past the end came back empty). */
export async function countMeetings(
  db: Db,
  scope: MeetingScope,
  period: MeetingPeriod,
  query: Pick<MeetingListQuery, 'Search' | 'TeamId'>,
) {
  const [row] = await selectRows(
    db,
    sql`select cast(count(*) as integer) as "count" from meetings m
      where ${meetingFilter(scope, period, query)}`,
    z.strictObject({ count: z.number() }),
  );
  return row?.count ?? 0;
}

/** A meeting of the caller's school and the caller's relation to it: what every access rule reads. */
export interface MeetingAccess {
  meetingId: string;
  subject: string;
  startDateTime: Date;
  endDateTime: Date;
  /** Null until the meeting has an agenda row. */
  agendaId: string | null;
  hasAgendaPosted: boolean;
  /** The meeting's teams, by name: the first is the one an agenda names. */
  teamIds: string[];
  callerIsMember: boolean;
  callerLeadsMeetingTeam: boolean;
  callerIsNoteTaker: boolean;
  callerIsTimekeeper: boolean;
  /** The minutes' lifecycle (meetings.started_at and the rest): see state.ts. */
  startedAt: Date | null;
  minutesFinalizedAt: Date | null;
  minutesReopenedAt: Date | null;
}

/** Which meeting an access check is about: the meeting, its agenda, or one of its agenda items. */
export type MeetingSelector = { meetingId: string } | { agendaId: string } | { agendaItemId: string };

type SelectorKind = 'meeting' | 'agenda' | 'agendaItem';
const kindOf = (selector: MeetingSelector): SelectorKind =>
  'meetingId' in selector ? 'meeting' : 'agendaId' in selector ? 'agenda' : 'agendaItem';
const idOf = (selector: MeetingSelector): string =>
  'meetingId' in selector
    ? selector.meetingId
    : 'agendaId' in selector
      ? selector.agendaId
      : selector.agendaItemId;

const callerId = sql.placeholder('callerId');
const selectedBy: Record<SelectorKind, SQL> = {
  meeting: sql`${meetings.id} = ${sql.placeholder('id')}`,
  agenda: sql`${agendas.id} = ${sql.placeholder('id')}`,
  agendaItem: sql`exists (select 1 from agenda_items i where i.agenda_id = ${agendas.id} and i.id = ${sql.placeholder('id')})`,
};

/** The access query, prepared once per selector kind: every agenda, notes and task screen starts with it. */
const meetingAccessStatement = preparedVariants(
  'meeting_access',
  (kind: SelectorKind) => kind,
  (db: Db, kind: SelectorKind, name: string) =>
    db
      .select({
        meetingId: meetings.id,
        subject: meetings.subject,
        startDateTime: meetings.startDateTime,
        endDateTime: meetings.endDateTime,
        agendaId: agendas.id,
        hasAgendaPosted: sql<boolean>`coalesce(${agendas.hasAgendaPosted}, false)`,
        teamIds: sql<string[]>`coalesce((select json_agg(x.team_id order by t.sort_key collate "C", t.id)
          from meeting_teams x join teams t on t.id = x.team_id where x.meeting_id = ${meetings.id}), '[]'::json)`,
        callerIsMember: sql<boolean>`exists (select 1 from meeting_teams x join user_teams m on m.team_id = x.team_id
          where x.meeting_id = ${meetings.id} and m.user_id = ${callerId})`,
        callerLeadsMeetingTeam: sql<boolean>`exists (select 1 from meeting_teams x
          where x.meeting_id = ${meetings.id} and ${isTeamLead(sql`x.team_id`, callerId)})`,
        callerIsNoteTaker: sql<boolean>`exists (select 1 from meeting_responsibilities r
          where r.meeting_id = ${meetings.id} and r.user_id = ${callerId}
          and r.responsibility_id = ${MeetingResponsibility.NoteTaker})`,
        callerIsTimekeeper: sql<boolean>`exists (select 1 from meeting_responsibilities r
          where r.meeting_id = ${meetings.id} and r.user_id = ${callerId}
          and r.responsibility_id = ${MeetingResponsibility.Timekeeper})`,
        startedAt: meetings.startedAt,
        minutesFinalizedAt: meetings.minutesFinalizedAt,
        minutesReopenedAt: meetings.minutesReopenedAt,
      })
      .from(meetings)
      .leftJoin(agendas, eq(agendas.meetingId, meetings.id))
      .where(and(selectedBy[kind], eq(meetings.locationId, sql.placeholder('locationId'))))
      .limit(1)
      .prepare(name),
);

/**
 * One query for a meeting and the caller's membership, lead role and note-taker duty; undefined when the
 * meeting is missing or another school's.
 */
export async function findMeetingAccess(
  db: Db,
  selector: MeetingSelector,
  locationId: string,
  callerId: string,
): Promise<MeetingAccess | undefined> {
  const [row] = await meetingAccessStatement(db, kindOf(selector)).execute({
    id: idOf(selector),
    locationId,
    callerId,
  });
  return row;
}

/**
 * The meeting's people: the live, active staff and partners of its teams (the agenda lists, offers as
 * facilitators and mails them), by the team ids its access row carries. One query; a person in several
 * of its teams appears once.
 */
export const listPeopleOfMeeting = (db: Db, meeting: Pick<MeetingAccess, 'teamIds'>, locationId: string) =>
  listActivePeople(db, locationId, isMemberOfTeams(db, meeting.teamIds));
