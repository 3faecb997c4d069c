import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolInsights } from '@shared/schemas/insights';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { type InsightsPeriod, insightsKeys, periodQuery } from './keys';

/** The school's query: the period, and another school of the district (super admins) when one is named. */
const schoolQuery = (period: InsightsPeriod, school: string | undefined) =>
  toQueryString({ ...periodQuery(period), locationId: school });

/**
 * insights/getSchool: each team of the caller's school (admins) or each team they lead (leads); a super
 * admin's `school` names another school of the district.
 */
export const getSchoolInsights = (period: InsightsPeriod, school: string | undefined, signal?: AbortSignal) =>
  api.get<SchoolInsights>(`/insights/getSchool${schoolQuery(period, school)}`, { signal });

export const getSchoolInsightsQueryOptions = (period: InsightsPeriod, school: string | undefined) =>
  queryOptions({
    queryKey: insightsKeys.school(period, school),
    queryFn: ({ signal }) => getSchoolInsights(period, school, signal),
    placeholderData: keepPreviousData,
  });

export const useSchoolInsights = (period: InsightsPeriod, school: string | undefined) =>
  useQuery(getSchoolInsightsQueryOptions(period, school));

/** insights/getSchool.csv: the same table as a download (the session cookie goes with the link). */
export const schoolInsightsCsvHref = (period: InsightsPeriod, school: string | undefined) =>
  `/api/v1/insights/getSchool.csv${schoolQuery(period, school)}`;
