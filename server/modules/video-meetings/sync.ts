import { VideoMeetingMessages } from '@shared/schemas/video-meetings';
import type { AppContext } from '../../plugins/service-context';
import { videoProviderOf, type VideoProviderConfig } from './config';
import { ConnectionProblem, withAccessToken } from './connection';
import { createMeeting, deleteMeeting, ProviderError, updateMeeting } from './provider-client';

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

/** The provider-held details of a meeting: what a change must reach the provider for. */
export interface VideoMeetingDetails {
  subject: string;
  startDateTime: Date;
  endDateTime: Date;
}

/** What meeting/save asks of the provider. */
export interface VideoMeetingChange extends VideoMeetingDetails {
  /** SetupZoomMeeting: create the provider's meeting when the meeting has none. */
  setup: boolean;
  /** RemoveZoomMeeting: delete the provider's meeting. */
  remove: boolean;
  /** The stored columns; NO_VIDEO_MEETING for a new meeting. */
  current: VideoMeetingFields;
  /** The stored subject and times; when given and unchanged, the provider's meeting is left alone. */
  previous?: VideoMeetingDetails;
}

/** The columns to store, and a message for the user when the provider failed (the meeting still saves). */
export interface VideoMeetingOutcome {
  fields: VideoMeetingFields;
  problem: string | null;
}

/**
 * The user's message for a failed provider action; unexpected errors go on up. A connection problem of
 * someone else (the host of a meeting an admin edits) is theirs to fix, so the message names the host.
 */
function problemOf(
  ctx: AppContext,
  callerUserId: string,
  connectionUserId: string,
  error: unknown,
  failureMessage: string,
): string {
  if (error instanceof ConnectionProblem) {
    if (connectionUserId !== callerUserId) return VideoMeetingMessages.hostMustReconnect;
    return error.reason === 'broken'
      ? VideoMeetingMessages.needsReconnect
      : VideoMeetingMessages.notConnected;
  }
  if (!(error instanceof ProviderError)) throw error;
  ctx.log.warn({ status: error.status, kind: error.kind }, 'video provider call failed');
  return failureMessage;
}

interface ProviderAction {
  /** Whose connection the action uses: the caller for a new meeting, the host for an existing one. */
  connectionUserId: string;
  /** The columns kept when the action fails. */
  fallback: VideoMeetingFields;
  failureMessage: string;
  run: (accessToken: string) => Promise<VideoMeetingFields>;
}

/**
 * Runs one provider action. On failure the stored columns stay as they were and the user gets the
 * action's failure message, or the reconnect / connect message when the connection is the cause.
 */
async function withConnection(
  ctx: AppContext,
  config: VideoProviderConfig,
  callerUserId: string,
  action: ProviderAction,
): Promise<VideoMeetingOutcome> {
  try {
    return {
      fields: await withAccessToken(ctx.db, config, action.connectionUserId, action.run),
      problem: null,
    };
  } catch (error) {
    return {
      fields: action.fallback,
      problem: problemOf(ctx, callerUserId, action.connectionUserId, error, action.failureMessage),
    };
  }
}

const sameDetails = (a: VideoMeetingDetails, b: VideoMeetingDetails) =>
  a.subject === b.subject &&
  a.startDateTime.getTime() === b.startDateTime.getTime() &&
  a.endDateTime.getTime() === b.endDateTime.getTime();

/**
 * Creates, updates or removes the provider's meeting through the caller's connection (or the host's, for
 * an existing one), before meeting/save writes its transaction. An existing provider meeting is updated
 * only when its subject or times changed (or, without `previous`, on every save: one idempotent call).
 */
export async function syncVideoMeeting(
  ctx: AppContext,
  callerUserId: string,
  change: VideoMeetingChange,
): Promise<VideoMeetingOutcome> {
  const { current } = change;
  const config = videoProviderOf(ctx.env);
  const meetingId = current.zoomMeetingId;
  if (!config) {
    // Removing with the integration off forgets the link. The provider's meeting cannot be reached without
    // the integration, so it stays at the provider until its host deletes it there.
    if (change.remove && meetingId !== null) return { fields: NO_VIDEO_MEETING, problem: null };
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
    return withConnection(ctx, config, callerUserId, {
      connectionUserId: callerUserId,
      fallback: current,
      failureMessage: VideoMeetingMessages.setupFailed,
      run: async (token) => {
        const created = await createMeeting(config, token, details);
        return {
          zoomJoinLink: created.joinUrl,
          zoomMeetingId: created.id,
          zoomMeetingPasscode: created.password,
          videoHostUserId: callerUserId,
        };
      },
    });
  }

  if (!change.remove && change.previous && sameDetails(change.previous, details)) {
    return { fields: current, problem: null };
  }
  if (current.videoHostUserId === null) {
    // The host's account is gone: nothing can change the provider's meeting; removing just forgets it.
    return change.remove
      ? { fields: NO_VIDEO_MEETING, problem: null }
      : { fields: current, problem: VideoMeetingMessages.updateFailed };
  }
  return withConnection(
    ctx,
    config,
    callerUserId,
    change.remove
      ? removal(config, { ...current, videoHostUserId: current.videoHostUserId }, meetingId)
      : {
          connectionUserId: current.videoHostUserId,
          fallback: current,
          failureMessage: VideoMeetingMessages.updateFailed,
          run: (token) => updateMeeting(config, token, meetingId, details).then(() => current),
        },
  );
}

/** Deletes the provider's meeting with its host's connection and clears the columns. */
function removal(
  config: VideoProviderConfig,
  fields: VideoMeetingFields & { videoHostUserId: string },
  meetingId: string,
): ProviderAction {
  return {
    connectionUserId: fields.videoHostUserId,
    fallback: fields,
    failureMessage: VideoMeetingMessages.removeFailed,
    run: (token) => deleteMeeting(config, token, meetingId).then(() => NO_VIDEO_MEETING),
  };
}

/**
 * Deletes the provider's meeting of a cancelled meeting, or of a save whose write failed; best effort (a
 * failure is logged, not thrown).
 */
export async function removeVideoMeetingOf(ctx: AppContext, fields: VideoMeetingFields): Promise<void> {
  const config = videoProviderOf(ctx.env);
  const { zoomMeetingId, videoHostUserId } = fields;
  if (!config || zoomMeetingId === null || videoHostUserId === null) return;
  const outcome = await withConnection(
    ctx,
    config,
    videoHostUserId,
    removal(config, { ...fields, videoHostUserId }, zoomMeetingId),
  );
  if (outcome.problem)
    ctx.log.warn({ zoomMeetingId }, `video meeting not removed at the provider: ${outcome.problem}`);
}
