import { z } from 'zod';
import { ApiDateSchema } from './common';

/**
 * Insights (issue 22): how each team works, over a period of whole school days.
 *
 * The period is [From 00:00, To + 1 day 00:00) on each school's own clock (locations.time_zone). Without
 * `to` it ends today (the caller's school's today); without `from` it starts 29 days before its end (30
 * days in all). It spans at most INSIGHTS_MAX_DAYS days. "Now" is the server's clock when asked.
 *
 * The figures of one team:
 * - MeetingsHeld: the team's meetings (a meeting of several teams counts for each) that start in the period
 *   and have started by now, not cancelled.
 * - AgendasPostedOnTime: of those, the ones whose agenda was posted at least 24 hours before the start.
 * - MinutesOnTime: of those, the ones whose minutes are finalised, no later than 48 hours after the end.
 * - AttendanceRate: over the member attendance recorded at those meetings (guests left out), the share
 *   marked Present or Late of the rows marked Present, Late or Absent (an excused absence counts neither
 *   way, as in the meeting room's rates): 0..1, or null when none was recorded.
 * - TasksCreated: the team's tasks created in the period.
 * - TasksCompleted: the team's tasks completed in the period (and not reopened since).
 * - TasksCompletedOnTime: of those, the ones with no due date or completed on or before their due date
 *   (the completion's school day).
 * - TasksOverdue: the team's tasks not completed now whose due date is before the end of the period, or
 *   before today when the period runs to today: overdue as of the period's end.
 * - GoalsTotal, GoalsCompleted: the team's goals, and those marked completed (as they stand now).
 *
 * A total adds the rows up (a meeting of two teams counts twice) and works its attendance rate out from
 * the recorded rows of all of them, not as a mean of the rates.
 */
export const INSIGHTS_DEFAULT_DAYS = 30;
export const INSIGHTS_MAX_DAYS = 366;
/** The most meetings and tasks a team's insights list, newest first (the figures count all of them). */
export const INSIGHTS_LIST_LIMIT = 500;

export const InsightsMessages = {
  datesReversed: 'The from date must not be after the to date',
  tooLong: `Choose a period of at most ${INSIGHTS_MAX_DAYS} days`,
  /** To a plain member: insights are for the school's admins and its team leads. */
  notAllowed: 'Insights are for school admins and team leads',
} as const;

const DAY_MS = 86_400_000;
/** The days from `from` to `to`, both counted. */
export const daysInPeriod = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

const periodShape = { from: ApiDateSchema.optional(), to: ApiDateSchema.optional() };

/** Both dates given: in order, and not too far apart (one date alone is checked by the service). */
function checkPeriod(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (!query.from || !query.to) return;
  if (query.from > query.to)
    ctx.addIssue({ code: 'custom', message: InsightsMessages.datesReversed, path: ['to'] });
  else if (daysInPeriod(query.from, query.to) > INSIGHTS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: InsightsMessages.tooLong, path: ['from'] });
}

/** GET insights/get…?from=&to= (both optional, YYYY-MM-DD). */
export const InsightsQuerySchema = z.object(periodShape).superRefine(checkPeriod);
export type InsightsQuery = z.input<typeof InsightsQuerySchema>;

/**
 * GET insights/getSchool?from=&to=&locationId=: `locationId` names another school of the district, for
 * its super admins (a school of the district's figures, drilled into); without it, the caller's school.
 */
export const SchoolInsightsQuerySchema = z
  .object({ ...periodShape, locationId: z.uuid().optional() })
  .superRefine(checkPeriod);
export type SchoolInsightsQuery = z.input<typeof SchoolInsightsQuerySchema>;

/** Which of a team's two lists its CSV holds: its meetings (the default) or its tasks. */
export const TEAM_INSIGHTS_TABLES = ['meetings', 'tasks'] as const;
export const TeamInsightsCsvQuerySchema = z
  .object({ ...periodShape, table: z.enum(TEAM_INSIGHTS_TABLES).default('meetings') })
  .superRefine(checkPeriod);

export const TeamInsightsParamsSchema = z.object({ teamId: z.uuid() });

const count = z.number().int().min(0);

/** The figures of a team, a school or a total (definitions above). */
export const InsightFiguresSchema = z.object({
  MeetingsHeld: count,
  AgendasPostedOnTime: count,
  MinutesOnTime: count,
  /** 0..1; null when no attendance was recorded. */
  AttendanceRate: z.number().min(0).max(1).nullable(),
  TasksCreated: count,
  TasksCompleted: count,
  TasksCompletedOnTime: count,
  TasksOverdue: count,
  GoalsTotal: count,
  GoalsCompleted: count,
});
export type InsightFigures = z.infer<typeof InsightFiguresSchema>;

export const TeamInsightRowSchema = z.object({
  TeamId: z.uuid(),
  TeamName: z.string(),
  ...InsightFiguresSchema.shape,
});
export type TeamInsightRow = z.infer<typeof TeamInsightRowSchema>;

/** The period as answered: the dates asked for, or their defaults. */
const PeriodShape = { From: ApiDateSchema, To: ApiDateSchema };

/** GET insights/getSchool: every team of the caller's school (admins) or the teams they lead, by name. */
export const SchoolInsightsSchema = z.object({
  ...PeriodShape,
  LocationId: z.uuid(),
  SchoolName: z.string(),
  /** The school is not the caller's own: a super admin's view of another school of the district. */
  IsOtherSchool: z.boolean(),
  Teams: z.array(TeamInsightRowSchema),
  Totals: InsightFiguresSchema,
});
export type SchoolInsights = z.infer<typeof SchoolInsightsSchema>;

export const SchoolInsightRowSchema = z.object({
  LocationId: z.uuid(),
  SchoolName: z.string(),
  TeamCount: count,
  ...InsightFiguresSchema.shape,
});
export type SchoolInsightRow = z.infer<typeof SchoolInsightRowSchema>;

/** GET insights/getDistrict (super admins): every school of the district, its teams' figures added up. */
export const DistrictInsightsSchema = z.object({
  ...PeriodShape,
  Schools: z.array(SchoolInsightRowSchema),
  Totals: InsightFiguresSchema,
});
export type DistrictInsights = z.infer<typeof DistrictInsightsSchema>;

/** One meeting the team held in the period (one counted in MeetingsHeld). */
export const TeamMeetingInsightSchema = z.object({
  Id: z.uuid(),
  Subject: z.string(),
  Start: z.iso.datetime(),
  AgendaPostedOnTime: z.boolean(),
  MinutesOnTime: z.boolean(),
  /** Members recorded Present or Late, and members recorded Present, Late or Absent (not Excused). */
  Present: count,
  Recorded: count,
});
export type TeamMeetingInsight = z.infer<typeof TeamMeetingInsightSchema>;

/**
 * A task's state now: completed (on time: no due date, or done on or before its due day; late: after it),
 * overdue (not completed, due before the period's end or before today, as TasksOverdue counts), or open.
 */
export const TASK_INSIGHT_STATUSES = ['Open', 'Overdue', 'Completed on time', 'Completed late'] as const;
export const TaskInsightStatusSchema = z.enum(TASK_INSIGHT_STATUSES);
export type TaskInsightStatus = z.infer<typeof TaskInsightStatusSchema>;

/** One task counted in a figure of the period: created or completed in it, or overdue at its end. */
export const TeamTaskInsightSchema = z.object({
  Id: z.uuid(),
  Title: z.string(),
  AssignedTo: z.string(),
  DueDate: ApiDateSchema.nullable(),
  CompletedAt: z.iso.datetime().nullable(),
  Status: TaskInsightStatusSchema,
});
export type TeamTaskInsight = z.infer<typeof TeamTaskInsightSchema>;

/**
 * GET insights/getTeam/{teamId}: the team's figures, its meetings held in the period (newest first) and the
 * tasks its task figures count (newest created first); each list holds at most INSIGHTS_LIST_LIMIT.
 */
export const TeamInsightsSchema = z.object({
  ...PeriodShape,
  Team: TeamInsightRowSchema,
  /** The team's school, when it is not the caller's own (a super admin drilling into the district). */
  OtherLocationId: z.uuid().nullable(),
  /**
   * Whether the caller may open the listed meetings and tasks on their own screens: not a super admin
   * looking at another school, whose records stay closed (impersonation opens them).
   */
  AllowedToOpenRecords: z.boolean(),
  Meetings: z.array(TeamMeetingInsightSchema),
  Tasks: z.array(TeamTaskInsightSchema),
});
export type TeamInsights = z.infer<typeof TeamInsightsSchema>;
