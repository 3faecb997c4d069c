import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, Page } from '@shared/schemas/lists';
import type { ManagedTeam } from '@shared/schemas/teams';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

export const getManagedTeams = (query: ListQuery, signal?: AbortSignal) => {
  const search = new URLSearchParams({
    Page: String(query.Page),
    PageSize: String(query.PageSize),
    SortDirection: query.SortDirection,
  });
  if (query.Search) search.set('Search', query.Search);
  return api.get<Page<ManagedTeam>>(`/team/getPagedByLocationId?${search.toString()}`, { signal });
};

export const getManagedTeamsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: teamKeys.managed(query),
    queryFn: ({ signal }) => getManagedTeams(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the school's teams with their members (Manage Teams). */
export const useManagedTeams = (query: ListQuery) => useQuery(getManagedTeamsQueryOptions(query));
