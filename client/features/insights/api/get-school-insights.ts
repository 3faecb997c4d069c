import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolInsights } from '@shared/schemas/insights';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { type InsightsPeriod, insightsKeys, periodQuery } from './keys';

/** insights/getSchool: each team of the caller's school (admins) or each team they lead (leads). */
export const getSchoolInsights = (period: InsightsPeriod, signal?: AbortSignal) =>
  api.get<SchoolInsights>(`/insights/getSchool${toQueryString(periodQuery(period))}`, { signal });

export const getSchoolInsightsQueryOptions = (period: InsightsPeriod) =>
  queryOptions({
    queryKey: insightsKeys.school(period),
    queryFn: ({ signal }) => getSchoolInsights(period, signal),
    placeholderData: keepPreviousData,
  });

export const useSchoolInsights = (period: InsightsPeriod) => useQuery(getSchoolInsightsQueryOptions(period));

/** insights/getSchool.csv: the same table as a download (the session cookie goes with the link). */
export const schoolInsightsCsvHref = (period: InsightsPeriod) =>
  `/api/v1/insights/getSchool.csv${toQueryString(periodQuery(period))}`;
