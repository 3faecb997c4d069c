/**
 * The period an insights answer covers: whole school days, From and To both counted (YYYY-MM-DD). A date
 * left out is the server's default (To today, From 29 days before To).
 */
export interface InsightsPeriod {
  from?: string;
  to?: string;
}

/** Query keys of the insights feature: every answer is stale together. */
export const insightsKeys = {
  all: ['insights'] as const,
  school: (period: InsightsPeriod, school: string | undefined) =>
    ['insights', 'school', period, school ?? null] as const,
  district: (period: InsightsPeriod) => ['insights', 'district', period] as const,
  team: (teamId: string, period: InsightsPeriod) => ['insights', 'team', teamId, period] as const,
};

/** The period as a URL's query (`?from=&to=`), for the API and its CSV downloads alike. */
export const periodQuery = ({ from, to }: InsightsPeriod) => ({ from, to });
