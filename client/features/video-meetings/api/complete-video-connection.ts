import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoIntegrationStatus, VideoUserResponseRequest } from '@shared/schemas/video-meetings';
import { api } from '../../../lib/api-client';
import { videoIntegrationStatusQueryKey } from './get-video-integration-status';

/** Hands the provider's code and state to the server, which stores the connection. */
export const completeVideoConnection = (body: VideoUserResponseRequest): Promise<VideoIntegrationStatus> =>
  api.post<VideoIntegrationStatus>('/zoomapi/zoomUserResponse', body);

export function useCompleteVideoConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeVideoConnection,
    onSuccess: (status) => queryClient.setQueryData(videoIntegrationStatusQueryKey, status),
  });
}
