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
