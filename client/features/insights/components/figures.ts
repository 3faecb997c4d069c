import type { InsightFigures } from '@shared/schemas/insights';
import type { SortValue } from '../../../lib/sort-rows';

/** One figure as a table shows it: its heading, what it sorts by, and its cell's words. */
export interface FigureColumn<F = InsightFigures> {
  id: string;
  /** The column's heading: short, in the words a teacher uses. */
  label: string;
  /** What the heading means, for the "About these figures" list. */
  meaning: string;
  sortValue: (figures: F) => SortValue;
  /** The cell's text; null shows as "not recorded" (a dash on screen, words for screen readers). */
  text: (figures: F) => string | null;
  /** One team's figure on its own, where "1" needs its "of 2" ("1 of 2"); the cell's text without one. */
  summary?: (figures: F) => string;
}

/** A share (0..1) as a whole percentage. */
export const percent = (rate: number) => `${Math.round(rate * 100)}%`;

const count = (
  id: string,
  label: string,
  meaning: string,
  of: (f: InsightFigures) => number,
): FigureColumn => ({
  id,
  label,
  meaning,
  sortValue: of,
  text: (figures) => String(of(figures)),
});

/** The figures of a team, a school or a total, in the order the tables show them (definitions: README). */
export const FIGURE_COLUMNS: readonly FigureColumn[] = [
  count(
    'meetingsHeld',
    'Meetings held',
    'Team meetings that took place in these dates (cancelled ones are left out).',
    (f) => f.MeetingsHeld,
  ),
  {
    ...count(
      'agendasOnTime',
      'Agendas on time',
      'Meetings whose agenda was posted at least 24 hours before the start.',
      (f) => f.AgendasPostedOnTime,
    ),
    summary: (f) => `${f.AgendasPostedOnTime} of ${f.MeetingsHeld}`,
  },
  {
    ...count(
      'minutesOnTime',
      'Minutes on time',
      'Meetings whose minutes were finalised within 48 hours of the end.',
      (f) => f.MinutesOnTime,
    ),
    summary: (f) => `${f.MinutesOnTime} of ${f.MeetingsHeld}`,
  },
  {
    id: 'attendance',
    label: 'Attendance',
    meaning:
      'Members marked present or late, out of those marked present, late or absent (excused absences are left out).',
    sortValue: (f) => f.AttendanceRate,
    text: (f) => (f.AttendanceRate === null ? null : percent(f.AttendanceRate)),
  },
  count('tasksCreated', 'Tasks created', 'Tasks added in these dates.', (f) => f.TasksCreated),
  count('tasksCompleted', 'Completed', 'Tasks marked done in these dates.', (f) => f.TasksCompleted),
  {
    ...count(
      'tasksOnTime',
      'Completed on time',
      'Of those done, the ones done by their due date (or with no due date).',
      (f) => f.TasksCompletedOnTime,
    ),
    summary: (f) => `${f.TasksCompletedOnTime} of ${f.TasksCompleted}`,
  },
  count(
    'tasksOverdue',
    'Overdue',
    'Tasks not done whose due date had passed by the end of these dates.',
    (f) => f.TasksOverdue,
  ),
  {
    id: 'goals',
    label: 'Goals done',
    meaning: 'The team goals marked completed, out of all the team goals (as they are today).',
    // By how many are done, then by how many there are.
    sortValue: (f) => f.GoalsCompleted + f.GoalsTotal / 10_000,
    text: (f) => (f.GoalsTotal === 0 ? 'None' : `${f.GoalsCompleted} of ${f.GoalsTotal}`),
  },
];

/** What a screen reader hears for a figure with nothing recorded (the screen shows a dash). */
export const NOT_RECORDED = 'Not recorded';
