import type { Db } from '../../db/database';
import type { LiveEventKind } from '../../db/live-events/live-event';
import { publishLiveEvent } from '../../db/live-events/publish-live-event';

/**
 * Tells the meeting's open rooms what changed (they read it again). Called with the writer's transaction
 * where there is one: the rooms hear of the change only once it is committed.
 */
export const announceRoomChange = (db: Db, meetingId: string, kind: LiveEventKind, itemId?: string) =>
  publishLiveEvent(db, itemId ? { meetingId, kind, itemId } : { meetingId, kind });
