import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveMeetingSeriesRequest, SaveMeetingSeriesResponse } from '@shared/schemas/meeting-series';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './keys';

/** meetingSeries/save: Id '0' makes the series and every meeting of it. */
export const saveMeetingSeries = (body: SaveMeetingSeriesRequest) =>
  api.post<SaveMeetingSeriesResponse>('/meetingSeries/save', body);

export function useSaveMeetingSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMeetingSeries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
