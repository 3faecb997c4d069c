import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NoticeKind } from '@shared/schemas/notifications';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { notices } from '../../db/schema';
import { effectivePreference } from './preference-sql';

/** notices.email_state. */
export const EmailState = {
  None: 0,
  Pending: 1,
  Sent: 2,
  AwaitingDigest: 3,
  SentInDigest: 4,
  Failed: 5,
  Dropped: 6,
} as const;

/** One notice to write: its recipient, what it is about and what it says. */
export interface NoticeDraft {
  userId: string;
  subjectId: string;
  title: string;
  body: string;
  link: string;
}

const InsertedRow = z.strictObject({ id: z.string(), user_id: z.string(), email_state: z.number() });

/**
 * Writes the notices of one kind for one day (the school day of `now` for each recipient when `day` is not
 * given), each as its recipient chose (school defaults under their own choices): in the app, by e-mail at
 * once, in the digest, or not at all. Only active people with web access get one. A notice already written
 * for the same recipient, kind, subject and day is kept as it was: the idempotency key. `emailElsewhere`:
 * the change sends its own e-mail (the minutes), so the notice is only in the app.
 */
export async function insertNotices(
  db: Db,
  kind: NoticeKind,
  drafts: readonly NoticeDraft[],
  now: Date,
  { day, emailElsewhere = false }: { day?: string; emailElsewhere?: boolean } = {},
): Promise<z.output<typeof InsertedRow>[]> {
  if (drafts.length === 0) return [];
  const values = sql.join(
    drafts.map(
      (d) =>
        sql`(${d.userId}::uuid, ${d.subjectId}::uuid, ${d.title}::text, ${d.body}::text, ${d.link}::text)`,
    ),
    sql`, `,
  );
  const pref = effectivePreference(kind);
  return selectRows(
    db,
    sql`with drafts (user_id, subject_id, title, body, link) as (values ${values})
      insert into notices (district_id, location_id, user_id, kind, subject_id, notice_day, title, body, link,
        in_app, email_state, email_next_at, created_at)
      select u.district_id, u.location_id, u.id, ${kind}::text,
        d.subject_id, coalesce(${day ?? null}::date, (${now.toISOString()}::timestamptz at time zone l.time_zone)::date),
        d.title, d.body, d.link, ${pref.inApp},
        (case when ${emailElsewhere}::boolean or not ${pref.email} or u.email_address is null then ${EmailState.None}
          when ${pref.delivery} = 'digest' and ${kind}::text = 'task-assigned' then ${EmailState.AwaitingDigest}
          else ${EmailState.Pending} end)::smallint,
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from drafts d join users u on u.id = d.user_id join locations l on l.id = u.location_id
      ${pref.joins}
      where u.active and u.deleted_at is null and u.password_hash is not null
        and (${pref.inApp} or (${pref.email} and u.email_address is not null))
      on conflict (user_id, kind, subject_id, notice_day) do nothing
      returning id, user_id, email_state`,
    InsertedRow,
  );
}

const noticeColumns = {
  id: notices.id,
  kind: notices.kind,
  title: notices.title,
  body: notices.body,
  link: notices.link,
  createdAt: notices.createdAt,
  readAt: notices.readAt,
};

const mine = (userId: string, unreadOnly: boolean) =>
  and(eq(notices.userId, userId), eq(notices.inApp, true), unreadOnly ? isNull(notices.readAt) : undefined);

/** A person's in-app notices, newest first, one page. */
export function listNoticesOf(db: Db, userId: string, unreadOnly: boolean, page: number, pageSize: number) {
  return db
    .select(noticeColumns)
    .from(notices)
    .where(mine(userId, unreadOnly))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(pageSize)
    .offset(page * pageSize);
}
export type NoticeRow = Awaited<ReturnType<typeof listNoticesOf>>[number];

/** How many in-app notices a person has, and how many of them are unread. */
export async function countNoticesOf(db: Db, userId: string): Promise<{ all: number; unread: number }> {
  const [row] = await db
    .select({ all: count(), unread: sql<number>`(count(*) filter (where ${isNull(notices.readAt)}))::int` })
    .from(notices)
    .where(mine(userId, false));
  return row ?? { all: 0, unread: 0 };
}

/** How many of a person's in-app notices are unread (the bell): the partial index alone answers it. */
export async function countUnreadOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(notices).where(mine(userId, true));
  return row?.unread ?? 0;
}

/** Marks some of a person's notices (or all, without ids) read; others' ids change nothing. */
export async function markNoticesRead(db: Db, userId: string, ids: readonly string[] | 'all', now: Date) {
  await db
    .update(notices)
    .set({ readAt: now })
    .where(and(mine(userId, true), ids === 'all' ? undefined : inArray(notices.id, [...ids])));
}

/** Removes notices written before `before` whose e-mail is no longer waiting; answers how many. */
export async function expireNotices(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(notices)
    .where(
      and(
        lt(notices.createdAt, before),
        sql`${notices.emailState} not in (${EmailState.Pending}, ${EmailState.AwaitingDigest})`,
      ),
    )
    .returning({ id: notices.id });
  return rows.length;
}
