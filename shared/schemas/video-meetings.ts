import { z } from 'zod';

/**
 * meeting/checkIfZoomIntegrationExists: whether the server has a video-meeting provider configured and
 * whether the caller's account is connected to it. NeedsReconnect is set when a token refresh failed.
 */
export const VideoIntegrationStatusSchema = z.object({
  IsConfigured: z.boolean(),
  IsConnected: z.boolean(),
  NeedsReconnect: z.boolean(),
});
export type VideoIntegrationStatus = z.infer<typeof VideoIntegrationStatusSchema>;

/** The status of a server without the integration; the client assumes it when the status cannot be read. */
export const NO_VIDEO_INTEGRATION: VideoIntegrationStatus = {
  IsConfigured: false,
  IsConnected: false,
  NeedsReconnect: false,
};

/** Texts of the video-meeting integration (the spec gives none; these are ours). */
export const VideoMeetingMessages = {
  notConfigured: 'Video meetings are not configured on this server.',
  connected: 'Your video meeting account is connected.',
  disconnected: 'Your video meeting account is disconnected.',
  needsReconnect: 'Your video meeting connection has expired. Please reconnect it in My Account.',
  /** My Account's own wording: the user is already there. */
  needsReconnectHere:
    'Your video meeting connection has expired. Reconnect your account to set up video meetings again.',
  hostMustReconnect: "The video meeting's host must reconnect their video meeting account.",
  notConnected: 'Connect a video meeting account in My Account first.',
  setupFailed: 'The video meeting could not be set up. The meeting was saved without it.',
  updateFailed: 'The video meeting could not be updated. The meeting was saved.',
  removeFailed: 'The video meeting could not be removed. The meeting was saved.',
  notCompleted: 'The video meeting account was not connected.',
  badState: 'The video meeting connection request is not valid. Please try connecting again.',
  exchangeFailed: 'The video meeting service refused the connection. Please try connecting again.',
  providerUnreachable: 'The video meeting service could not be reached. Please try again later.',
} as const;

/** zoomapi/getClientId: where the browser goes to grant access. State binds the answer to this session. */
export const VideoClientIdSchema = z.object({
  ClientId: z.string(),
  AuthorizeUrl: z.url(),
});
export type VideoClientId = z.infer<typeof VideoClientIdSchema>;

/** zoomapi/zoomUserResponse: what the provider sent back to /zoomIntegrationResponse. */
export const VideoUserResponseRequestSchema = z.object({
  Code: z.string().trim().min(1, 'Code is required').max(2000),
  State: z.string().trim().min(1, 'State is required').max(200),
});
export type VideoUserResponseRequest = z.infer<typeof VideoUserResponseRequestSchema>;
