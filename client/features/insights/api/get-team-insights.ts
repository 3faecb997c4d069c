import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamInsights } from '@shared/schemas/insights';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { type InsightsPeriod, insightsKeys, periodQuery } from './keys';

const teamPath = (teamId: string) => `/insights/getTeam/${encodeURIComponent(teamId)}`;

/** insights/getTeam/{teamId}: the team's figures, its meetings held and the tasks its figures count. */
export const getTeamInsights = (teamId: string, period: InsightsPeriod, signal?: AbortSignal) =>
  api.get<TeamInsights>(`${teamPath(teamId)}${toQueryString(periodQuery(period))}`, { signal });

export const getTeamInsightsQueryOptions = (teamId: string, period: InsightsPeriod) =>
  queryOptions({
    queryKey: insightsKeys.team(teamId, period),
    queryFn: ({ signal }) => getTeamInsights(teamId, period, signal),
    // Only the same team's last answer stands in while another period loads, never another team's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === teamId ? keepPreviousData(previous) : undefined,
  });

export const useTeamInsights = (teamId: string, period: InsightsPeriod) =>
  useQuery(getTeamInsightsQueryOptions(teamId, period));

/** Which of the team's two lists a CSV holds. */
export type TeamInsightsTable = 'meetings' | 'tasks';

/** insights/getTeam/{teamId}.csv?table=: one of the team's lists as a download. */
export const teamInsightsCsvHref = (teamId: string, table: TeamInsightsTable, period: InsightsPeriod) =>
  `/api/v1${teamPath(teamId)}.csv${toQueryString({ ...periodQuery(period), table })}`;
