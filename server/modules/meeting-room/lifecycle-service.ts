import { MeetingRoomMessages, type MeetingLifecycle } from '@shared/schemas/meeting-room';
import { conflict, notFound } from '../../errors';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { noticeMinutesFinalised } from '../notifications';
import { announceRoomChange, findMeetingAccess, type MeetingAccess } from '../meetings';
import * as repo from './lifecycle-repository';
import { prepareMinutesMail, sendMinutesMail } from './minutes-service';
import { loadClosableMeeting, loadStartableMeeting } from './policy';
import { presentLifecycle } from './presenter';

/**
 * The meeting as it stands after a change (its access row read again, and the lifecycle's detail), its
 * open rooms told.
 */
async function changedLifecycle(ctx: ServiceContext, meetingId: string): Promise<MeetingLifecycle> {
  await announceRoomChange(ctx.db, meetingId, 'state');
  return currentLifecycle(ctx, meetingId);
}

async function currentLifecycle(ctx: ServiceContext, meetingId: string): Promise<MeetingLifecycle> {
  const { db, auth } = ctx;
  const meeting = await findMeetingAccess(db, { meetingId }, auth.locationId, auth.userId);
  if (!meeting) throw notFound();
  return presentLifecycle(auth, meeting, await repo.findLifecycleDetail(db, meetingId));
}

/**
 * The first visit to the room at or after the meeting's start starts it (as of its start time) when
 * nobody has; the meeting's access row after.
 */
export async function startWhenDue(ctx: ServiceContext, meeting: MeetingAccess, now: Date) {
  if (meeting.startedAt || meeting.minutesFinalizedAt || now < meeting.startDateTime) return meeting;
  if (await repo.markStarted(ctx.db, meeting.meetingId, 'meeting start')) {
    await announceRoomChange(ctx.db, meeting.meetingId, 'state');
  }
  return (await findMeetingAccess(
    ctx.db,
    { meetingId: meeting.meetingId },
    ctx.auth.locationId,
    ctx.auth.userId,
  ))!;
}

/** meeting/start/{id}: a lead or the note taker starts the meeting; starting it again changes nothing. */
export async function startMeeting(ctx: ServiceContext, meetingId: string): Promise<MeetingLifecycle> {
  const meeting = await loadStartableMeeting(ctx.db, ctx.auth, meetingId);
  if (meeting.minutesFinalizedAt) throw conflict(MeetingRoomMessages.alreadyFinalized);
  return withTransaction(ctx, async (tx) => {
    await repo.markStarted(tx.db, meetingId, new Date());
    return changedLifecycle(tx, meetingId);
  });
}

/** meeting/finalizeMinutes/{id}: a lead locks the minutes, and every member gets them by mail. */
export async function finalizeMinutes(ctx: ServiceContext, meetingId: string): Promise<MeetingLifecycle> {
  const meeting = await loadClosableMeeting(ctx.db, ctx.auth, meetingId);
  const { lifecycle, minutesMail } = await withTransaction(ctx, async (tx) => {
    if (!(await repo.markFinalized(tx.db, meetingId, ctx.auth.userId))) {
      throw conflict(MeetingRoomMessages.alreadyFinalized);
    }
    await noticeMinutesFinalised(tx, meetingId, ctx.auth.userId);
    const finalised = await changedLifecycle(tx, meetingId);
    const finalizedAt = finalised.MinutesFinalizedAt ? new Date(finalised.MinutesFinalizedAt) : null;
    return {
      lifecycle: finalised,
      minutesMail: await prepareMinutesMail(tx, { ...meeting, minutesFinalizedAt: finalizedAt }),
    };
  });
  sendMinutesMail(ctx, minutesMail);
  return lifecycle;
}

/** meeting/reopenMinutes/{id}: a lead unlocks finalised minutes, giving the reason (kept). */
export async function reopenMinutes(
  ctx: ServiceContext,
  meetingId: string,
  reason: string,
): Promise<MeetingLifecycle> {
  const { auth } = ctx;
  await loadClosableMeeting(ctx.db, auth, meetingId);
  const school = { districtId: auth.districtId, locationId: auth.locationId };
  return withTransaction(ctx, async (tx) => {
    if (!(await repo.markReopened(tx.db, school, meetingId, auth.userId, reason))) {
      throw conflict(MeetingRoomMessages.notFinalized);
    }
    return changedLifecycle(tx, meetingId);
  });
}
