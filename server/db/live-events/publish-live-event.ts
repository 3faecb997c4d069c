import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { encodeLiveEvent, LIVE_EVENTS_CHANNEL, type LiveEvent } from './live-event';

/**
 * The pg_notify call that publishes `event`, for a write to carry in its RETURNING list: the notice then
 * goes out once per row written, only if the write commits, in the write's own round trip (no transaction
 * to open for it).
 */
export const liveEventNotice = (event: LiveEvent): SQL =>
  sql`pg_notify(${LIVE_EVENTS_CHANNEL}, ${encodeLiveEvent(event)})`;

/**
 * Tells every process's live-event hub that something changed. Call it with the writer's transaction:
 * PostgreSQL and PGlite hold the notification until COMMIT and drop it on ROLLBACK, so no room hears of a
 * change that did not happen, and each hears of it only once its reads can see it. Identical events in one
 * transaction arrive once.
 */
export async function publishLiveEvent(db: Db, event: LiveEvent): Promise<void> {
  await db.execute(sql`select ${liveEventNotice(event)}`);
}
