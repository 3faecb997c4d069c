import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingOption } from '@shared/schemas/meetings';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

export const getMoveTargets = (meetingId: string, signal?: AbortSignal): Promise<MeetingOption[]> =>
  api.get<MeetingOption[]>(`/meeting/getMoveTargetsForAgendaItems/${encodeURIComponent(meetingId)}`, {
    signal,
  });

export const getMoveTargetsQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: agendaKeys.moveTargets(meetingId),
    queryFn: ({ signal }) => getMoveTargets(meetingId, signal),
  });

/** The upcoming meetings the agenda's items may move to. */
export const useMoveTargets = (meetingId: string) => useQuery(getMoveTargetsQueryOptions(meetingId));
