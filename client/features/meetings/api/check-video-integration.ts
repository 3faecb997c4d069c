import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoIntegrationStatus } from '@shared/schemas/video-meetings';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './keys';

/** meeting/checkIfZoomIntegrationExists: whether video meetings are configured and the caller connected. */
export const checkVideoIntegration = (signal?: AbortSignal) =>
  api.get<VideoIntegrationStatus>('/meeting/checkIfZoomIntegrationExists', { signal });

export const checkVideoIntegrationQueryOptions = () =>
  queryOptions({
    queryKey: meetingKeys.videoIntegration(),
    queryFn: ({ signal }) => checkVideoIntegration(signal),
  });

export const useVideoIntegration = () => useQuery(checkVideoIntegrationQueryOptions());
