import { useMutation } from '@tanstack/react-query';
import type { VideoClientId } from '@shared/schemas/video-meetings';
import { api } from '../../../lib/api-client';

export const getVideoClientId = (): Promise<VideoClientId> => api.get<VideoClientId>('/zoomapi/getClientId');

/** Fetches the provider's consent address (with this session's state) and leaves for it. */
export const useStartVideoConnection = () =>
  useMutation({
    mutationFn: getVideoClientId,
    onSuccess: ({ AuthorizeUrl }) => window.location.assign(AuthorizeUrl),
  });
