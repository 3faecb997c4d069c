import { fullName } from '@shared/names';
import type {
  DistrictInsights,
  InsightFigures,
  SchoolInsights,
  TaskInsightStatus,
  TeamInsightRow,
  TeamInsights,
} from '@shared/schemas/insights';
import type {
  FigureCounts,
  InsightsPeriod,
  SchoolFiguresRow,
  TeamFiguresRow,
  TeamMeetingRow,
  TeamTaskRow,
} from './repository';

const COUNT_KEYS = [
  'meetings_held',
  'agendas_on_time',
  'minutes_on_time',
  'attendance_present',
  'attendance_recorded',
  'tasks_created',
  'tasks_completed',
  'tasks_completed_on_time',
  'tasks_overdue',
  'goals_total',
  'goals_completed',
] as const satisfies readonly (keyof FigureCounts)[];

/** The counts of several rows added up (a total's attendance rate comes from the added-up rows recorded). */
function sumCounts(rows: readonly FigureCounts[]): FigureCounts {
  const total = Object.fromEntries(COUNT_KEYS.map((key) => [key, 0])) as FigureCounts;
  for (const row of rows) for (const key of COUNT_KEYS) total[key] += row[key];
  return total;
}

export const figuresOf = (counts: FigureCounts): InsightFigures => ({
  MeetingsHeld: counts.meetings_held,
  AgendasPostedOnTime: counts.agendas_on_time,
  MinutesOnTime: counts.minutes_on_time,
  AttendanceRate:
    counts.attendance_recorded === 0 ? null : counts.attendance_present / counts.attendance_recorded,
  TasksCreated: counts.tasks_created,
  TasksCompleted: counts.tasks_completed,
  TasksCompletedOnTime: counts.tasks_completed_on_time,
  TasksOverdue: counts.tasks_overdue,
  GoalsTotal: counts.goals_total,
  GoalsCompleted: counts.goals_completed,
});

const presentTeamRow = (row: TeamFiguresRow): TeamInsightRow => ({
  TeamId: row.team_id,
  TeamName: row.team_name,
  ...figuresOf(row),
});

const periodOf = (period: InsightsPeriod) => ({ From: period.from, To: period.to });

export const presentSchoolInsights = (
  period: InsightsPeriod,
  school: { id: string; name: string; isOther: boolean },
  rows: readonly TeamFiguresRow[],
): SchoolInsights => ({
  ...periodOf(period),
  LocationId: school.id,
  SchoolName: school.name,
  IsOtherSchool: school.isOther,
  Teams: rows.map(presentTeamRow),
  Totals: figuresOf(sumCounts(rows)),
});

export const presentDistrictInsights = (
  period: InsightsPeriod,
  rows: readonly SchoolFiguresRow[],
): DistrictInsights => ({
  ...periodOf(period),
  Schools: rows.map((row) => ({
    LocationId: row.location_id,
    SchoolName: row.school_name,
    TeamCount: row.team_count,
    ...figuresOf(row),
  })),
  Totals: figuresOf(sumCounts(rows)),
});

function taskStatus(task: TeamTaskRow): TaskInsightStatus {
  if (task.completed_at) return task.completed_on_time ? 'Completed on time' : 'Completed late';
  return task.overdue ? 'Overdue' : 'Open';
}

export const presentTeamInsights = (
  period: InsightsPeriod,
  team: TeamFiguresRow,
  meetings: readonly TeamMeetingRow[],
  tasks: readonly TeamTaskRow[],
  access: { otherLocationId: string | null; allowedToOpenRecords: boolean },
): TeamInsights => ({
  ...periodOf(period),
  Team: presentTeamRow(team),
  OtherLocationId: access.otherLocationId,
  AllowedToOpenRecords: access.allowedToOpenRecords,
  Meetings: meetings.map((meeting) => ({
    Id: meeting.id,
    Subject: meeting.subject,
    Start: meeting.start,
    AgendaPostedOnTime: meeting.agenda_on_time,
    MinutesOnTime: meeting.minutes_on_time,
    Present: meeting.present,
    Recorded: meeting.recorded,
  })),
  Tasks: tasks.map((task) => ({
    Id: task.id,
    Title: task.title,
    AssignedTo: fullName({ FirstName: task.assignee_first_name, LastName: task.assignee_last_name }),
    DueDate: task.due_date,
    CompletedAt: task.completed_at,
    Status: taskStatus(task),
  })),
});
