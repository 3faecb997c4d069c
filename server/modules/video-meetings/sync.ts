import type { FastifyInstance } from 'fastify';
import { VideoMeetingMessages } from '@shared/schemas/video-meetings';
import { videoProviderOf, type VideoProviderConfig } from './config';
import { accessTokenOf, ConnectionProblem } from './connection';
import { createMeeting, deleteMeeting, ProviderError, updateMeeting } from './provider-client';
import { markConnectionBroken } from './repository';

/** A meeting's video-meeting columns. Never the host's start link: its token expires within hours. */
export interface VideoMeetingFields {
  zoomJoinLink: string | null;
  zoomMeetingId: string | null;
  zoomMeetingPasscode: string | null;
  videoHostUserId: string | null;
}

export const NO_VIDEO_MEETING: VideoMeetingFields = {
  zoomJoinLink: null,
  zoomMeetingId: null,
  zoomMeetingPasscode: null,
  videoHostUserId: null,
};

/** What meeting/save asks of the provider. */
export interface VideoMeetingChange {
  /** SetupZoomMeeting: create the provider's meeting when the meeting has none. */
  setup: boolean;
  /** RemoveZoomMeeting: delete the provider's meeting. */
  remove: boolean;
  subject: string;
  startDateTime: Date;
  endDateTime: Date;
  /** The stored columns; NO_VIDEO_MEETING for a new meeting. */
  current: VideoMeetingFields;
}

/** The columns to store, and a message for the user when the provider failed (the meeting still saves). */
export interface VideoMeetingOutcome {
  fields: VideoMeetingFields;
  problem: string | null;
}

/** The user's message for a failed provider action; unexpected errors go on up. */
async function problemOf(app: FastifyInstance, userId: string, error: unknown, failureMessage: string) {
  if (error instanceof ConnectionProblem) {
    return error.reason === 'broken'
      ? VideoMeetingMessages.needsReconnect
      : VideoMeetingMessages.notConnected;
  }
  if (!(error instanceof ProviderError)) throw error;
  app.log.warn({ status: error.status, kind: error.kind }, 'video provider call failed');
  if (error.kind === 'unavailable') return failureMessage;
  // The provider refused a token we thought valid (revoked at the provider): the user must reconnect.
  await markConnectionBroken(app.db, userId);
  return VideoMeetingMessages.needsReconnect;
}

/**
 * Runs one provider action with `userId`'s connection. On failure the stored columns stay as they were
 * and the user gets `failureMessage`, or the reconnect / connect message when the connection is the cause.
 */
async function withConnection(
  app: FastifyInstance,
  config: VideoProviderConfig,
  userId: string,
  fallback: VideoMeetingFields,
  failureMessage: string,
  action: (accessToken: string) => Promise<VideoMeetingFields>,
): Promise<VideoMeetingOutcome> {
  try {
    return { fields: await action(await accessTokenOf(app.db, config, userId)), problem: null };
  } catch (error) {
    return { fields: fallback, problem: await problemOf(app, userId, error, failureMessage) };
  }
}

/**
 * Creates, updates or removes the provider's meeting through the caller's connection (or the host's, for
 * an existing one), before meeting/save writes its transaction. The change carries no previous subject or
 * times, so an existing provider meeting is updated on every save: one idempotent call.
 */
export async function syncVideoMeeting(
  app: FastifyInstance,
  callerUserId: string,
  change: VideoMeetingChange,
): Promise<VideoMeetingOutcome> {
  const { current } = change;
  const config = videoProviderOf(app.env);
  const meetingId = current.zoomMeetingId;
  if (!config) {
    const problem = change.setup && meetingId === null ? VideoMeetingMessages.notConfigured : null;
    return { fields: current, problem };
  }
  const details = {
    subject: change.subject,
    startDateTime: change.startDateTime,
    endDateTime: change.endDateTime,
  };

  if (meetingId === null) {
    if (!change.setup || change.remove) return { fields: current, problem: null };
    return withConnection(
      app,
      config,
      callerUserId,
      current,
      VideoMeetingMessages.setupFailed,
      async (token) => {
        const created = await createMeeting(config, token, details);
        return {
          zoomJoinLink: created.joinUrl,
          zoomMeetingId: created.id,
          zoomMeetingPasscode: created.password,
          videoHostUserId: callerUserId,
        };
      },
    );
  }

  if (current.videoHostUserId === null) {
    // The host's account is gone: nothing can change the provider's meeting; removing just forgets it.
    return change.remove
      ? { fields: NO_VIDEO_MEETING, problem: null }
      : { fields: current, problem: VideoMeetingMessages.updateFailed };
  }
  if (change.remove) {
    return withConnection(
      app,
      config,
      current.videoHostUserId,
      current,
      VideoMeetingMessages.removeFailed,
      (token) => deleteMeeting(config, token, meetingId).then(() => NO_VIDEO_MEETING),
    );
  }
  return withConnection(
    app,
    config,
    current.videoHostUserId,
    current,
    VideoMeetingMessages.updateFailed,
    (token) => updateMeeting(config, token, meetingId, details).then(() => current),
  );
}

/** Deletes the provider's meeting of a cancelled meeting; best effort (a failure is logged, not thrown). */
export async function removeVideoMeetingOf(app: FastifyInstance, fields: VideoMeetingFields): Promise<void> {
  const config = videoProviderOf(app.env);
  const { zoomMeetingId, videoHostUserId } = fields;
  if (!config || zoomMeetingId === null || videoHostUserId === null) return;
  const outcome = await withConnection(
    app,
    config,
    videoHostUserId,
    fields,
    VideoMeetingMessages.removeFailed,
    (token) => deleteMeeting(config, token, zoomMeetingId).then(() => NO_VIDEO_MEETING),
  );
  if (outcome.problem)
    app.log.warn({ zoomMeetingId }, `video meeting of a cancelled meeting not removed: ${outcome.problem}`);
}
