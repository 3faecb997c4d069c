import {
  MeetingMessages,
  type ParsedSaveMeetingRequest,
  type SaveMeetingResponse,
} from '@shared/schemas/meetings';
import type { Db } from '../../db/database';
import { badRequest, notFound, refuseStaleCopy, staleOrNotFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { authorizeAccess } from '../../plugins/record-access';
import { loadTeamAccess } from '../teams';
import { NO_VIDEO_MEETING, removeVideoMeetingOf, syncVideoMeeting } from '../video-meetings';
import { findMeetingDetail } from './detail-repository';
import { canScheduleForTeam, loadManageableMeeting } from './policy';
import { presentSavedMeeting } from './presenter';
import * as repo from './save-repository';

/** A meeting/save that passed every check and has its video columns: what the transaction writes. */
interface CheckedMeetingSave {
  meetingId: string | null;
  teamId: string;
  noteTakerId: string | null;
  fields: repo.MeetingFields;
  /** The Version the form loaded, when it sent one. */
  expectedVersion: number | undefined;
  videoMeetingProblem: string | null;
  /** The provider's meeting was created by this save: a failed write must delete it again. */
  createdVideoMeeting: boolean;
}

async function loadMeetingToEdit(db: Db, auth: AuthContext, meetingId: string) {
  await loadManageableMeeting(db, auth, meetingId);
  const meeting = await findMeetingDetail(db, meetingId, auth.locationId);
  if (!meeting) throw notFound();
  return meeting;
}

/**
 * Checks a meeting/save (times, rights, team, note taker) and settles the video meeting with the provider,
 * outside any transaction: a provider call must not hold one open.
 */
async function checkMeetingSave(
  ctx: ServiceContext,
  request: ParsedSaveMeetingRequest,
): Promise<CheckedMeetingSave> {
  const { db, auth } = ctx;
  const startDateTime = new Date(request.StartDateTime);
  const endDateTime = new Date(request.EndDateTime);
  if (endDateTime < startDateTime) throw badRequest(`EndDateTime: ${MeetingMessages.endBeforeStart}`);

  const existing = request.Id === null ? undefined : await loadMeetingToEdit(db, auth, request.Id);
  // Before the provider hears of it, or the provider's meeting would take the old subject or time while
  // ours keeps the newer one.
  if (existing) refuseStaleCopy(existing.version, request.Version);
  const teamId = request.MeetingTeams[0]!.TeamId;
  const team = await loadTeamAccess(db, auth, teamId);
  // Keeping one of the meeting's teams needs only the right to manage the meeting; a new team needs the
  // right to schedule for it.
  if (!existing?.teams.some((current) => current.teamId === teamId)) {
    authorizeAccess(auth, 'teamLead', canScheduleForTeam(auth, team));
  }
  const noteTakerId = request.MeetingResponsiblities[0]?.UserId ?? null;
  if (noteTakerId && !(await repo.isEligibleNoteTaker(db, teamId, noteTakerId, auth.locationId))) {
    throw badRequest(`MeetingResponsiblities: ${MeetingMessages.noteTakerNotEligible}`);
  }

  const video = await syncVideoMeeting(ctx, auth.userId, {
    setup: request.SetupZoomMeeting,
    remove: request.RemoveZoomMeeting,
    subject: request.Subject,
    startDateTime,
    endDateTime,
    current: existing
      ? {
          zoomJoinLink: existing.zoomJoinLink,
          zoomMeetingId: existing.zoomMeetingId,
          zoomMeetingPasscode: existing.zoomMeetingPasscode,
          videoHostUserId: existing.videoHostUserId,
        }
      : NO_VIDEO_MEETING,
    // Only a changed subject or time needs the provider: a new room or note taker does not.
    previous: existing && {
      subject: existing.subject,
      startDateTime: existing.startDateTime,
      endDateTime: existing.endDateTime,
    },
  });
  return {
    meetingId: existing?.id ?? null,
    teamId,
    noteTakerId,
    fields: {
      ...video.fields,
      subject: request.Subject,
      startDateTime,
      endDateTime,
      location: request.Location,
    },
    expectedVersion: request.Version,
    videoMeetingProblem: video.problem,
    createdVideoMeeting: !existing?.zoomMeetingId && video.fields.zoomMeetingId !== null,
  };
}

/** Writes a checked save inside the caller's transaction; returns the meeting id. */
async function writeMeeting(tx: Db, auth: AuthContext, save: CheckedMeetingSave): Promise<string> {
  const school = { districtId: auth.districtId, locationId: auth.locationId };
  if (save.meetingId) {
    await repo.lockMeeting(tx, save.meetingId, auth.locationId);
    const updated = await repo.updateMeeting(
      tx,
      save.meetingId,
      auth.locationId,
      save.fields,
      save.expectedVersion,
    );
    if (!updated) throw staleOrNotFound(save.expectedVersion);
  }
  const meetingId = save.meetingId ?? (await repo.insertMeeting(tx, school, save.fields, auth.userId));
  await repo.replaceTeamAndNoteTaker(tx, school, meetingId, save.teamId, save.noteTakerId);
  return meetingId;
}

/**
 * Runs the transaction that writes a checked save. The provider's meeting is created before it, so when
 * the write fails, a provider meeting this save created is deleted again (best effort) before the error
 * goes on: no orphan meeting at the provider.
 */
async function commitMeetingSave<T>(
  ctx: ServiceContext,
  save: CheckedMeetingSave,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await withTransaction(ctx, ({ db }) => write(db));
  } catch (error) {
    if (save.createdVideoMeeting) {
      await removeVideoMeetingOf(ctx, save.fields).catch((undoError: unknown) =>
        ctx.log.error({ err: undoError }, 'video meeting of a failed save not removed'),
      );
    }
    throw error;
  }
}

/**
 * meeting/save: creates (admins, leads of the chosen team) or updates (the meeting's managers) a meeting.
 * `alsoInTransaction` writes more in the same transaction (agendas moves items into a new meeting).
 */
export async function saveMeeting(
  ctx: ServiceContext,
  request: ParsedSaveMeetingRequest,
  alsoInTransaction?: (tx: Db, meetingId: string) => Promise<void>,
): Promise<SaveMeetingResponse> {
  const save = await checkMeetingSave(ctx, request);
  const meetingId = await commitMeetingSave(ctx, save, async (tx) => {
    const id = await writeMeeting(tx, ctx.auth, save);
    await alsoInTransaction?.(tx, id);
    return id;
  });
  return presentSavedMeeting(meetingId, save);
}
