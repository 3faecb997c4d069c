import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, Page } from '@shared/schemas/lists';
import type { ManagedTeam } from '@shared/schemas/teams';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { teamKeys } from './query-keys';

export const getManagedTeams = (query: ListQuery, signal?: AbortSignal) =>
  api.get<Page<ManagedTeam>>(`/team/getPagedByLocationId${toQueryString({ ...query })}`, { signal });

export const getManagedTeamsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: teamKeys.managed(query),
    queryFn: ({ signal }) => getManagedTeams(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the school's teams with their members (Manage Teams). */
export const useManagedTeams = (query: ListQuery) => useQuery(getManagedTeamsQueryOptions(query));
