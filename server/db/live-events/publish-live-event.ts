import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { encodeLiveEvent, LIVE_EVENTS_CHANNEL, type LiveEvent } from './live-event';

/**
 * Tells every process's live-event hub that something changed. Call it with the writer's transaction:
 * PostgreSQL and PGlite hold the notification until COMMIT and drop it on ROLLBACK, so no room hears of a
 * change that did not happen, and each hears of it only once its reads can see it. Identical events in one
 * transaction arrive once.
 */
export async function publishLiveEvent(db: Db, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${encodeLiveEvent(event)})`);
}
