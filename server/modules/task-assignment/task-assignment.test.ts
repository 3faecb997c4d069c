import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GUID, UserType } from '@shared/constants';
import { personSortKey } from '@shared/natural-sort';
import { goals, meetings, tasks, users, userTeams } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';
import { signInAll } from '../../test/sign-in';
import { apiCaller } from '../../test/api-caller';
import {
  DAY_MS,
  insertMeeting,
  insertTask,
  meetingIdOf,
  teamIdOf,
  type School,
} from '../../test/meeting-fixtures';

const ELENA = 'elena.garcia@demo.plchub.test'; // Literacy Committee and Science Department, not 7th Grade Math
const TOM = 'tom.becker@demo.plchub.test'; // 7th Grade Math and Science Department
const JORDAN = 'jordan.lee@partners.plchub.test'; // a partner in 7th Grade Math
const MISSING = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

let t: TestApp;
const cookies: Record<string, string> = {};
type IdName =
  | 'agendaMeeting'
  | 'deleted'
  | 'districtGoal'
  | 'eastGoal'
  | 'eastMeeting'
  | 'elena'
  | 'fractions'
  | 'jordan'
  | 'keisha'
  | 'marcus'
  | 'math'
  | 'mathOld'
  | 'offTeamTask'
  | 'oldMeetingTask'
  | 'priya'
  | 'readAloud'
  | 'readingLogs'
  | 'regroup'
  | 'science'
  | 'tom'
  | 'unit3';
/** Ids read or written in beforeAll. */
const ids = {} as Record<IdName, string>;

let call: ReturnType<typeof apiCaller>;

/** The option names of a 200 answer. */
const namesOf = async (url: string, who: string) => {
  const response = await call('GET', url, who);
  expect(response.statusCode).toBe(200);
  return response.json<{ Name: string }[]>().map((option) => option.Name);
};
const statusOf = async (url: string, who: string) => (await call('GET', url, who)).statusCode;

const goalIdOf = async (title: string) => {
  const [row] = await t.database.db.select({ id: goals.id }).from(goals).where(eq(goals.title, title));
  return row!.id;
};
const taskIdOf = async (title: string) => {
  const [row] = await t.database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.title, title));
  return row!.id;
};

/** A staffer of the school in a team, changed by `extra` (deleted, inactive) so the lists must drop them. */
async function insertMember(
  school: School,
  teamId: string,
  first: string,
  extra: Partial<typeof users.$inferInsert>,
) {
  const id = randomUUID();
  await t.database.db.insert(users).values({
    ...school,
    id,
    userTypeId: UserType.Staffer,
    firstName: first,
    lastName: 'Aaron',
    sortKey: personSortKey(first, 'Aaron'),
    ...extra,
  });
  await t.database.db.insert(userTeams).values({ ...school, teamId, userId: id });
  return id;
}

const MATH_PEOPLE = ['Tom Becker', 'Marcus Bell', 'Jordan Lee', 'Priya Raman'];
const LITERACY_PEOPLE = ['Marcus Bell', 'Elena Garcia', 'Aisha Khan', 'Priya Raman'];
const SCIENCE_PEOPLE = ['Tom Becker', 'Elena Garcia', 'Aisha Khan'];

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app, cookies);
  const db = t.database.db;
  Object.assign(
    cookies,
    await signInAll(t.app, [
      DemoAccounts.admin,
      DemoAccounts.lead,
      DemoAccounts.teacher,
      DemoAccounts.eastAdmin,
      ELENA,
    ]),
  );
  const elena = await userOf(db, ELENA);
  const school = { districtId: elena.districtId, locationId: elena.locationId };
  ids.elena = elena.id;
  ids.marcus = (await userOf(db, DemoAccounts.teacher)).id;
  ids.priya = (await userOf(db, DemoAccounts.lead)).id;
  ids.tom = (await userOf(db, TOM)).id;
  ids.jordan = (await userOf(db, JORDAN)).id;
  ids.keisha = (await userOf(db, 'keisha.moore@east.plchub.test')).id;
  ids.math = await teamIdOf(db, school.locationId, '7th Grade Math');
  ids.science = await teamIdOf(db, school.locationId, 'Science Department');
  ids.fractions = await goalIdOf('Fractions fluency for every 7th grader');
  ids.readAloud = await goalIdOf('School-wide independent reading');
  ids.districtGoal = await goalIdOf('Raise grade-level reading proficiency to 75%');
  ids.eastGoal = await goalIdOf('Every freshman on track to graduate');
  ids.regroup = await taskIdOf('Regroup period 3 for reteach');
  ids.readingLogs = await taskIdOf('Collect reading logs from homerooms');
  ids.unit3 = await meetingIdOf(db, 'Unit 3 data review');
  ids.eastMeeting = await meetingIdOf(db, 'Freshman grade check');
  // Sorted first by last name if they leaked into a list; the deleted one stays active so only the
  // deleted_at filter drops them.
  ids.deleted = await insertMember(school, ids.math, 'Deleted', { deletedAt: new Date() });
  await insertMember(school, ids.math, 'Inactive', { active: false });
  // The 90-day window: 100 days ago is out, 80 days ago is in.
  ids.mathOld = await insertMeeting(db, school, {
    subject: 'Math 100 days ago',
    teamIds: [ids.math],
    start: Date.now() - 100 * DAY_MS,
  });
  await insertMeeting(db, school, {
    subject: 'Math 80 days ago',
    teamIds: [ids.math],
    start: Date.now() - 80 * DAY_MS,
  });
  await insertMeeting(db, school, {
    subject: 'Science sync',
    teamIds: [ids.science],
    start: Date.now() + DAY_MS,
  });
  // A task whose meeting is older than the window, and one whose assignee is not on the task's team.
  ids.oldMeetingTask = await insertTask(db, school, {
    title: 'Follow up an old meeting',
    assignedTo: ids.tom,
    assignedBy: ids.priya,
    teamId: ids.math,
    meetingId: ids.mathOld,
  });
  ids.offTeamTask = await insertTask(db, school, {
    title: 'Lend the microscopes',
    assignedTo: ids.marcus,
    assignedBy: ids.elena,
    teamId: ids.science,
  });
  ids.agendaMeeting = await insertMeeting(db, school, {
    subject: 'Agenda order check',
    teamIds: [ids.math],
    start: Date.now() + DAY_MS,
    items: [
      { title: 'Third', orderId: 3 },
      { title: 'First', orderId: 1 },
      { title: 'Second', orderId: 2 },
    ],
  });
});
afterAll(async () => t.close());

/**
 * The 7th Grade Math meetings of the 90-day window, newest first: the seeded ones (2 days ahead, a week
 * ago), the agenda check (a day ahead) and the one of 80 days ago; not the one of 100 days ago.
 */
const MATH_MEETINGS = [
  'Fractions reteach planning',
  'Agenda order check',
  'Unit 3 data review',
  'Math 80 days ago',
];

describe('user/getByGoalId', () => {
  it("lists the live, active staffers and partners of the goal's team by last name", async () => {
    expect(await namesOf(`user/getByGoalId/${ids.fractions}`, DemoAccounts.teacher)).toEqual(MATH_PEOPLE);
    expect(await namesOf(`user/getByGoalId/${ids.fractions}`, DemoAccounts.admin)).toEqual(MATH_PEOPLE);
    const response = await call('GET', `user/getByGoalId/${ids.fractions}`, DemoAccounts.teacher);
    expect(response.json()[0]).toEqual({ Id: ids.tom, Name: 'Tom Becker' });
  });

  it('refuses non-members (403), other schools and missing goals (404) and goals without a team (400)', async () => {
    expect(await statusOf(`user/getByGoalId/${ids.fractions}`, ELENA)).toBe(403);
    expect(await statusOf(`user/getByGoalId/${ids.fractions}`, DemoAccounts.eastAdmin)).toBe(404);
    expect(await statusOf(`user/getByGoalId/${ids.eastGoal}`, DemoAccounts.admin)).toBe(404);
    expect(await statusOf(`user/getByGoalId/${MISSING}`, DemoAccounts.admin)).toBe(404);
    expect(await statusOf(`user/getByGoalId/${ids.districtGoal}`, DemoAccounts.admin)).toBe(400);
    expect((await call('GET', `user/getByGoalId/${ids.fractions}`)).statusCode).toBe(401);
  });
});

describe('user/getAssignableUsersByTaskId', () => {
  it("lists the people of a saved task's team to those who see the task", async () => {
    expect(await namesOf(`user/getAssignableUsersByTaskId/${ids.regroup}`, DemoAccounts.teacher)).toEqual(
      MATH_PEOPLE,
    );
    expect(await namesOf(`user/getAssignableUsersByTaskId/${ids.regroup}`, DemoAccounts.admin)).toEqual(
      MATH_PEOPLE,
    );
    expect(await namesOf(`user/getAssignableUsersByTaskId/${ids.readingLogs}`, ELENA)).toEqual(
      LITERACY_PEOPLE,
    );
  });

  it('keeps the current assignee in the list when they are not on the task team, and lets them see it', async () => {
    expect(await namesOf(`user/getAssignableUsersByTaskId/${ids.offTeamTask}`, DemoAccounts.teacher)).toEqual(
      ['Tom Becker', 'Marcus Bell', 'Elena Garcia', 'Aisha Khan'],
    );
  });

  it("refuses a saved task to others (403) and another school's task (404)", async () => {
    expect(await statusOf(`user/getAssignableUsersByTaskId/${ids.regroup}`, ELENA)).toBe(403);
    expect(await statusOf(`user/getAssignableUsersByTaskId/${ids.regroup}`, DemoAccounts.eastAdmin)).toBe(
      404,
    );
    expect(await statusOf(`user/getAssignableUsersByTaskId/${MISSING}`, DemoAccounts.teacher)).toBe(404);
  });

  it('for a new task lists the people of TeamId to its members and admins', async () => {
    expect(await namesOf(`user/getAssignableUsersByTaskId/0?TeamId=${ids.science}`, ELENA)).toEqual(
      SCIENCE_PEOPLE,
    );
    expect(
      await namesOf(
        `user/getAssignableUsersByTaskId/${EMPTY_GUID}?TeamId=${ids.science}`,
        DemoAccounts.admin,
      ),
    ).toEqual(SCIENCE_PEOPLE);
    expect(
      await statusOf(`user/getAssignableUsersByTaskId/0?TeamId=${ids.science}`, DemoAccounts.teacher),
    ).toBe(403);
    expect(
      await statusOf(`user/getAssignableUsersByTaskId/0?TeamId=${ids.science}`, DemoAccounts.eastAdmin),
    ).toBe(404);
  });

  it('for a new task without a team lists the people of every team of the caller, once each', async () => {
    // Marcus: 7th Grade Math and Literacy Committee.
    expect(await namesOf('user/getAssignableUsersByTaskId/0', DemoAccounts.teacher)).toEqual([
      'Tom Becker',
      'Marcus Bell',
      'Elena Garcia',
      'Aisha Khan',
      'Jordan Lee',
      'Priya Raman',
    ]);
    // Dana is an admin of no team.
    expect(await namesOf('user/getAssignableUsersByTaskId/0', DemoAccounts.admin)).toEqual([]);
  });
});

describe('meeting/getMeetingsAssignerAndAssigneeHaveInCommonForTaskAssignment and meeting/getByUserId', () => {
  const common = (userId: string) =>
    `meeting/getMeetingsAssignerAndAssigneeHaveInCommonForTaskAssignment/${userId}`;

  it('lists the meetings of the teams both share, newest first, within 90 days', async () => {
    // Priya and Marcus share 7th Grade Math and Literacy Committee.
    expect(await namesOf(common(ids.marcus), DemoAccounts.lead)).toEqual([
      'Reading log kickoff',
      ...MATH_MEETINGS,
    ]);
    // Marcus and Tom share 7th Grade Math only; Elena and Jordan share nothing.
    expect(await namesOf(common(ids.tom), DemoAccounts.teacher)).toEqual(MATH_MEETINGS);
    expect(await namesOf(common(ids.jordan), ELENA)).toEqual([]);
    const [first] = (await call('GET', common(ids.tom), DemoAccounts.teacher)).json<
      { StartDateTime: string }[]
    >();
    expect(first!.StartDateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("gives an admin every team of the person; refuses another school's and deleted people (404)", async () => {
    expect(await namesOf(common(ids.tom), DemoAccounts.admin)).toEqual([
      'Fractions reteach planning',
      'Agenda order check',
      'Science sync',
      'Unit 3 data review',
      'Math 80 days ago',
    ]);
    expect(await statusOf(common(ids.keisha), DemoAccounts.admin)).toBe(404);
    expect(await statusOf(common(ids.marcus), DemoAccounts.eastAdmin)).toBe(404);
    expect(await statusOf(common(ids.deleted), DemoAccounts.admin)).toBe(404);
  });

  it('keeps to the team the form was opened from (TeamId)', async () => {
    expect(await namesOf(`${common(ids.marcus)}?TeamId=${ids.math}`, DemoAccounts.lead)).toEqual(
      MATH_MEETINGS,
    );
    // Science is not a team Priya shares with Marcus: nothing, even when asked for.
    expect(await namesOf(`${common(ids.marcus)}?TeamId=${ids.science}`, DemoAccounts.lead)).toEqual([]);
  });

  it('getByUserId lists the same shared meetings', async () => {
    expect(await namesOf(`meeting/getByUserId/${ids.tom}`, ELENA)).toEqual(['Science sync']);
    expect(await namesOf(`meeting/getByUserId/${ids.marcus}`, DemoAccounts.lead)).toEqual([
      'Reading log kickoff',
      ...MATH_MEETINGS,
    ]);
    expect(await statusOf(`meeting/getByUserId/${ids.marcus}`, DemoAccounts.eastAdmin)).toBe(404);
  });
});

describe('meeting/getMeetingsByUserIdAndGoalId and meeting/getByGoalId', () => {
  it("lists the goal team's meetings when the person belongs to that team", async () => {
    const url = (userId: string) => `meeting/getMeetingsByUserIdAndGoalId/${userId}/${ids.fractions}`;
    expect(await namesOf(url(ids.marcus), DemoAccounts.lead)).toEqual(MATH_MEETINGS);
    expect(await namesOf(url(ids.elena), DemoAccounts.lead)).toEqual([]);
    expect(await statusOf(url(ids.marcus), ELENA)).toBe(403);
    expect(await statusOf(url(ids.keisha), DemoAccounts.lead)).toBe(404);
    expect(await statusOf(url(ids.marcus), DemoAccounts.eastAdmin)).toBe(404);
  });

  it("lists the goal team's meetings to its members and admins", async () => {
    expect(await namesOf(`meeting/getByGoalId/${ids.readAloud}`, ELENA)).toEqual(['Reading log kickoff']);
    expect(await namesOf(`meeting/getByGoalId/${ids.fractions}`, DemoAccounts.admin)).toEqual(MATH_MEETINGS);
    expect(await statusOf(`meeting/getByGoalId/${ids.fractions}`, ELENA)).toBe(403);
    expect(await statusOf(`meeting/getByGoalId/${ids.fractions}`, DemoAccounts.eastAdmin)).toBe(404);
    expect(await statusOf(`meeting/getByGoalId/${ids.districtGoal}`, DemoAccounts.admin)).toBe(400);
  });
});

describe('meeting/getByTaskId', () => {
  it("lists the task team's meetings and keeps the task's own meeting however old", async () => {
    expect(await namesOf(`meeting/getByTaskId/${ids.regroup}`, DemoAccounts.teacher)).toEqual(MATH_MEETINGS);
    expect(await namesOf(`meeting/getByTaskId/${ids.oldMeetingTask}`, DemoAccounts.teacher)).toEqual([
      ...MATH_MEETINGS,
      'Math 100 days ago',
    ]);
  });

  it("refuses others (403) and another school's task (404)", async () => {
    expect(await statusOf(`meeting/getByTaskId/${ids.regroup}`, ELENA)).toBe(403);
    expect(await statusOf(`meeting/getByTaskId/${ids.regroup}`, DemoAccounts.eastAdmin)).toBe(404);
  });
});

describe('agendaitem/getAgendaItemsByMeetingId', () => {
  it("lists the meeting's agenda items in agenda order", async () => {
    expect(await namesOf(`agendaitem/getAgendaItemsByMeetingId/${ids.unit3}`, DemoAccounts.teacher)).toEqual([
      'Celebrations',
      'Unit 3 assessment results',
      'Intervention roster',
    ]);
    expect(
      await namesOf(`agendaitem/getAgendaItemsByMeetingId/${ids.agendaMeeting}`, DemoAccounts.admin),
    ).toEqual(['First', 'Second', 'Third']);
  });

  it("refuses non-members (403), another school's and missing meetings (404)", async () => {
    expect(await statusOf(`agendaitem/getAgendaItemsByMeetingId/${ids.unit3}`, ELENA)).toBe(403);
    expect(
      await statusOf(`agendaitem/getAgendaItemsByMeetingId/${ids.eastMeeting}`, DemoAccounts.admin),
    ).toBe(404);
    expect(await statusOf(`agendaitem/getAgendaItemsByMeetingId/${MISSING}`, DemoAccounts.admin)).toBe(404);
  });
});

describe('the 90-day window', () => {
  it('keeps meetings that started in the last 90 days and drops older ones', async () => {
    const names = await namesOf(`meeting/getByGoalId/${ids.fractions}`, DemoAccounts.teacher);
    expect(names).toContain('Math 80 days ago');
    expect(names).not.toContain('Math 100 days ago');
  });

  it('leaves out a cancelled occurrence of a series, and has it back once it is not', async () => {
    const db = t.database.db;
    const elena = await userOf(db, ELENA);
    const school = { districtId: elena.districtId, locationId: elena.locationId };
    const id = await insertMeeting(db, school, {
      subject: 'Math cancelled occurrence',
      teamIds: [ids.math],
      start: Date.now() - 10 * DAY_MS,
    });
    const names = () => namesOf(`meeting/getByGoalId/${ids.fractions}`, DemoAccounts.teacher);
    await db.update(meetings).set({ cancelledAt: new Date() }).where(eq(meetings.id, id));
    expect(await names()).not.toContain('Math cancelled occurrence');
    await db.update(meetings).set({ cancelledAt: null }).where(eq(meetings.id, id));
    expect(await names()).toContain('Math cancelled occurrence');
    await db.delete(meetings).where(eq(meetings.id, id));
  });
});
