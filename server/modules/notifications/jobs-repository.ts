import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { jobs } from '../../db/schema';

export interface PlannedJob {
  key: string;
  kind: string;
  runAt: Date;
  payload: Record<string, string>;
}

const ClaimedJobRow = z.strictObject({
  id: z.string(),
  key: z.string(),
  kind: z.string(),
  payload: z.record(z.string(), z.string()),
  attempts: z.number(),
});
/** A claimed job and the lease its claim set (the claim's own mark: a later claim sets another). */
export type ClaimedJob = z.output<typeof ClaimedJobRow> & { lockedUntil: Date };

/** Plans jobs; a key planned already (by this process or any other) is left as it is. */
export async function planJobs(db: Db, planned: readonly PlannedJob[]): Promise<void> {
  if (planned.length === 0) return;
  await db
    .insert(jobs)
    .values(planned.map(({ key, kind, runAt, payload }) => ({ key, kind, runAt, payload })))
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Takes up to `limit` due jobs for `leaseMs`: rows another process holds (locked now, or leased and not
 * yet expired) are skipped, so N processes on N machines never run one job at once. A process that dies
 * leaves its lease to expire, and the job runs again.
 */
export async function claimDueJobs(db: Db, now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
  const until = new Date(now.getTime() + leaseMs);
  const rows = await selectRows(
    db,
    sql`update jobs set locked_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (select id from jobs where done_at is null and run_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
        order by run_at limit ${limit} for update skip locked)
      returning id, key, kind, payload, attempts`,
    ClaimedJobRow,
  );
  return rows.map((row) => ({ ...row, lockedUntil: until }));
}

/** Marks a claimed job done, if this claim still holds it (its lease not taken over since). */
export async function finishJob(db: Db, job: ClaimedJob, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedUntil, job.lockedUntil), isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** A failed run: tried again at `retryAt`, or given up (done, with its error) when `giveUp`. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  next: { retryAt: Date } | { giveUpAt: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set(
      'retryAt' in next
        ? { lockedUntil: next.retryAt, lastError: error }
        : { lockedUntil: null, doneAt: next.giveUpAt, lastError: error },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedUntil, job.lockedUntil)));
}

/** Removes jobs finished before `before`; answers how many. */
export async function purgeFinishedJobs(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(jobs).where(lt(jobs.doneAt, before)).returning({ id: jobs.id });
  return rows.length;
}
