import type { z } from 'zod';
import {
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_LIST_LIMIT,
  INSIGHTS_MAX_DAYS,
  InsightsMessages,
  daysInPeriod,
  type DistrictInsights,
  type InsightsQuerySchema,
  type SchoolInsights,
  type SchoolInsightsQuerySchema,
  type TeamInsights,
  type TeamInsightsCsvQuerySchema,
} from '@shared/schemas/insights';
import { authorize, badRequest, forbidden, notFound } from '../../errors';
import { csvFileName, type CsvDocument } from '../../lib/csv';
import { addCalendarDays, schoolDayOf } from '../../lib/school-time';
import { sharedRuns } from '../../lib/shared-run';
import { authorizeAccess } from '../../plugins/record-access';
import type { ServiceContext } from '../../plugins/service-context';
import { findDistrictSchool, findSchool } from '../school-calendar';
import { isAnyTeamLead, loadTeamAccess } from '../teams';
import { districtCsv, schoolCsv, teamMeetingsCsv, teamTasksCsv } from './csv-tables';
import {
  canOpenTeamRecords,
  canSeeDistrictInsights,
  canSeeSchoolInsights,
  canSeeTeamInsights,
  seesEveryTeam,
  seesOtherSchools,
} from './policy';
import { presentDistrictInsights, presentSchoolInsights, presentTeamInsights } from './presenter';
import * as repo from './repository';

type PeriodQuery = z.output<typeof InsightsQuerySchema>;
type SchoolQuery = z.output<typeof SchoolInsightsQuerySchema>;

/** The caller's school: its name, and its clock, whose today ends a period asked for without `to`. */
async function callerSchool({ db, auth }: ServiceContext) {
  const school = await findSchool(db, auth.locationId);
  if (!school) throw notFound();
  return school;
}

/**
 * The school a question names: the caller's own, or (super admins) another school of their district;
 * any other school is not found.
 */
async function namedSchool(ctx: ServiceContext, locationId: string | undefined) {
  const { db, auth } = ctx;
  if (locationId === undefined || locationId === auth.locationId) {
    return { school: await callerSchool(ctx), isOther: false };
  }
  const school = seesOtherSchools(auth)
    ? await findDistrictSchool(db, auth.districtId, locationId)
    : undefined;
  if (!school) throw notFound();
  return { school, isOther: true };
}

/**
 * The period asked for, its missing dates filled in: `to` is today on the school's clock, `from` the 29th
 * day before `to`. The schema checked two dates given together; one given alone is checked here alike.
 */
function periodOf(query: PeriodQuery, today: string, now: Date): repo.InsightsPeriod {
  const to = query.to ?? today;
  const from = query.from ?? addCalendarDays(to, 1 - INSIGHTS_DEFAULT_DAYS);
  if (from > to) throw badRequest(`from: ${InsightsMessages.datesReversed}`);
  if (daysInPeriod(from, to) > INSIGHTS_MAX_DAYS) throw badRequest(`from: ${InsightsMessages.tooLong}`);
  return { from, to, now };
}

const periodAt = (ctx: ServiceContext, query: PeriodQuery, timeZone: string) => {
  const now = ctx.clock.now();
  return periodOf(query, schoolDayOf(now, timeZone), now);
};

/**
 * GET insights/getSchool: every team of the caller's school for its admins, the teams they lead for a lead;
 * for a super admin, any school of the district (`locationId`).
 */
export async function getSchoolInsights(ctx: ServiceContext, query: SchoolQuery): Promise<SchoolInsights> {
  const { db, auth } = ctx;
  const everyTeam = seesEveryTeam(auth);
  const allowed = canSeeSchoolInsights(auth, !everyTeam && (await isAnyTeamLead(db, auth.userId)));
  authorizeAccess(auth, 'teamLead', allowed, allowed ? undefined : forbidden(InsightsMessages.notAllowed));
  const { school, isOther } = await namedSchool(ctx, query.locationId);
  const period = periodAt(ctx, query, school.timeZone);
  const scope = {
    kind: 'school',
    locationId: school.id,
    leadId: everyTeam ? null : auth.userId,
  } as const;
  const rows = await repo.listTeamFigures(db, scope, period);
  return presentSchoolInsights(period, { ...school, isOther }, rows);
}

/**
 * A district's figures take the longest to count (every team of every school), and several of its super
 * admins may ask at once: one count per district and period at a time, shared by whoever asks while it runs.
 */
const districtRuns = sharedRuns<repo.SchoolFiguresRow[]>();

/** GET insights/getDistrict: every school of the caller's district (super admins). */
export async function getDistrictInsights(
  ctx: ServiceContext,
  query: PeriodQuery,
): Promise<DistrictInsights> {
  authorize(canSeeDistrictInsights(ctx.auth));
  const period = periodAt(ctx, query, (await callerSchool(ctx)).timeZone);
  const { districtId } = ctx.auth;
  const schools = await districtRuns(`${districtId} ${period.from} ${period.to}`, () =>
    repo.listSchoolFigures(ctx.db, districtId, period),
  );
  return presentDistrictInsights(period, schools);
}

/** The school of a team asked about: a super admin's may be any of the district's, everyone else's theirs. */
async function teamSchoolId({ db, auth }: ServiceContext, teamId: string): Promise<string> {
  if (!seesOtherSchools(auth)) return auth.locationId;
  const locationId = await repo.findTeamSchoolInDistrict(db, teamId, auth.districtId);
  if (!locationId) throw notFound();
  return locationId;
}

/** A team's insights, with its school's time zone (the CSV writes times on the school's clock). */
async function loadTeamInsights(ctx: ServiceContext, teamId: string, query: PeriodQuery) {
  const { db, auth } = ctx;
  const locationId = await teamSchoolId(ctx, teamId);
  const allowed =
    locationId === auth.locationId
      ? canSeeTeamInsights(auth, await loadTeamAccess(db, auth, teamId))
      : seesOtherSchools(auth);
  authorizeAccess(auth, 'teamLead', allowed);
  const { school, isOther } = await namedSchool(ctx, locationId);
  const period = periodAt(ctx, query, school.timeZone);
  const scope = { kind: 'team', locationId, teamId } as const;
  const [team] = await repo.listTeamFigures(db, scope, period);
  if (!team) throw notFound();
  const meetings = await repo.listTeamMeetings(db, scope, period, INSIGHTS_LIST_LIMIT);
  const tasks = await repo.listTeamTasks(db, scope, period, INSIGHTS_LIST_LIMIT);
  const access = {
    otherLocationId: isOther ? locationId : null,
    allowedToOpenRecords: canOpenTeamRecords(auth, locationId),
  };
  return {
    insights: presentTeamInsights(period, team, meetings, tasks, access),
    timeZone: school.timeZone,
  };
}

/** GET insights/getTeam/{teamId}: the team's figures, meetings and tasks; another school's team is 404. */
export async function getTeamInsights(
  ctx: ServiceContext,
  teamId: string,
  query: PeriodQuery,
): Promise<TeamInsights> {
  return (await loadTeamInsights(ctx, teamId, query)).insights;
}

/** GET insights/getSchool.csv: the school's table (its teams and the total). */
export async function getSchoolInsightsCsv(ctx: ServiceContext, query: SchoolQuery): Promise<CsvDocument> {
  const insights = await getSchoolInsights(ctx, query);
  return {
    fileName: csvFileName('insights', insights.SchoolName, insights.From, insights.To),
    body: schoolCsv(insights),
  };
}

/** GET insights/getDistrict.csv: the district's table (its schools and the total). */
export async function getDistrictInsightsCsv(ctx: ServiceContext, query: PeriodQuery): Promise<CsvDocument> {
  const insights = await getDistrictInsights(ctx, query);
  return {
    fileName: csvFileName('insights', 'district', insights.From, insights.To),
    body: districtCsv(insights),
  };
}

/** GET insights/getTeam/{teamId}.csv?table=meetings|tasks: one of the team's two lists. */
export async function getTeamInsightsCsv(
  ctx: ServiceContext,
  teamId: string,
  query: z.output<typeof TeamInsightsCsvQuerySchema>,
): Promise<CsvDocument> {
  const { insights, timeZone } = await loadTeamInsights(ctx, teamId, query);
  return {
    fileName: csvFileName('insights', insights.Team.TeamName, query.table, insights.From, insights.To),
    body: query.table === 'tasks' ? teamTasksCsv(insights, timeZone) : teamMeetingsCsv(insights, timeZone),
  };
}
