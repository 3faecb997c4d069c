import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendanceStatus, GoalScope, GoalStatus, TaskStatus } from '@shared/constants';
import type {
  DistrictInsights,
  InsightFigures,
  SchoolInsights,
  TeamInsightRow,
  TeamInsights,
} from '@shared/schemas/insights';
import { naturalSortKey } from '@shared/natural-sort';
import {
  agendas,
  districts,
  goals,
  goalTeams,
  locations,
  meetingAttendance,
  meetings,
  tasks,
  users,
} from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { insertMeeting, type School } from '../../test/meeting-fixtures';
import { ManualClock } from '../../test/manual-clock';
import { signIn } from '../../test/sign-in';
import { openTaskKit, type Person, type TaskKit } from '../../test/task-kit';

/**
 * Every figure of the insights against values worked out by hand from a small world written here: the demo's
 * own meetings, tasks and team goals are cleared first, so the demo teams hold only what this file gives
 * them. Lincoln keeps the demo's zone (America/Chicago, standard time from 1 November 2026); East Valley
 * is moved to New York, so the district's figures take each school's own clock.
 */
const NOW = '2026-11-10T18:00:00Z'; // Tuesday, 12:00 in Chicago: today is 2026-11-10.
const clock = new ManualClock(NOW);
const HOUR = 3_600_000;

let k: TaskKit;
/** Morgan, the district's super admin (and an admin of Lincoln): not one of the task kit's people. */
let superAdminCookie: string;
let lincoln: School;
let east: School;
const ids: Record<string, string> = {};

const at = (iso: string) => new Date(iso);

type Caller = Person | 'superAdmin';

function call(url: string, who?: Caller) {
  if (who !== 'superAdmin') return k.call('GET', url, who);
  return k.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie: superAdminCookie } });
}

async function get<T>(who: Caller, url: string): Promise<T> {
  const response = await call(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

interface MeetingSpec {
  subject: string;
  school: School;
  teamIds: string[];
  start: string;
  /** Hours before the start the agenda was posted (none: never posted). */
  postedHoursBefore?: number;
  /** Hours after the end (an hour after the start) the minutes were finalised. */
  finalisedHoursAfterEnd?: number;
  cancelled?: boolean;
  attendance?: { userId: string | null; status: number }[];
}

async function meeting(spec: MeetingSpec): Promise<string> {
  const db = k.t.database.db;
  const start = Date.parse(spec.start);
  const id = await insertMeeting(db, spec.school, {
    subject: spec.subject,
    teamIds: spec.teamIds,
    start,
    posted: spec.postedHoursBefore !== undefined,
  });
  const end = start + HOUR;
  await db
    .update(meetings)
    .set({
      minutesFinalizedAt:
        spec.finalisedHoursAfterEnd === undefined ? null : new Date(end + spec.finalisedHoursAfterEnd * HOUR),
      cancelledAt: spec.cancelled ? at('2026-10-20T12:00:00Z') : null,
    })
    .where(eq(meetings.id, id));
  if (spec.postedHoursBefore !== undefined)
    await db
      .update(agendas)
      .set({ postedAt: new Date(start - spec.postedHoursBefore * HOUR) })
      .where(eq(agendas.meetingId, id));
  for (const row of spec.attendance ?? [])
    await db.insert(meetingAttendance).values({
      ...spec.school,
      meetingId: id,
      userId: row.userId,
      guestName: row.userId ? null : 'A visitor',
      status: row.status,
    });
  ids[spec.subject] = id;
  return id;
}

interface TaskSpec {
  title: string;
  school?: School;
  teamId: string | null;
  assignedTo?: string;
  created: string;
  due?: string;
  completed?: string;
  status?: number;
}

async function task(spec: TaskSpec): Promise<void> {
  const [row] = await k.t.database.db
    .insert(tasks)
    .values({
      ...(spec.school ?? lincoln),
      title: spec.title,
      teamId: spec.teamId,
      assignedToUserId: spec.assignedTo ?? ids.marcus!,
      assignedByUserId: ids.priya!,
      dateAssigned: spec.created.slice(0, 10),
      dateCreated: at(spec.created),
      dueDate: spec.due ?? null,
      completedAt: spec.completed ? at(spec.completed) : null,
      taskStatusId: spec.status ?? (spec.completed ? TaskStatus.Completed : TaskStatus.Open),
    })
    .returning({ id: tasks.id });
  ids[spec.title] = row!.id;
}

async function teamGoal(school: School, teamId: string, title: string, completed: boolean) {
  const db = k.t.database.db;
  const [goal] = await db
    .insert(goals)
    .values({
      ...school,
      scope: GoalScope.Team,
      title,
      sortKey: naturalSortKey(title),
      description: `${title}, measured each term`,
      targetDate: '2027-05-01',
      goalStatusId: completed ? GoalStatus.Closed : GoalStatus.Active,
      completedAt: completed ? at('2026-11-02T16:00:00Z') : null,
    })
    .returning({ id: goals.id });
  await db.insert(goalTeams).values({ ...school, goalId: goal!.id, teamId });
}

beforeAll(async () => {
  k = await openTaskKit({ clock });
  superAdminCookie = await signIn(k.t.app, DemoAccounts.superAdmin);
  const db = k.t.database.db;
  // The demo's records, which would otherwise count: this file's world is all there is.
  await db.delete(tasks);
  await db.delete(meetings);
  await db.delete(goals).where(eq(goals.scope, GoalScope.Team));

  const schoolOf = async (email: string): Promise<School> => {
    const [user] = await db.select().from(users).where(eq(users.emailAddress, email));
    return { districtId: user!.districtId, locationId: user!.locationId };
  };
  lincoln = await schoolOf('admin@demo.plchub.test');
  east = await schoolOf('admin@east.plchub.test');
  await db.execute(sql`update locations set time_zone = 'America/New_York' where id = ${east.locationId}`);
  for (const who of ['marcus', 'priya', 'elena', 'tom', 'aisha', 'admin'] as const)
    ids[who] = await k.userId(who);
  ids.keisha = await k.userId('keisha.moore@east.plchub.test');
  ids.jordan = await k.userId('jordan.lee@partners.plchub.test');
  const math = (ids.math = await k.teamId('7th Grade Math'));
  const literacy = (ids.literacy = await k.teamId('Literacy Committee'));
  const science = (ids.science = await k.teamId('Science Department'));
  const freshman = (ids.freshman = await k.teamId('Freshman Success Team'));
  const { Present, Late, Absent, Excused } = AttendanceStatus;

  // Meetings of Lincoln. The default period is 2026-10-12 .. 2026-11-10 in Chicago:
  // [2026-10-12T05:00Z, 2026-11-11T06:00Z), and only what has started by now (18:00Z on the 10th) was held.
  await meeting({
    subject: 'Math data day',
    school: lincoln,
    teamIds: [math],
    start: '2026-10-20T20:00:00Z',
    postedHoursBefore: 25,
    finalisedHoursAfterEnd: 47,
    attendance: [
      { userId: ids.marcus!, status: Present },
      { userId: ids.tom!, status: Late },
      { userId: ids.priya!, status: Absent },
      { userId: ids.jordan, status: Excused },
      { userId: null, status: Present }, // a guest: not counted
    ],
  });
  await meeting({
    subject: 'Math late agenda',
    school: lincoln,
    teamIds: [math],
    start: '2026-11-03T21:00:00Z',
    postedHoursBefore: 23,
    finalisedHoursAfterEnd: 49,
    attendance: [
      { userId: ids.marcus!, status: Present },
      { userId: ids.tom!, status: Absent },
    ],
  });
  // 00:30 on the period's first day (CDT): held, nothing posted or finalised, no attendance.
  await meeting({
    subject: 'Math first day',
    school: lincoln,
    teamIds: [math],
    start: '2026-10-12T05:30:00Z',
  });
  // 23:30 the day before: outside, however well run.
  await meeting({
    subject: 'Math day before',
    school: lincoln,
    teamIds: [math],
    start: '2026-10-12T04:30:00Z',
    postedHoursBefore: 48,
    finalisedHoursAfterEnd: 1,
    attendance: [{ userId: ids.marcus!, status: Present }],
  });
  await meeting({
    subject: 'Math cancelled',
    school: lincoln,
    teamIds: [math],
    start: '2026-10-27T20:00:00Z',
    postedHoursBefore: 48,
    cancelled: true,
  });
  // Later today: in the period's days, not held yet.
  await meeting({
    subject: 'Math this afternoon',
    school: lincoln,
    teamIds: [math],
    start: '2026-11-10T20:00:00Z',
    postedHoursBefore: 48,
  });
  // Math and Literacy together, each on the boundary of "on time": exactly 24 h before, exactly 48 h after.
  await meeting({
    subject: 'Joint planning',
    school: lincoln,
    teamIds: [math, literacy],
    start: '2026-11-05T22:00:00Z',
    postedHoursBefore: 24,
    finalisedHoursAfterEnd: 48,
    attendance: [
      { userId: ids.marcus!, status: Present },
      { userId: ids.elena!, status: Late },
    ],
  });

  // Tasks of Lincoln (assigned to Marcus unless said).
  await task({ title: 'Math open no due', teamId: math, created: '2026-10-15T15:00:00Z' });
  await task({
    title: 'Math done on its day',
    teamId: math,
    created: '2026-10-20T15:00:00Z',
    due: '2026-11-02',
    completed: '2026-11-02T17:00:00Z',
  });
  await task({
    title: 'Math done late',
    teamId: math,
    created: '2026-09-01T15:00:00Z',
    due: '2026-10-30',
    completed: '2026-11-04T15:00:00Z',
  });
  // 21:00 on the 5th in Chicago, the 6th in UTC: on time by the school's day.
  await task({
    title: 'Math done in the evening',
    teamId: math,
    created: '2026-08-02T15:00:00Z',
    due: '2026-11-05',
    completed: '2026-11-06T03:00:00Z',
  });
  await task({
    title: 'Math done no due',
    teamId: math,
    created: '2026-08-01T15:00:00Z',
    completed: '2026-10-25T12:00:00Z',
  });
  await task({ title: 'Math overdue', teamId: math, created: '2026-09-15T15:00:00Z', due: '2026-11-09' });
  await task({ title: 'Math due today', teamId: math, created: '2026-10-01T15:00:00Z', due: '2026-11-10' });
  await task({
    title: 'Math done before',
    teamId: math,
    created: '2026-09-01T15:00:00Z',
    completed: '2026-10-01T15:00:00Z',
  });
  await task({ title: 'Math made the night before', teamId: math, created: '2026-10-12T04:59:00Z' });
  await task({
    title: 'Math made at midnight',
    teamId: math,
    created: '2026-10-12T05:00:00Z',
    due: '2026-12-01',
    assignedTo: ids.tom!,
  });
  await task({
    title: 'Math overdue all year',
    teamId: math,
    created: '2026-01-01T15:00:00Z',
    due: '2026-01-15',
  });
  await task({
    title: 'Math in progress overdue',
    teamId: math,
    created: '2026-09-20T15:00:00Z',
    due: '2026-11-01',
    status: TaskStatus.InProgress,
  });
  await task({ title: 'No team', teamId: null, created: '2026-11-01T15:00:00Z', due: '2026-11-02' });
  await task({
    title: 'Literacy open',
    teamId: literacy,
    created: '2026-11-01T12:00:00Z',
    due: '2026-11-20',
  });
  await task({
    title: 'Literacy done late',
    teamId: literacy,
    created: '2026-09-01T15:00:00Z',
    due: '2026-10-30',
    completed: '2026-10-31T12:00:00Z',
  });
  // Text a spreadsheet would run as formulas.
  for (const [index, title] of ['=HYPERLINK("x")', '+1', '-2', '@x'].entries())
    await task({
      title,
      teamId: science,
      created: `2026-11-0${index + 2}T15:00:00Z`,
      assignedTo: ids.aisha!,
    });

  await teamGoal(lincoln, math, 'Math fluency', false);
  await teamGoal(lincoln, math, 'Math exit tickets', true);
  await teamGoal(lincoln, literacy, 'Reading minutes', false);

  // East Valley, on New York's clock: its period is [2026-10-12T04:00Z, 2026-11-11T05:00Z), so a meeting at
  // 04:30Z on the 12th (00:30 there) is held in it although it would not be in Lincoln's.
  await meeting({
    subject: 'Freshman check',
    school: east,
    teamIds: [freshman],
    start: '2026-10-12T04:30:00Z',
    postedHoursBefore: 30,
    attendance: [{ userId: ids.keisha, status: Present }],
  });
  await task({
    title: 'East overdue',
    school: east,
    teamId: freshman,
    assignedTo: ids.keisha,
    created: '2026-11-01T15:00:00Z',
    due: '2026-11-02',
  });
  await task({
    title: 'East done',
    school: east,
    teamId: freshman,
    assignedTo: ids.keisha,
    created: '2026-09-01T15:00:00Z',
    completed: '2026-11-01T15:00:00Z',
  });
  await teamGoal(east, freshman, 'Freshmen on track', true);
}, 120_000);

afterAll(async () => k?.t.close());

// The figures, worked out by hand from the world above.
const MATH: InsightFigures = {
  // Data day, late agenda, first day, joint planning.
  MeetingsHeld: 4,
  // Data day (25 h), joint planning (exactly 24 h).
  AgendasPostedOnTime: 2,
  // Data day (47 h), joint planning (exactly 48 h).
  MinutesOnTime: 2,
  // Present or late of the members recorded present, late or absent: (2 of 3) + (1 of 2) + (2 of 2); the
  // excused partner and the guest are not counted.
  AttendanceRate: 5 / 7,
  // Open no due, done on its day, made at midnight.
  TasksCreated: 3,
  // On its day, late, in the evening, no due.
  TasksCompleted: 4,
  TasksCompletedOnTime: 3,
  // Overdue, overdue all year, in progress overdue (not "due today").
  TasksOverdue: 3,
  GoalsTotal: 2,
  GoalsCompleted: 1,
};
const LITERACY: InsightFigures = {
  MeetingsHeld: 1,
  AgendasPostedOnTime: 1,
  MinutesOnTime: 1,
  AttendanceRate: 1,
  TasksCreated: 1,
  TasksCompleted: 1,
  TasksCompletedOnTime: 0,
  TasksOverdue: 0,
  GoalsTotal: 1,
  GoalsCompleted: 0,
};
const SCIENCE: InsightFigures = {
  MeetingsHeld: 0,
  AgendasPostedOnTime: 0,
  MinutesOnTime: 0,
  AttendanceRate: null,
  TasksCreated: 4,
  TasksCompleted: 0,
  TasksCompletedOnTime: 0,
  TasksOverdue: 0,
  GoalsTotal: 0,
  GoalsCompleted: 0,
};
const LINCOLN: InsightFigures = {
  // The joint meeting counts for both of its teams.
  MeetingsHeld: 5,
  AgendasPostedOnTime: 3,
  MinutesOnTime: 3,
  AttendanceRate: 7 / 9,
  TasksCreated: 8,
  TasksCompleted: 5,
  TasksCompletedOnTime: 3,
  TasksOverdue: 3,
  GoalsTotal: 3,
  GoalsCompleted: 1,
};
const FRESHMAN: InsightFigures = {
  MeetingsHeld: 1,
  AgendasPostedOnTime: 1,
  MinutesOnTime: 0,
  AttendanceRate: 1,
  TasksCreated: 1,
  TasksCompleted: 1,
  TasksCompletedOnTime: 1,
  TasksOverdue: 1,
  GoalsTotal: 1,
  GoalsCompleted: 1,
};

const row = (teamId: string, name: string, figures: InsightFigures): TeamInsightRow => ({
  TeamId: teamId,
  TeamName: name,
  ...figures,
});

describe('school insights', () => {
  it("answers every team of the admin's school over the last 30 days, with the totals", async () => {
    const insights = await get<SchoolInsights>('admin', 'insights/getSchool');
    expect(insights).toEqual({
      From: '2026-10-12',
      To: '2026-11-10',
      LocationId: lincoln.locationId,
      SchoolName: expect.any(String),
      IsOtherSchool: false,
      Teams: [
        row(ids.math!, '7th Grade Math', MATH),
        row(ids.literacy!, 'Literacy Committee', LITERACY),
        row(ids.science!, 'Science Department', SCIENCE),
      ],
      Totals: LINCOLN,
    });
    expect(JSON.stringify(insights)).not.toContain(ids.freshman);
  });

  it('gives a lead the teams they lead only', async () => {
    const insights = await get<SchoolInsights>('priya', 'insights/getSchool');
    expect(insights.Teams).toEqual([
      row(ids.math!, '7th Grade Math', MATH),
      row(ids.literacy!, 'Literacy Committee', LITERACY),
    ]);
    expect(insights.Totals).toEqual({
      MeetingsHeld: 5,
      AgendasPostedOnTime: 3,
      MinutesOnTime: 3,
      AttendanceRate: 7 / 9,
      TasksCreated: 4,
      TasksCompleted: 5,
      TasksCompletedOnTime: 3,
      TasksOverdue: 3,
      GoalsTotal: 3,
      GoalsCompleted: 1,
    });
    const elena = await get<SchoolInsights>('elena', 'insights/getSchool');
    expect(elena.Teams.map((team) => team.TeamName)).toEqual(['Literacy Committee', 'Science Department']);
  });

  it('takes a period of whole school days: its first and last day count, the days around it do not', async () => {
    // [2026-10-20T05:00Z, 2026-11-04T06:00Z): data day and the late agenda; overdue as of the 3rd's end.
    const insights = await get<SchoolInsights>('admin', 'insights/getSchool?from=2026-10-20&to=2026-11-03');
    expect(insights.From).toBe('2026-10-20');
    expect(insights.To).toBe('2026-11-03');
    expect(insights.Teams[0]).toEqual(
      row(ids.math!, '7th Grade Math', {
        MeetingsHeld: 2,
        AgendasPostedOnTime: 1,
        MinutesOnTime: 1,
        AttendanceRate: 3 / 5,
        // Done on its day (made 10-20 15:00Z).
        TasksCreated: 1,
        // On its day (11-02), no due (10-25); late (11-04) and evening (11-05) fall after the period.
        TasksCompleted: 2,
        TasksCompletedOnTime: 2,
        // Due before 11-04 and not completed now: overdue all year, in progress (11-01); not "overdue" (11-09).
        TasksOverdue: 2,
        GoalsTotal: 2,
        GoalsCompleted: 1,
      }),
    );
  });

  it('refuses a period the wrong way round, too long, or starting after today', async () => {
    const answers = [
      ['from=2026-11-05&to=2026-11-01', 'to: The from date must not be after the to date'],
      ['from=2025-11-01&to=2026-11-02', 'from: Choose a period of at most 366 days'],
      ['from=2026-11-11', 'from: The from date must not be after the to date'],
      ['from=2025-11-09', 'from: Choose a period of at most 366 days'],
      ['to=2026-13-01', 'to: Dates must be YYYY-MM-DD'],
    ];
    for (const [query, message] of answers) {
      const response = await call(`insights/getSchool?${query}`, 'admin');
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBe(message);
    }
    // A leap year's 366 days are allowed.
    await get<SchoolInsights>('admin', 'insights/getSchool?from=2027-11-10&to=2028-11-09');
  });

  it('is refused to a member who leads no team', async () => {
    for (const url of ['insights/getSchool', 'insights/getSchool.csv']) {
      const response = await call(url, 'marcus');
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(
        'Insights are for school admins and team leads',
      );
    }
    expect((await call('insights/getSchool')).statusCode).toBe(401);
  });

  it('gives another school its own teams only', async () => {
    const insights = await get<SchoolInsights>('eastAdmin', 'insights/getSchool');
    expect(insights.Teams).toEqual([row(ids.freshman!, 'Freshman Success Team', FRESHMAN)]);
    for (const id of [ids.math, ids.literacy, ids.science])
      expect(JSON.stringify(insights)).not.toContain(id);
  });
});

describe('district insights', () => {
  it("adds up each school's teams, each school on its own clock", async () => {
    const insights = await get<DistrictInsights>('superAdmin', 'insights/getDistrict');
    expect(insights.From).toBe('2026-10-12');
    expect(insights.To).toBe('2026-11-10');
    const bySchool = new Map(insights.Schools.map((school) => [school.LocationId, school]));
    expect(bySchool.get(lincoln.locationId)).toEqual({
      LocationId: lincoln.locationId,
      SchoolName: expect.any(String),
      TeamCount: 3,
      ...LINCOLN,
    });
    expect(bySchool.get(east.locationId)).toEqual({
      LocationId: east.locationId,
      SchoolName: expect.any(String),
      TeamCount: 1,
      ...FRESHMAN,
    });
    expect(insights.Schools).toHaveLength(2);
    expect(insights.Totals).toEqual({
      MeetingsHeld: 6,
      AgendasPostedOnTime: 4,
      MinutesOnTime: 3,
      AttendanceRate: 8 / 10,
      TasksCreated: 9,
      TasksCompleted: 6,
      TasksCompletedOnTime: 4,
      TasksOverdue: 4,
      GoalsTotal: 4,
      GoalsCompleted: 2,
    });
  });

  it('is for super admins only', async () => {
    for (const who of ['admin', 'priya', 'marcus'] as const) {
      expect((await call('insights/getDistrict', who)).statusCode).toBe(403);
      expect((await call('insights/getDistrict.csv', who)).statusCode).toBe(403);
    }
  });

  it("opens each of its schools to a super admin, down to a team's lists, which do not link out", async () => {
    const other = await get<SchoolInsights>('superAdmin', `insights/getSchool?locationId=${east.locationId}`);
    expect(other).toMatchObject({ LocationId: east.locationId, IsOtherSchool: true, Totals: FRESHMAN });
    expect(other.Teams).toEqual([row(ids.freshman!, 'Freshman Success Team', FRESHMAN)]);
    const csv = await call(`insights/getSchool.csv?locationId=${east.locationId}`, 'superAdmin');
    expect(csv.statusCode).toBe(200);
    expect(csvRows(csv.body).map((line) => line.split(',')[0])).toEqual([
      '"Team"',
      '"Freshman Success Team"',
      '"Total"',
    ]);
    const own = await get<SchoolInsights>(
      'superAdmin',
      `insights/getSchool?locationId=${lincoln.locationId}`,
    );
    expect(own).toMatchObject({ LocationId: lincoln.locationId, IsOtherSchool: false });
    expect(own.Teams.map((team) => team.TeamId).sort()).toEqual([ids.literacy, ids.math, ids.science].sort());

    const team = await get<TeamInsights>('superAdmin', `insights/getTeam/${ids.freshman}`);
    expect(team).toMatchObject({
      Team: row(ids.freshman!, 'Freshman Success Team', FRESHMAN),
      OtherLocationId: east.locationId,
      AllowedToOpenRecords: false,
    });
    expect(team.Meetings.length).toBeGreaterThan(0);
    const ownTeam = await get<TeamInsights>('superAdmin', `insights/getTeam/${ids.math}`);
    expect(ownTeam).toMatchObject({ OtherLocationId: null, AllowedToOpenRecords: true });
    const adminTeam = await get<TeamInsights>('admin', `insights/getTeam/${ids.math}`);
    expect(adminTeam).toMatchObject({ OtherLocationId: null, AllowedToOpenRecords: true });
  });

  it("keeps another school closed to everyone but the district's super admins", async () => {
    const db = k.t.database.db;
    const [elsewhere] = await db.insert(districts).values({ name: 'Elsewhere District' }).returning();
    const [far] = await db
      .insert(locations)
      .values({ districtId: elsewhere!.id, name: 'Far School' })
      .returning();
    for (const suffix of ['', '.csv']) {
      const school = (locationId: string) => `insights/getSchool${suffix}?locationId=${locationId}`;
      for (const who of ['admin', 'priya'] as const)
        expect((await call(school(east.locationId), who)).statusCode).toBe(404);
      expect((await call(school(east.locationId), 'marcus')).statusCode).toBe(403);
      expect((await call(school(lincoln.locationId), 'eastAdmin')).statusCode).toBe(404);
      expect((await call(school(far!.id), 'superAdmin')).statusCode).toBe(404);
      expect((await call(school(crypto.randomUUID()), 'superAdmin')).statusCode).toBe(404);
      expect((await call(school('not-a-school'), 'superAdmin')).statusCode).toBe(400);
    }
    expect((await call(`insights/getTeam/${crypto.randomUUID()}`, 'superAdmin')).statusCode).toBe(404);
  });
});

describe('team insights', () => {
  it("lists the team's figures, the meetings it held and the tasks its figures count", async () => {
    const insights = await get<TeamInsights>('priya', `insights/getTeam/${ids.math}`);
    expect(insights.From).toBe('2026-10-12');
    expect(insights.To).toBe('2026-11-10');
    expect(insights.Team).toEqual(row(ids.math!, '7th Grade Math', MATH));
    expect(insights.Meetings).toEqual([
      {
        Id: ids['Joint planning'],
        Subject: 'Joint planning',
        Start: '2026-11-05T22:00:00.000Z',
        AgendaPostedOnTime: true,
        MinutesOnTime: true,
        Present: 2,
        Recorded: 2,
      },
      {
        Id: ids['Math late agenda'],
        Subject: 'Math late agenda',
        Start: '2026-11-03T21:00:00.000Z',
        AgendaPostedOnTime: false,
        MinutesOnTime: false,
        Present: 1,
        Recorded: 2,
      },
      {
        Id: ids['Math data day'],
        Subject: 'Math data day',
        Start: '2026-10-20T20:00:00.000Z',
        AgendaPostedOnTime: true,
        MinutesOnTime: true,
        Present: 2,
        Recorded: 3,
      },
      {
        Id: ids['Math first day'],
        Subject: 'Math first day',
        Start: '2026-10-12T05:30:00.000Z',
        AgendaPostedOnTime: false,
        MinutesOnTime: false,
        Present: 0,
        Recorded: 0,
      },
    ]);
    const task = (
      title: string,
      assignedTo: string,
      due: string | null,
      completed: string | null,
      status: string,
    ) => ({
      Id: ids[title],
      Title: title,
      AssignedTo: assignedTo,
      DueDate: due,
      CompletedAt: completed,
      Status: status,
    });
    // Newest created first.
    expect(insights.Tasks).toEqual([
      task(
        'Math done on its day',
        'Marcus Bell',
        '2026-11-02',
        '2026-11-02T17:00:00.000Z',
        'Completed on time',
      ),
      task('Math open no due', 'Marcus Bell', null, null, 'Open'),
      task('Math made at midnight', 'Tom Becker', '2026-12-01', null, 'Open'),
      task('Math in progress overdue', 'Marcus Bell', '2026-11-01', null, 'Overdue'),
      task('Math overdue', 'Marcus Bell', '2026-11-09', null, 'Overdue'),
      task('Math done late', 'Marcus Bell', '2026-10-30', '2026-11-04T15:00:00.000Z', 'Completed late'),
      task(
        'Math done in the evening',
        'Marcus Bell',
        '2026-11-05',
        '2026-11-06T03:00:00.000Z',
        'Completed on time',
      ),
      task('Math done no due', 'Marcus Bell', null, '2026-10-25T12:00:00.000Z', 'Completed on time'),
      task('Math overdue all year', 'Marcus Bell', '2026-01-15', null, 'Overdue'),
    ]);
  });

  it("is the school's admins' and the team's leads', and another school's team is not found", async () => {
    await get<TeamInsights>('admin', `insights/getTeam/${ids.math}`);
    await get<TeamInsights>('superAdmin', `insights/getTeam/${ids.math}`);
    for (const suffix of ['', '.csv']) {
      expect((await call(`insights/getTeam/${ids.math}${suffix}`, 'elena')).statusCode).toBe(403);
      expect((await call(`insights/getTeam/${ids.math}${suffix}`, 'marcus')).statusCode).toBe(403);
      expect((await call(`insights/getTeam/${ids.math}${suffix}`, 'eastAdmin')).statusCode).toBe(404);
      expect((await call(`insights/getTeam/${ids.freshman}${suffix}`, 'admin')).statusCode).toBe(404);
    }
  });
});

/** The rows of a CSV answer (our own tables hold no line breaks inside a cell). */
function csvRows(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).split('\r\n').filter(Boolean);
}

describe('CSV downloads', () => {
  it("writes the school's table with human headings and its total", async () => {
    const response = await call('insights/getSchool.csv?from=2026-10-12&to=2026-11-10', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="insights-[a-z0-9-]+-2026-10-12-2026-11-10\.csv"; filename\*=UTF-8''/,
    );
    expect(csvRows(response.body)).toEqual([
      '"Team","Meetings held","Agendas posted 24 h ahead","Minutes finalised within 48 h","Attendance rate",' +
        '"Tasks created","Tasks completed","Tasks completed on time","Tasks overdue","Goals","Goals completed"',
      '"7th Grade Math",4,2,2,"71.4%",3,4,3,3,2,1',
      '"Literacy Committee",1,1,1,"100.0%",1,1,0,0,1,0',
      '"Science Department",0,0,0,,4,0,0,0,0,0',
      '"Total",5,3,3,"77.8%",8,5,3,3,3,1',
    ]);
  });

  it("writes the district's table", async () => {
    const response = await call('insights/getDistrict.csv', 'superAdmin');
    expect(response.statusCode).toBe(200);
    const rows = csvRows(response.body);
    expect(rows[0]).toMatch(/^"School","Teams","Meetings held",/);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toBe('"Total",4,6,4,3,"80.0%",9,6,4,4,4,2');
  });

  it("writes a team's meetings and tasks, escaping text that starts a formula", async () => {
    const meetings = await call(`insights/getTeam/${ids.math}.csv`, 'priya');
    expect(meetings.statusCode).toBe(200);
    expect(meetings.headers['content-disposition']).toContain('filename="insights-7th-grade-math-meetings-');
    expect(csvRows(meetings.body).slice(0, 2)).toEqual([
      '"Meeting","Date","Time","Agenda posted 24 h ahead","Minutes finalised within 48 h","Present","Present, late or absent"',
      '"Joint planning","2026-11-05","16:00","Yes","Yes",2,2',
    ]);
    const science = await call(`insights/getTeam/${ids.science}.csv?table=tasks`, 'elena');
    expect(science.statusCode).toBe(200);
    expect(csvRows(science.body)).toEqual([
      '"Task","Assigned to","Due date","Completed","Status"',
      `"'@x","Aisha Khan",,,"Open"`,
      `"'-2","Aisha Khan",,,"Open"`,
      `"'+1","Aisha Khan",,,"Open"`,
      `"'=HYPERLINK(""x"")","Aisha Khan",,,"Open"`,
    ]);
    const bad = await call(`insights/getTeam/${ids.science}.csv?table=people`, 'elena');
    expect(bad.statusCode).toBe(400);
  });

  it("exports a team's tasks and goals for those who see them, escaped alike", async () => {
    const tasksCsv = await call(`task/exportByTeamId/${ids.science}.csv`, 'aisha');
    expect(tasksCsv.statusCode).toBe(200);
    expect(tasksCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(tasksCsv.headers['content-disposition']).toMatch(
      /^attachment; filename="tasks-science-department-2026-11-10\.csv"/,
    );
    const rows = csvRows(tasksCsv.body);
    expect(rows[0]).toBe('"Task","Assigned to","Due date","Status","Completed","Goal","Meeting"');
    expect(rows.slice(1).sort()).toEqual(
      [
        `"'=HYPERLINK(""x"")","Aisha Khan",,"Open",,,`,
        `"'+1","Aisha Khan",,"Open",,,`,
        `"'-2","Aisha Khan",,"Open",,,`,
        `"'@x","Aisha Khan",,"Open",,,`,
      ].sort(),
    );
    const mathTasks = csvRows((await call(`task/exportByTeamId/${ids.math}.csv`, 'marcus')).body);
    expect(mathTasks).toHaveLength(13);
    expect(mathTasks).toContain(
      '"Math done in the evening","Marcus Bell","2026-11-05","Completed","2026-11-05",,',
    );

    const goalsCsv = await call(`goal/exportByTeamId/${ids.math}.csv`, 'marcus');
    expect(goalsCsv.statusCode).toBe(200);
    expect(goalsCsv.headers['content-disposition']).toMatch(
      /filename="goals-7th-grade-math-2026-11-10\.csv"/,
    );
    expect(csvRows(goalsCsv.body)).toEqual([
      '"Goal","Description","Target date","Status","Completed"',
      '"Math exit tickets","Math exit tickets, measured each term","2027-05-01","Completed","2026-11-02"',
      '"Math fluency","Math fluency, measured each term","2027-05-01","Open",',
    ]);
    const none = csvRows((await call(`goal/exportByTeamId/${ids.science}.csv`, 'elena')).body);
    expect(none).toEqual(['"Goal","Description","Target date","Status","Completed"']);

    // Aisha is not on Math; East Valley's admin does not see Lincoln's teams.
    for (const url of [`task/exportByTeamId/${ids.math}.csv`, `goal/exportByTeamId/${ids.math}.csv`]) {
      expect((await call(url, 'aisha')).statusCode).toBe(403);
      expect((await call(url, 'eastAdmin')).statusCode).toBe(404);
    }
  });
});

describe('insights over time', () => {
  it('counts as of the clock: a meeting held once its start has passed', async () => {
    clock.set('2026-11-10T20:30:00Z');
    try {
      const insights = await get<TeamInsights>('priya', `insights/getTeam/${ids.math}`);
      expect(insights.Team.MeetingsHeld).toBe(5);
      expect(insights.Meetings[0]!.Subject).toBe('Math this afternoon');
    } finally {
      clock.set(NOW);
    }
    // Six hours later it is the 11th in Chicago: the default period moves by a day.
    clock.set('2026-11-11T06:30:00Z');
    try {
      const insights = await get<SchoolInsights>('admin', 'insights/getSchool');
      expect([insights.From, insights.To]).toEqual(['2026-10-13', '2026-11-11']);
      // Math first day (the 12th) has left the period; "due today" (the 10th) is overdue now.
      expect(insights.Teams[0]!.MeetingsHeld).toBe(4);
      expect(insights.Teams[0]!.TasksOverdue).toBe(4);
    } finally {
      clock.set(NOW);
    }
  });
});
