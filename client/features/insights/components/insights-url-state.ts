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
const insightsPeriodOf = (search: URLSearchParams): InsightsPeriod => ({
  from: dateOf(search.get('from')),
  to: dateOf(search.get('to')),
});

/** The view an /insights URL shows: the district's with `view=district`, else the school's. */
const insightsViewOf = (search: URLSearchParams): InsightsView =>
  search.get(VIEW_PARAM) === 'district' ? 'district' : 'school';

/** The figures table's order: a column (figures.ts ids, or the name) and its direction. */
export interface FiguresSort {
  columnId: string;
  direction: 'asc' | 'desc';
}
/** Names A to Z, until a heading is chosen. */
export const NAME_SORT: FiguresSort = { columnId: 'name', direction: 'asc' };
const SORT_PARAM = 'sort';
const ORDER_PARAM = 'order';

/** Another school of the district a super admin drilled into (`?school=`), else the caller's own. */
const SCHOOL_PARAM = 'school';
const schoolOf = (search: URLSearchParams): string | undefined => search.get(SCHOOL_PARAM) || undefined;

/** The order an /insights URL asks for (`?sort=&order=`), else names A to Z. */
const figuresSortOf = (search: URLSearchParams): FiguresSort => {
  const columnId = search.get(SORT_PARAM);
  const order = search.get(ORDER_PARAM);
  if (!columnId) return NAME_SORT;
  return { columnId, direction: order === 'asc' ? 'asc' : 'desc' };
};

/** What an insights URL shows: the period, the view, the table's order and the school. */
export interface InsightsLink {
  period: InsightsPeriod;
  view?: InsightsView;
  sort?: FiguresSort;
  /** Another school of the district (super admins), shown in the school view. */
  school?: string | undefined;
}

/** The query string of an insights URL: for links between the screens. */
export const insightsSearch = ({ period, view = 'school', sort = NAME_SORT, school }: InsightsLink) =>
  toQueryString({
    [VIEW_PARAM]: view === 'district' ? view : undefined,
    [SCHOOL_PARAM]: view === 'school' ? school : undefined,
    from: period.from,
    to: period.to,
    [SORT_PARAM]: sort.columnId === NAME_SORT.columnId ? undefined : sort.columnId,
    [ORDER_PARAM]: sort.columnId === NAME_SORT.columnId ? undefined : sort.direction,
  });

/**
 * The period, view and table order an insights screen shows, kept in its URL so a reload, Back and a shared
 * link show the same figures in the same order.
 */
export function useInsightsUrlState() {
  const [search, setSearch] = useSearchParams();
  const period = useMemo(() => insightsPeriodOf(search), [search]);
  const view = insightsViewOf(search);
  const sort = useMemo(() => figuresSortOf(search), [search]);
  const school = schoolOf(search);

  const update = useCallback(
    (change: Partial<InsightsPeriod> & Omit<InsightsLink, 'period'>) =>
      setSearch(
        (current) => {
          const { view, sort, school, ...period } = {
            ...insightsPeriodOf(current),
            view: insightsViewOf(current),
            sort: figuresSortOf(current),
            school: schoolOf(current),
            ...change,
          };
          return insightsSearch({ period, view, sort, school });
        },
        { preventScrollReset: true },
      ),
    [setSearch],
  );

  return {
    period,
    view,
    school,
    /** Both dates at once: a date left to its default is written down once the other is chosen. */
    setPeriod: useCallback((next: InsightsPeriod) => update({ from: next.from, to: next.to }), [update]),
    /** Back to the server's default period, the last 30 days. */
    resetPeriod: useCallback(() => update({ from: undefined, to: undefined }), [update]),
    // The school and district tables have different columns: each view starts with names A to Z, and a tab
    // shows the caller's own school.
    setView: useCallback(
      (next: InsightsView) => update({ view: next, sort: NAME_SORT, school: undefined }),
      [update],
    ),
    sort,
    setSort: useCallback((next: FiguresSort) => update({ sort: next }), [update]),
  };
}

export type InsightsUrlState = ReturnType<typeof useInsightsUrlState>;
