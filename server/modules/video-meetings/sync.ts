import type { FastifyInstance } from 'fastify';

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

/**
 * Creates, updates (subject or times changed) or removes the provider's meeting through the caller's
 * connection (or the host's, for an existing one), before meeting/save writes its transaction.
 * Placeholder until the video-meetings module lands: keeps the stored columns.
 */
export async function syncVideoMeeting(
  _app: FastifyInstance,
  _callerUserId: string,
  change: VideoMeetingChange,
): Promise<VideoMeetingOutcome> {
  return { fields: change.current, problem: null };
}

/** Deletes the provider's meeting of a cancelled meeting; best effort (a failure is logged, not thrown). */
export async function removeVideoMeetingOf(_app: FastifyInstance, _fields: VideoMeetingFields): Promise<void> {}
