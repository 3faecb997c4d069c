import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { schoolSettingsQueryKey } from './get-school-settings';

export const deleteNonMeetingDay = (dayId: string): Promise<string> =>
  api.delete<string>(`/school/deleteNonMeetingDay/${encodeURIComponent(dayId)}`);

export function useDeleteNonMeetingDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNonMeetingDay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schoolSettingsQueryKey }),
  });
}
