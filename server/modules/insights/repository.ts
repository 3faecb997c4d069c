import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AttendanceStatus, GoalScope, GoalStatus } from '@shared/constants';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { isTeamLead } from '../../db/membership-sql';

/**
 * The teams a question is about: a school's (all of them, or those `leadId` leads), one team of a school,
 * or every team of a district.
 */
export type InsightsScope =
  | { kind: 'school'; locationId: string; leadId: string | null }
  | { kind: 'team'; locationId: string; teamId: string }
  | { kind: 'district'; districtId: string };

/** The period's first and last school day (YYYY-MM-DD), and the instant that counts as now. */
export interface InsightsPeriod {
  from: string;
  to: string;
  now: Date;
}

/**
 * The CTEs every insights query starts from.
 * - schools: each school of the scope with its period as instants of its own clock, [period_start,
 *   period_end), and overdue_before: the day a task must be due before to count as overdue (the day after
 *   the period, or today when that is earlier).
 * - scoped_teams: the scope's teams, each school's read through teams_location_sort_idx.
 * - held: the scoped teams' meetings held in the period, one row per team and meeting, with whether its
 *   agenda was posted on time, whether its minutes were finalised on time, and its member attendance. Each
 *   school's meetings of the period are a range of meetings_location_start_idx, then each meeting's teams,
 *   agenda and attendance are looked up by key.
 * Every lookup is a lateral subquery fenced with `offset 0` or `limit 1` (so the planner does not fold it
 * into a join): at a district's size the planner otherwise hashes whole tables (all meetings, all their
 * teams) for what is a few rows of each school.
 * Definitions: shared/schemas/insights.ts.
 */
function baseCtes(scope: InsightsScope, period: InsightsPeriod): SQL {
  const now = sql`${period.now.toISOString()}::timestamptz`;
  const schoolFilter =
    scope.kind === 'district' ? sql`l.district_id = ${scope.districtId}` : sql`l.id = ${scope.locationId}`;
  const teamFilter =
    scope.kind === 'team'
      ? sql`and t.id = ${scope.teamId}`
      : scope.kind === 'school' && scope.leadId
        ? sql`and ${isTeamLead(sql`t.id`, scope.leadId)}`
        : sql``;
  return sql`schools as (
      select l.id, l.name, l.time_zone,
        (${period.from}::date::timestamp at time zone l.time_zone) as period_start,
        ((${period.to}::date + 1)::timestamp at time zone l.time_zone) as period_end,
        least(${period.to}::date + 1, (${now} at time zone l.time_zone)::date) as overdue_before
      from locations l where ${schoolFilter}),
    scoped_teams as (
      select t.id, t.name, t.sort_key, t.location_id
      from schools s cross join lateral (
        select t.id, t.name, t.sort_key, t.location_id from teams t
        where t.location_id = s.id ${teamFilter} offset 0) t),
    held as (
      select mt.team_id, m.id, m.subject, m.start_date_time,
        coalesce(a.posted_at <= m.start_date_time - interval '24 hours', false) as agenda_on_time,
        coalesce(m.minutes_finalized_at <= m.end_date_time + interval '48 hours', false) as minutes_on_time,
        att.present, att.recorded
      from schools s
        cross join lateral (
          select m.id, m.subject, m.start_date_time, m.end_date_time, m.minutes_finalized_at from meetings m
          where m.location_id = s.id and m.start_date_time >= s.period_start and m.start_date_time < s.period_end
            and m.start_date_time <= ${now} and m.cancelled_at is null
          offset 0) m
        cross join lateral (select mt.team_id from meeting_teams mt where mt.meeting_id = m.id offset 0) mt
        left join lateral (select a.posted_at from agendas a where a.meeting_id = m.id limit 1) a on true
        cross join lateral (
          select count(*) filter (where ma.status in (${AttendanceStatus.Present}, ${AttendanceStatus.Late}))::int
              as present,
            count(*) filter (where ma.status <> ${AttendanceStatus.Excused})::int as recorded
          from meeting_attendance ma where ma.meeting_id = m.id and ma.user_id is not null) att
      where mt.team_id in (select id from scoped_teams))`;
}

/**
 * The per-team figures: the meetings held (above), and for each team a lookup of its own entries in one
 * index per figure (a lateral subquery, so a school's or a district's teams are each a short range scan and
 * never a hash of a whole table): tasks created (tasks_team_created_idx), completed (tasks_team_completed_idx,
 * which also holds the due date), not completed and overdue (tasks_team_overdue_idx), goals
 * (goal_teams_team_idx).
 */
const FIGURE_CTES = sql`
    meeting_figures as (
      select team_id, count(*)::int as held, count(*) filter (where agenda_on_time)::int as agendas_on_time,
        count(*) filter (where minutes_on_time)::int as minutes_on_time,
        sum(present)::int as present, sum(recorded)::int as recorded
      from held group by team_id),
    team_rows as (
      select st.id as team_id, st.name as team_name, st.sort_key, st.location_id,
        coalesce(mf.held, 0) as meetings_held, coalesce(mf.agendas_on_time, 0) as agendas_on_time,
        coalesce(mf.minutes_on_time, 0) as minutes_on_time, coalesce(mf.present, 0) as attendance_present,
        coalesce(mf.recorded, 0) as attendance_recorded, c.tasks_created, d.tasks_completed,
        d.tasks_completed_on_time, o.tasks_overdue, gf.goals_total, gf.goals_completed
      from scoped_teams st
        join schools s on s.id = st.location_id
        left join meeting_figures mf on mf.team_id = st.id
        cross join lateral (
          select count(*)::int as tasks_created from tasks t
          where t.team_id = st.id and t.created_at >= s.period_start and t.created_at < s.period_end) c
        cross join lateral (
          select count(*)::int as tasks_completed,
            count(*) filter (where t.due_date is null
              or (t.completed_at at time zone s.time_zone)::date <= t.due_date)::int as tasks_completed_on_time
          from tasks t
          where t.team_id = st.id and t.completed_at >= s.period_start and t.completed_at < s.period_end) d
        cross join lateral (
          select count(*)::int as tasks_overdue from tasks t
          where t.team_id = st.id and t.completed_at is null and t.due_date < s.overdue_before) o
        cross join lateral (
          select count(*)::int as goals_total,
            count(*) filter (where g.goal_status_id = ${GoalStatus.Closed})::int as goals_completed
          from goal_teams gt join goals g on g.id = gt.goal_id and g.scope = ${GoalScope.Team}
          where gt.team_id = st.id) gf)`;

/** The counts behind one row of figures; the rate is worked out from attendance_present / _recorded. */
const figureColumns = {
  meetings_held: z.number(),
  agendas_on_time: z.number(),
  minutes_on_time: z.number(),
  attendance_present: z.number(),
  attendance_recorded: z.number(),
  tasks_created: z.number(),
  tasks_completed: z.number(),
  tasks_completed_on_time: z.number(),
  tasks_overdue: z.number(),
  goals_total: z.number(),
  goals_completed: z.number(),
};
export const FigureCounts = z.strictObject(figureColumns);
export type FigureCounts = z.output<typeof FigureCounts>;

const TeamFiguresRow = z.strictObject({ team_id: z.string(), team_name: z.string(), ...figureColumns });
export type TeamFiguresRow = z.output<typeof TeamFiguresRow>;

/** The figures of every team of the scope, by name: one statement. */
export function listTeamFigures(db: Db, scope: InsightsScope, period: InsightsPeriod) {
  return selectRows(
    db,
    sql`with ${baseCtes(scope, period)}, ${FIGURE_CTES}
      select team_id::text as team_id, team_name, meetings_held, agendas_on_time, minutes_on_time,
        attendance_present, attendance_recorded, tasks_created, tasks_completed, tasks_completed_on_time,
        tasks_overdue, goals_total, goals_completed
      from team_rows order by sort_key, team_id`,
    TeamFiguresRow,
  );
}

const SchoolFiguresRow = z.strictObject({
  location_id: z.string(),
  school_name: z.string(),
  team_count: z.number(),
  ...figureColumns,
});
export type SchoolFiguresRow = z.output<typeof SchoolFiguresRow>;

/** Every school of the district with its teams' figures added up, by name: one statement. */
export function listSchoolFigures(db: Db, districtId: string, period: InsightsPeriod) {
  const total = (column: string) => sql.raw(`coalesce(sum(tr.${column}), 0)::int as ${column}`);
  return selectRows(
    db,
    sql`with ${baseCtes({ kind: 'district', districtId }, period)}, ${FIGURE_CTES}
      select s.id::text as location_id, s.name as school_name, count(tr.team_id)::int as team_count,
        ${sql.join(Object.keys(figureColumns).map(total), sql`, `)}
      from schools s left join team_rows tr on tr.location_id = s.id
      group by s.id, s.name
      order by lower(s.name), s.id`,
    SchoolFiguresRow,
  );
}

/** An instant as the API writes it (ISO 8601 in UTC, milliseconds): raw rows carry timestamps as text. */
const isoInstant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const TeamMeetingRow = z.strictObject({
  id: z.string(),
  subject: z.string(),
  start: z.string(),
  agenda_on_time: z.boolean(),
  minutes_on_time: z.boolean(),
  present: z.number(),
  recorded: z.number(),
});
export type TeamMeetingRow = z.output<typeof TeamMeetingRow>;

/** The meetings a team held in the period (those MeetingsHeld counts), newest first, at most `limit`. */
export function listTeamMeetings(
  db: Db,
  scope: Extract<InsightsScope, { kind: 'team' }>,
  period: InsightsPeriod,
  limit: number,
) {
  return selectRows(
    db,
    sql`with ${baseCtes(scope, period)}
      select id::text as id, subject, ${isoInstant(sql`start_date_time`)} as start, agenda_on_time, minutes_on_time, present, recorded
      from held order by start_date_time desc, id desc limit ${limit}`,
    TeamMeetingRow,
  );
}

const TeamTaskRow = z.strictObject({
  id: z.string(),
  title: z.string(),
  assignee_first_name: z.string(),
  assignee_last_name: z.string(),
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  completed_on_time: z.boolean(),
  overdue: z.boolean(),
});
export type TeamTaskRow = z.output<typeof TeamTaskRow>;

/**
 * The tasks a team's task figures count: created or completed in the period, or overdue at its end; newest
 * created first, at most `limit`. Each condition is one of the figures' indexes (a bitmap OR of the three).
 */
export function listTeamTasks(
  db: Db,
  scope: Extract<InsightsScope, { kind: 'team' }>,
  period: InsightsPeriod,
  limit: number,
) {
  return selectRows(
    db,
    sql`with ${baseCtes(scope, period)}
      select t.id::text as id, t.title, u.first_name as assignee_first_name, u.last_name as assignee_last_name,
        to_char(t.due_date, 'YYYY-MM-DD') as due_date, ${isoInstant(sql`t.completed_at`)} as completed_at,
        (t.completed_at is not null
          and (t.due_date is null or (t.completed_at at time zone s.time_zone)::date <= t.due_date)) as completed_on_time,
        coalesce(t.completed_at is null and t.due_date < s.overdue_before, false) as overdue
      from scoped_teams st join schools s on s.id = st.location_id
        join tasks t on t.team_id = st.id
        join users u on u.id = t.assigned_to_user_id
      where (t.created_at >= s.period_start and t.created_at < s.period_end)
        or (t.completed_at >= s.period_start and t.completed_at < s.period_end)
        or (t.completed_at is null and t.due_date < s.overdue_before)
      order by t.created_at desc, t.id desc limit ${limit}`,
    TeamTaskRow,
  );
}

/** The school of a team of the district; none for another district's team or no team. */
export async function findTeamSchoolInDistrict(
  db: Db,
  teamId: string,
  districtId: string,
): Promise<string | undefined> {
  const [row] = await selectRows(
    db,
    sql`select t.location_id as "locationId" from teams t join locations l on l.id = t.location_id
      where t.id = ${teamId} and l.district_id = ${districtId}`,
    z.object({ locationId: z.string() }),
  );
  return row?.locationId;
}
