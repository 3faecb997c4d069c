import type {
  DistrictInsights,
  InsightFigures,
  SchoolInsights,
  TeamInsights,
} from '@shared/schemas/insights';
import { toCsv, type CsvCell } from '../../lib/csv';
import { schoolDayOf, schoolTimeOf } from '../../lib/school-time';

/** The insights tables as CSV, with the screen's headings; each school and district table ends with its total. */

const FIGURE_HEADINGS = [
  'Meetings held',
  'Agendas posted 24 h ahead',
  'Minutes finalised within 48 h',
  'Attendance rate',
  'Tasks created',
  'Tasks completed',
  'Tasks completed on time',
  'Tasks overdue',
  'Goals',
  'Goals completed',
];

/** A rate as a percentage with one decimal, which spreadsheets read as a number; blank without one. */
const percentage = (rate: number | null): CsvCell => (rate === null ? null : `${(rate * 100).toFixed(1)}%`);

const figureCells = (figures: InsightFigures): CsvCell[] => [
  figures.MeetingsHeld,
  figures.AgendasPostedOnTime,
  figures.MinutesOnTime,
  percentage(figures.AttendanceRate),
  figures.TasksCreated,
  figures.TasksCompleted,
  figures.TasksCompletedOnTime,
  figures.TasksOverdue,
  figures.GoalsTotal,
  figures.GoalsCompleted,
];

export const schoolCsv = (insights: SchoolInsights): string =>
  toCsv(
    ['Team', ...FIGURE_HEADINGS],
    [
      ...insights.Teams.map((team) => [team.TeamName, ...figureCells(team)]),
      ['Total', ...figureCells(insights.Totals)],
    ],
  );

export const districtCsv = (insights: DistrictInsights): string =>
  toCsv(
    ['School', 'Teams', ...FIGURE_HEADINGS],
    [
      ...insights.Schools.map((school) => [school.SchoolName, school.TeamCount, ...figureCells(school)]),
      [
        'Total',
        insights.Schools.reduce((sum, school) => sum + school.TeamCount, 0),
        ...figureCells(insights.Totals),
      ],
    ],
  );

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A team's meetings, their start on the school's clock. */
export const teamMeetingsCsv = (insights: TeamInsights, timeZone: string): string =>
  toCsv(
    [
      'Meeting',
      'Date',
      'Time',
      'Agenda posted 24 h ahead',
      'Minutes finalised within 48 h',
      'Present',
      'Present, late or absent',
    ],
    insights.Meetings.map((meeting) => {
      const start = new Date(meeting.Start);
      return [
        meeting.Subject,
        schoolDayOf(start, timeZone),
        schoolTimeOf(start, timeZone),
        yesNo(meeting.AgendaPostedOnTime),
        yesNo(meeting.MinutesOnTime),
        meeting.Present,
        meeting.Recorded,
      ];
    }),
  );

/** A team's tasks, the completion as the school's day. */
export const teamTasksCsv = (insights: TeamInsights, timeZone: string): string =>
  toCsv(
    ['Task', 'Assigned to', 'Due date', 'Completed', 'Status'],
    insights.Tasks.map((task) => [
      task.Title,
      task.AssignedTo,
      task.DueDate,
      task.CompletedAt ? schoolDayOf(new Date(task.CompletedAt), timeZone) : null,
      task.Status,
    ]),
  );
