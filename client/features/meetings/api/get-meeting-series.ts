import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingSeries } from '@shared/schemas/meeting-series';
import { api } from '../../../lib/api-client';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';
import { meetingKeys } from './keys';

/** meetingSeries/getById/{id}: the series as its form edits it, with every occurrence. */
export const getMeetingSeries = (seriesId: string, signal?: AbortSignal) =>
  api.get<MeetingSeries>(`/meetingSeries/getById/${encodeURIComponent(seriesId)}`, { signal });

export const getMeetingSeriesQueryOptions = (seriesId: string) =>
  queryOptions({
    queryKey: meetingKeys.series(seriesId),
    queryFn: ({ signal }) => getMeetingSeries(seriesId, signal),
    ...FRESH_FOR_A_FORM,
  });

export const useMeetingSeries = (seriesId: string) => useQuery(getMeetingSeriesQueryOptions(seriesId));
