import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '@shared/schemas/common';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './keys';

/** meeting/getNoteTakerOptions/{teamId}: the team's active staff, by last name. */
export const getNoteTakerOptions = (teamId: string, signal?: AbortSignal) =>
  api.get<Option[]>(`/meeting/getNoteTakerOptions/${encodeURIComponent(teamId)}`, { signal });

export const getNoteTakerOptionsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: meetingKeys.noteTakerOptions(teamId),
    queryFn: ({ signal }) => getNoteTakerOptions(teamId, signal),
  });

/** Disabled until a team is chosen. */
export const useNoteTakerOptions = (teamId: string | null) =>
  useQuery({ ...getNoteTakerOptionsQueryOptions(teamId ?? ''), enabled: teamId !== null });
