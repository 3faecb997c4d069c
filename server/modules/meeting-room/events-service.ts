import type { LiveEventHub } from '../../db/live-events/live-event-hub';
import type { LiveSignal } from '../../db/live-events/live-event';
import type { ServiceContext } from '../../plugins/service-context';
import { findMeetingAccess, type MeetingAccess } from '../meetings';
import type { EventStream } from './event-stream';
import { canStillSeeRoom, loadRoomMeeting } from './policy';

/** What the room's stream tells the browser: what changed (it reads the room again), or why it ends. */
export const RoomEvents = {
  ready: 'ready',
  change: 'change',
  resync: 'resync',
  revoked: 'revoked',
} as const;

/**
 * meeting/events/{id}, before it answers: checks access like the room (a refusal is a normal JSON error)
 * and waits until this process listens, so nothing committed after the browser's next read is missed.
 */
export async function prepareRoomEvents(ctx: ServiceContext, hub: LiveEventHub, meetingId: string) {
  const meeting = await loadRoomMeeting(ctx.db, ctx.auth, meetingId);
  await hub.listening();
  return meeting;
}

/**
 * Relays the meeting's events to the stream until it closes. A change of its teams' memberships checks
 * access again: a member removed from the team hears `revoked` and the stream ends.
 */
export function relayRoomEvents(
  ctx: ServiceContext,
  hub: LiveEventHub,
  meeting: MeetingAccess,
  stream: EventStream,
): void {
  const recheck = async () => {
    const now = await findMeetingAccess(
      ctx.db,
      { meetingId: meeting.meetingId },
      ctx.auth.locationId,
      ctx.auth.userId,
    );
    if (now && canStillSeeRoom(ctx.auth, now)) return;
    stream.send(RoomEvents.revoked, {});
    stream.close();
  };
  const onSignal = (signal: LiveSignal) => {
    if (signal.kind === 'resync') return stream.send(RoomEvents.resync, {});
    if (signal.kind === 'access') {
      recheck().catch((error: unknown) => {
        ctx.log.error({ err: error }, 'meeting events: access check failed');
        stream.close();
      });
      return;
    }
    stream.send(RoomEvents.change, { Kind: signal.kind, ItemId: signal.itemId ?? null });
  };
  const unsubscribe = [
    hub.subscribe({ meetingId: meeting.meetingId }, onSignal),
    ...meeting.teamIds.map((teamId) =>
      hub.subscribe({ teamId }, (signal) => signal.kind === 'access' && onSignal(signal)),
    ),
  ];
  stream.onClose(() => unsubscribe.forEach((stop) => stop()));
  stream.send(RoomEvents.ready, {});
}
