import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { meetingReopenings, meetings } from '../../db/schema';
import { isoUtc } from '../meetings';

/**
 * The lifecycle's writes: each is one conditional UPDATE, so two leads pressing the same button at once
 * leave one change and one refusal, never two.
 */

/** Marks the meeting started at `at` unless it started already; whether this call started it. */
export async function markStarted(db: Db, meetingId: string, at: Date | 'meeting start'): Promise<boolean> {
  const rows = await db
    .update(meetings)
    .set({ startedAt: at === 'meeting start' ? sql`${meetings.startDateTime}` : at })
    .where(and(eq(meetings.id, meetingId), isNull(meetings.startedAt), isNull(meetings.minutesFinalizedAt)))
    .returning({ id: meetings.id });
  return rows.length > 0;
}

/** Finalises the minutes (starting the meeting if nobody had); false when they were finalised already. */
export async function markFinalized(db: Db, meetingId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(meetings)
    .set({
      minutesFinalizedAt: sql`now()`,
      minutesFinalizedByUserId: userId,
      startedAt: sql`coalesce(${meetings.startedAt}, now())`,
    })
    .where(and(eq(meetings.id, meetingId), isNull(meetings.minutesFinalizedAt)))
    .returning({ id: meetings.id });
  return rows.length > 0;
}

/** Unlocks finalised minutes and records why; false when they were not finalised. */
export async function markReopened(
  db: Db,
  school: { districtId: string; locationId: string },
  meetingId: string,
  userId: string,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(meetings)
    .set({ minutesFinalizedAt: null, minutesFinalizedByUserId: null, minutesReopenedAt: sql`now()` })
    .where(and(eq(meetings.id, meetingId), isNotNull(meetings.minutesFinalizedAt)))
    .returning({ id: meetings.id });
  if (rows.length === 0) return false;
  await db.insert(meetingReopenings).values({ ...school, meetingId, reopenedByUserId: userId, reason });
  return true;
}

const PersonName = z.strictObject({ firstName: z.string(), lastName: z.string() });
export const LifecycleDetailRow = z.strictObject({
  finalizedBy: PersonName.nullable(),
  reopenings: z.array(
    z.strictObject({ reopenedAt: z.string(), reason: z.string(), by: PersonName.nullable() }),
  ),
});
export type LifecycleDetailRow = z.infer<typeof LifecycleDetailRow>;

const nameOf = (alias: string) =>
  sql.raw(`json_build_object('firstName', ${alias}.first_name, 'lastName', ${alias}.last_name)`);

/** Who finalised the minutes and every reopening with its reason, newest first: one query. */
export async function findLifecycleDetail(db: Db, meetingId: string): Promise<LifecycleDetailRow> {
  const [row] = await selectRows(
    db,
    sql`select (select ${nameOf('f')} from users f where f.id = m.minutes_finalized_by_user_id) as "finalizedBy",
        coalesce((select json_agg(json_build_object('reopenedAt', ${isoUtc(sql`r.reopened_at`)},
            'reason', r.reason, 'by', (select ${nameOf('u')} from users u where u.id = r.reopened_by_user_id))
            order by r.reopened_at desc)
          from meeting_reopenings r where r.meeting_id = m.id), '[]'::json) as "reopenings"
      from meetings m where m.id = ${meetingId}`,
    LifecycleDetailRow,
  );
  return row ?? { finalizedBy: null, reopenings: [] };
}
