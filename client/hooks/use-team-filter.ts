import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The URL's search parameter that keeps a list to one team, so a link, a reload or Back shows the same list. */
export const TEAM_FILTER_PARAM = 'teamId';

// A regular expression, not Zod: route-prefetch reads this on the first load, which stays free of Zod.
const TEAM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The team a URL keeps its lists to; anything but a team id is no filter. */
export function teamFilterOf(search: URLSearchParams): string | undefined {
  const value = search.get(TEAM_FILTER_PARAM);
  return value !== null && TEAM_ID.test(value) ? value : undefined;
}

/** The team filter in the URL, and its setter, which keeps the URL's other parameters. */
export function useTeamFilter() {
  const [search, setSearch] = useSearchParams();
  const setTeamId = useCallback(
    (teamId: string | undefined, options?: { replace?: boolean }) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (teamId) next.set(TEAM_FILTER_PARAM, teamId);
        else next.delete(TEAM_FILTER_PARAM);
        return next;
      }, options),
    [setSearch],
  );
  return [teamFilterOf(search), setTeamId] as const;
}
