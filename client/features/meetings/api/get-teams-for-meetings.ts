import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '@shared/schemas/common';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './keys';

/** meeting/getTeamsForMeetings: the teams the caller may schedule a meeting for (the server's rule). */
export const getTeamsForMeetings = (signal?: AbortSignal) =>
  api.get<Option[]>('/meeting/getTeamsForMeetings', { signal });

export const getTeamsForMeetingsQueryOptions = () =>
  queryOptions({ queryKey: meetingKeys.teamOptions(), queryFn: ({ signal }) => getTeamsForMeetings(signal) });

export const useTeamsForMeetings = () => useQuery(getTeamsForMeetingsQueryOptions());
