import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TaskStatus } from '@shared/constants';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { EmailState } from './notice-repository';

/** Every school and its zone: digests are planned per school, in its own time. */
export function listSchoolZones(db: Db) {
  return selectRows(
    db,
    sql`select id, time_zone from locations`,
    z.strictObject({ id: z.string(), time_zone: z.string() }),
  );
}

/**
 * Plans the reminder (24 hours before) and the agenda check (48 hours before) of every meeting whose
 * time for them falls in [from, to). The key names the start: a meeting moved since gets new jobs, and the
 * old ones find it moved and send nothing.
 */
export async function planMeetingJobs(db: Db, from: Date, to: Date): Promise<void> {
  for (const [kind, hours] of [
    ['meeting-reminder', 24],
    ['agenda-not-posted', 48],
  ] as const) {
    const before = sql`make_interval(hours => ${hours})`;
    await db.execute(sql`insert into jobs (key, kind, run_at, payload)
      select ${kind}::text || ':' || m.id || ':' || extract(epoch from m.start_date_time)::bigint, ${kind}::text,
        m.start_date_time - ${before},
        jsonb_build_object('meetingId', m.id::text, 'start', to_char(m.start_date_time at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from meetings m
      where m.cancelled_at is null and m.start_date_time >= ${from.toISOString()}::timestamptz + ${before}
        and m.start_date_time < ${to.toISOString()}::timestamptz + ${before}
      on conflict (key) do nothing`);
  }
}

const DueTaskRow = z.strictObject({
  user_id: z.string(),
  title: z.string(),
  due_date: z.string().nullable(),
  team_name: z.string().nullable(),
  newly_assigned: z.boolean(),
});
export type DueTaskRow = z.output<typeof DueTaskRow>;

/**
 * What a school's digest says, per person with web access: their open tasks due on or before `tomorrow`
 * (on teams they are still on), and the tasks assigned to them since the last digest that they asked to
 * hear about in it. By person, then due date.
 */
export function listDigestTasks(db: Db, locationId: string, tomorrow: string) {
  return selectRows(
    db,
    sql`select t.assigned_to_user_id as user_id, t.title, t.due_date::text as due_date, tm.name as team_name,
        exists (select 1 from notices n where n.user_id = t.assigned_to_user_id and n.kind = 'task-assigned'
          and n.subject_id = t.id and n.email_state = ${EmailState.AwaitingDigest}) as newly_assigned
      from tasks t
        join users u on u.id = t.assigned_to_user_id
        left join teams tm on tm.id = t.team_id
      where t.location_id = ${locationId} and t.task_status_id in (${TaskStatus.Open}, ${TaskStatus.InProgress})
        and u.active and u.deleted_at is null and u.password_hash is not null
        and (t.team_id is null or exists (select 1 from user_teams m where m.team_id = t.team_id
          and m.user_id = t.assigned_to_user_id))
        and (t.due_date <= ${tomorrow}::date or exists (select 1 from notices n
          where n.user_id = t.assigned_to_user_id and n.kind = 'task-assigned' and n.subject_id = t.id
            and n.email_state = ${EmailState.AwaitingDigest}))
      order by t.assigned_to_user_id, t.due_date nulls last, t.title`,
    DueTaskRow,
  );
}

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * After a digest: the task notices that waited for it are settled, as sent in it for people whose digest
 * e-mail went out, as not e-mailed for people whose digest is only in the app. Others' keep waiting.
 */
export async function settleAwaitingDigest(db: Db, mailed: readonly string[], notMailed: readonly string[]) {
  for (const [ids, state] of [
    [mailed, EmailState.SentInDigest],
    [notMailed, EmailState.None],
  ] as const) {
    if (ids.length === 0) continue;
    await db.execute(sql`update notices set email_state = ${state}
      where user_id in (${uuidList(ids)}) and email_state = ${EmailState.AwaitingDigest}`);
  }
}

const MeetingForReminderRow = z.strictObject({
  subject: z.string(),
  location: z.string(),
  start_iso: z.string(),
  time_zone: z.string(),
  agenda_posted: z.boolean(),
});

/** A meeting still on at `start`, for its reminders; nothing when it was cancelled, moved or deleted. */
export async function findMeetingForReminder(db: Db, meetingId: string, start: Date) {
  const [row] = await selectRows(
    db,
    sql`select m.subject, m.location, l.time_zone,
        to_char(m.start_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start_iso,
        coalesce(a.has_agenda_posted, false) as agenda_posted
      from meetings m join locations l on l.id = m.location_id
        left join agendas a on a.meeting_id = m.id
      where m.id = ${meetingId} and m.cancelled_at is null and m.start_date_time = ${start.toISOString()}::timestamptz`,
    MeetingForReminderRow,
  );
  return row;
}

/** The posted agenda's item titles and minutes, in order. */
export function listAgendaLines(db: Db, meetingId: string) {
  return selectRows(
    db,
    sql`select i.title, i.time_in_minutes from agenda_items i join agendas a on a.id = i.agenda_id
      where a.meeting_id = ${meetingId} order by i.order_id`,
    z.strictObject({ title: z.string(), time_in_minutes: z.number() }),
  );
}
