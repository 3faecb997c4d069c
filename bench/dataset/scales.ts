/**
 * The sizes of a benchmark dataset. Every school has the same shape at every scale, so one user's own data
 * (their teams, tasks, meetings, students) is as large in a one-school dataset as in a 50-school district:
 * comparing the two measures what the rest of the district's history costs, nothing else.
 */
export interface Scale {
  name: ScaleName;
  schools: number;
  staffPerSchool: number;
  studentsPerSchool: number;
  teamsPerSchool: number;
  /** Staff on each team; the first is its lead. */
  staffPerTeam: number;
  /** Every student is on exactly one team: studentsPerSchool / teamsPerSchool. */
  meetingsPerTeam: number;
  itemsPerMeeting: number;
  tasksPerTeam: number;
  notesPerStudent: number;
  normsPerTeam: number;
  /** Weeks of sign-in history, one successful sign-in per member of staff per week. */
  loginWeeks: number;
}

export const SCALE_NAMES = ['smoke', 'small', 'district'] as const;
export type ScaleName = (typeof SCALE_NAMES)[number];

/** One school as a district has fifty: 100 staff, 1,000 students, 50 teams, two years of history. */
const school = {
  staffPerSchool: 100,
  studentsPerSchool: 1_000,
  teamsPerSchool: 50,
  staffPerTeam: 6,
  meetingsPerTeam: 20,
  itemsPerMeeting: 8,
  tasksPerTeam: 200,
  notesPerStudent: 4,
  normsPerTeam: 4,
  loginWeeks: 104,
};

export const SCALES: Record<ScaleName, Scale> = {
  /** A few seconds to build: CI's run of the benchmark and the query-plan test. */
  smoke: {
    name: 'smoke',
    schools: 2,
    staffPerSchool: 24,
    studentsPerSchool: 120,
    teamsPerSchool: 6,
    staffPerTeam: 4,
    meetingsPerTeam: 6,
    itemsPerMeeting: 4,
    tasksPerTeam: 24,
    notesPerStudent: 2,
    normsPerTeam: 3,
    loginWeeks: 4,
  },
  small: { name: 'small', schools: 1, ...school },
  /** 50 schools, 5,000 staff, 50,000 students, 2,500 teams, 50,000 meetings, 400,000 items, 500,000 tasks. */
  district: { name: 'district', schools: 50, ...school },
};

export function parseScale(value: string | undefined): Scale {
  const scale = SCALES[value as ScaleName] as Scale | undefined;
  if (!scale) throw new Error(`--scale must be one of ${SCALE_NAMES.join(', ')} (got ${value ?? 'nothing'})`);
  return scale;
}

/** The row counts a scale produces, for progress lines and the report. */
export function rowCounts(scale: Scale) {
  const teams = scale.schools * scale.teamsPerSchool;
  const meetings = teams * scale.meetingsPerTeam;
  const students = scale.schools * scale.studentsPerSchool;
  return {
    staff: scale.schools * scale.staffPerSchool,
    students,
    teams,
    meetings,
    agendaItems: meetings * scale.itemsPerMeeting,
    tasks: teams * scale.tasksPerTeam,
    studentNotes: students * scale.notesPerStudent,
    signIns: scale.schools * scale.staffPerSchool * scale.loginWeeks,
  };
}
