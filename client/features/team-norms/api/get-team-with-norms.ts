import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamWithNorms } from '@shared/schemas/team-norms';
import { api } from '../../../lib/api-client';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';

export const teamNormsQueryKey = (teamId: string) => ['team-norms', teamId] as const;

export const getTeamWithNorms = (teamId: string, signal?: AbortSignal): Promise<TeamWithNorms> =>
  api.get<TeamWithNorms>(`/team/getTeamWithNormsByTeamId/${encodeURIComponent(teamId)}`, { signal });

export const getTeamWithNormsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamNormsQueryKey(teamId),
    queryFn: ({ signal }) => getTeamWithNorms(teamId, signal),
    // The norms title and each norm's dialog are filled from it.
    ...FRESH_FOR_A_FORM,
  });

/** The team's norms title, its norms in order and whether the caller may change them. */
export const useTeamWithNorms = (teamId: string) => useQuery(getTeamWithNormsQueryOptions(teamId));
