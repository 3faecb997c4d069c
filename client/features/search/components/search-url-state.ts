import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_KINDS, type SearchKind } from '@shared/schemas/search';
import { teamFilterOf } from '../../../hooks/use-team-filter';
import type { SearchParams } from '../api/keys';
import { searchQueryString } from './search-href';

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The server's last page (SearchQuerySchema); a larger number in a URL asks for that one. */
const MAX_PAGE = 500;

const kindOf = (value: string | null): SearchKind | undefined => SEARCH_KINDS.find((kind) => kind === value);
const dateOf = (value: string | null) => (value !== null && API_DATE.test(value) ? value : undefined);
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? Math.min(page, MAX_PAGE) : 0;
};

/**
 * The search a /search URL shows. What the URL holds that the server would refuse as malformed (an unknown
 * kind, a team that is no id, a date not YYYY-MM-DD, a page without a kind) is left out rather than shown as
 * an error: a hand-edited or outdated link still searches. Words that are too long, and reversed dates, are
 * kept, for the screen to say what is wrong.
 */
export function searchParamsOf(search: URLSearchParams): SearchParams {
  const kind = kindOf(search.get('kind'));
  return {
    q: (search.get('q') ?? '').trim(),
    kind,
    teamId: teamFilterOf(search),
    from: dateOf(search.get('from')),
    to: dateOf(search.get('to')),
    page: kind ? pageOf(search.get('page')) : 0,
  };
}

/**
 * The search /search shows, kept in its URL so Back, Forward, a reload and a shared link show the same
 * results. Every change but a page's starts again at the first page.
 */
export function useSearchUrlState() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => searchParamsOf(search), [search]);

  const update = useCallback(
    (change: Partial<SearchParams>, options: { replace?: boolean } = {}) =>
      setSearch((current) => searchQueryString({ ...searchParamsOf(current), page: 0, ...change }), {
        preventScrollReset: true,
        ...options,
      }),
    [setSearch],
  );

  return {
    params,
    setWords: useCallback((q: string) => update({ q }), [update]),
    setKind: useCallback((kind: SearchKind | undefined) => update({ kind }), [update]),
    setTeamId: useCallback((teamId: string | undefined) => update({ teamId }), [update]),
    setFrom: useCallback((from: string | undefined) => update({ from }), [update]),
    setTo: useCallback((to: string | undefined) => update({ to }), [update]),
    setPage: useCallback(
      (page: number, options?: { replace?: boolean }) => update({ page }, options),
      [update],
    ),
    clearFilters: useCallback(
      () => update({ kind: undefined, teamId: undefined, from: undefined, to: undefined }),
      [update],
    ),
  };
}

export type SearchUrlState = ReturnType<typeof useSearchUrlState>;
