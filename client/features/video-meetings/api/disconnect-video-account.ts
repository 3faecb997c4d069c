import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoIntegrationStatus } from '@shared/schemas/video-meetings';
import { api } from '../../../lib/api-client';
import { videoIntegrationStatusQueryKey } from './get-video-integration-status';

export const disconnectVideoAccount = (): Promise<VideoIntegrationStatus> =>
  api.post<VideoIntegrationStatus>('/zoomapi/revokeZoomAccess');

export function useDisconnectVideoAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectVideoAccount,
    onSuccess: (status) => queryClient.setQueryData(videoIntegrationStatusQueryKey, status),
  });
}
