import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '@shared/schemas/search';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { type SearchParams, searchKeys } from './keys';

/** GET search: without a kind the overview (each kind's first results and count), with one a page of it. */
export const getSearchResults = ({ q, kind, teamId, from, to, page }: SearchParams, signal?: AbortSignal) =>
  api.get<SearchResults>(
    `/search${toQueryString({ q, kind, teamId, from, to, page: kind && page > 0 ? page : undefined })}`,
    { signal },
  );

export const getSearchResultsQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => getSearchResults(params, signal),
    // The last answer stays while the next loads, so results do not flash away at every keystroke, filter or
    // page; but only an answer of the same shape: the overview's groups never stand in for a page of one kind.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].kind === params.kind ? previous : undefined,
  });

/** The results of one search; nothing is asked while `enabled` is false (no words, or words the server refuses). */
export const useSearch = (params: SearchParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getSearchResultsQueryOptions(params), enabled });
