import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NonMeetingDay, SaveNonMeetingDayRequest } from '@shared/schemas/school-settings';
import { api } from '../../../lib/api-client';
import { schoolSettingsQueryKey } from './get-school-settings';

/** Adds a holiday or break (Id '0') or changes one. */
export const saveNonMeetingDay = (body: SaveNonMeetingDayRequest): Promise<NonMeetingDay> =>
  api.post<NonMeetingDay>('/school/saveNonMeetingDay', body);

export function useSaveNonMeetingDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNonMeetingDay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schoolSettingsQueryKey }),
  });
}
