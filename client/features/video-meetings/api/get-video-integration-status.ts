import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoIntegrationStatus } from '@shared/schemas/video-meetings';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';

/**
 * Under the meetings root: a meeting save can find the connection broken, and its refresh of
 * [QueryRoot.meetings] then brings the status up to date too.
 */
export const videoIntegrationStatusQueryKey = [QueryRoot.meetings, 'video-integration-status'] as const;

export const getVideoIntegrationStatus = (signal?: AbortSignal): Promise<VideoIntegrationStatus> =>
  api.get<VideoIntegrationStatus>('/meeting/checkIfZoomIntegrationExists', { signal });

export const videoIntegrationStatusQueryOptions = () =>
  queryOptions({
    queryKey: videoIntegrationStatusQueryKey,
    queryFn: ({ signal }) => getVideoIntegrationStatus(signal),
  });

/**
 * Whether the server offers video meetings and whether the caller's account is connected to them: the one
 * reader of meeting/checkIfZoomIntegrationExists (My Account and, through its route, the meeting form).
 */
export const useVideoIntegrationStatus = () => useQuery(videoIntegrationStatusQueryOptions());
