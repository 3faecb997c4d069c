import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, SavePreferencesRequest } from '@shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const savePreferences = (body: SavePreferencesRequest): Promise<NotificationPreferences> =>
  api.post<NotificationPreferences>('/notification/savePreferences', body);

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
