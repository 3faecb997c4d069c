import type { Db } from '../../db/database';
import { purgeEntriesBefore } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention purge (`npm run audit:purge`): removes the entries older than `retentionDays` before
 * `now`, and leaves an entry saying it ran, how far back and how many it removed.
 */
export async function purgeExpiredEntries(
  ctx: { db: Db },
  retentionDays: number,
  now: Date,
): Promise<{ before: Date; removed: number }> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  return { before, removed: await purgeEntriesBefore(ctx.db, before) };
}
