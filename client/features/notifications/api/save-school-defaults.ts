import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavePreferencesRequest, SchoolNotificationDefaults } from '@shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const saveSchoolDefaults = (body: SavePreferencesRequest): Promise<SchoolNotificationDefaults> =>
  api.post<SchoolNotificationDefaults>('/notification/saveSchoolDefaults', body);

/** Saves the school's defaults; members who never chose for a kind follow them, the admin included. */
export function useSaveSchoolDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchoolDefaults,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.schoolDefaults, saved);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences });
    },
  });
}
