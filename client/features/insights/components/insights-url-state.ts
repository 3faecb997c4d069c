import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toQueryString } from '../../../lib/query-string';
import type { InsightsPeriod } from '../api/keys';

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: string | null) => (value !== null && API_DATE.test(value) ? value : undefined);

/** The two views of /insights: the school's teams, or (super admins) the district's schools. */
export type InsightsView = 'school' | 'district';
const VIEW_PARAM = 'view';

/** The period an insights URL asks for (`?from=&to=`); a date that is not YYYY-MM-DD is left out. */
export const insightsPeriodOf = (search: URLSearchParams): InsightsPeriod => ({
  from: dateOf(search.get('from')),
  to: dateOf(search.get('to')),
});

/** The view an /insights URL shows: the district's with `view=district`, else the school's. */
export const insightsViewOf = (search: URLSearchParams): InsightsView =>
  search.get(VIEW_PARAM) === 'district' ? 'district' : 'school';

/** The query string of an insights URL with this period (and view): for links between the screens. */
export const insightsSearch = (period: InsightsPeriod, view: InsightsView = 'school') =>
  toQueryString({ [VIEW_PARAM]: view === 'district' ? view : undefined, from: period.from, to: period.to });

/**
 * The period and view an insights screen shows, kept in its URL so a reload, Back and a shared link show
 * the same figures.
 */
export function useInsightsUrlState() {
  const [search, setSearch] = useSearchParams();
  const period = useMemo(() => insightsPeriodOf(search), [search]);
  const view = insightsViewOf(search);

  const update = useCallback(
    (change: Partial<InsightsPeriod> & { view?: InsightsView }) =>
      setSearch(
        (current) => {
          const next = { ...insightsPeriodOf(current), view: insightsViewOf(current), ...change };
          return insightsSearch(next, next.view);
        },
        { preventScrollReset: true },
      ),
    [setSearch],
  );

  return {
    period,
    view,
    /** Both dates at once: a date left to its default is written down once the other is chosen. */
    setPeriod: useCallback((next: InsightsPeriod) => update({ from: next.from, to: next.to }), [update]),
    /** Back to the server's default period, the last 30 days. */
    resetPeriod: useCallback(() => update({ from: undefined, to: undefined }), [update]),
    setView: useCallback((next: InsightsView) => update({ view: next }), [update]),
  };
}

export type InsightsUrlState = ReturnType<typeof useInsightsUrlState>;
