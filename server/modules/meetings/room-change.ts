import type { Db } from '../../db/database';
import type { LiveEvent, LiveEventKind } from '../../db/live-events/live-event';
import { liveEventNotice, publishLiveEvent } from '../../db/live-events/publish-live-event';

const roomEvent = (meetingId: string, kind: LiveEventKind, itemId?: string): LiveEvent =>
  itemId ? { meetingId, kind, itemId } : { meetingId, kind };

/**
 * Tells the meeting's open rooms what changed (they read it again). Called with the writer's transaction
 * where there is one: the rooms hear of the change only once it is committed.
 */
export const announceRoomChange = (db: Db, meetingId: string, kind: LiveEventKind, itemId?: string) =>
  publishLiveEvent(db, roomEvent(meetingId, kind, itemId));

/** The same announcement as a column for a one-statement write's RETURNING list (see liveEventNotice). */
export const roomChangeNotice = (meetingId: string, kind: LiveEventKind) =>
  liveEventNotice(roomEvent(meetingId, kind));
