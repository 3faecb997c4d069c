import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DistrictInsights } from '@shared/schemas/insights';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { type InsightsPeriod, insightsKeys, periodQuery } from './keys';

/** insights/getDistrict (super admins): each school of the district, its teams added up. */
export const getDistrictInsights = (period: InsightsPeriod, signal?: AbortSignal) =>
  api.get<DistrictInsights>(`/insights/getDistrict${toQueryString(periodQuery(period))}`, { signal });

export const getDistrictInsightsQueryOptions = (period: InsightsPeriod) =>
  queryOptions({
    queryKey: insightsKeys.district(period),
    queryFn: ({ signal }) => getDistrictInsights(period, signal),
    placeholderData: keepPreviousData,
  });

export const useDistrictInsights = (period: InsightsPeriod) =>
  useQuery(getDistrictInsightsQueryOptions(period));

/** insights/getDistrict.csv: the same table as a download. */
export const districtInsightsCsvHref = (period: InsightsPeriod) =>
  `/api/v1/insights/getDistrict.csv${toQueryString(periodQuery(period))}`;
