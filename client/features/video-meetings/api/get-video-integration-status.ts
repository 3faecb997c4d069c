import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoIntegrationStatus } from '@shared/schemas/video-meetings';
import { api } from '../../../lib/api-client';

export const videoIntegrationStatusQueryKey = ['video-integration-status'] as const;

export const getVideoIntegrationStatus = (signal?: AbortSignal): Promise<VideoIntegrationStatus> =>
  api.get<VideoIntegrationStatus>('/meeting/checkIfZoomIntegrationExists', { signal });

export const videoIntegrationStatusQueryOptions = () =>
  queryOptions({
    queryKey: videoIntegrationStatusQueryKey,
    queryFn: ({ signal }) => getVideoIntegrationStatus(signal),
  });

/** Whether the server offers video meetings and whether the caller's account is connected to them. */
export const useVideoIntegrationStatus = () => useQuery(videoIntegrationStatusQueryOptions());
