import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskStatus } from '@shared/constants';
import { agendaItems, agendas } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';
import { signInAll } from '../../test/sign-in';
import {
  DAY_MS,
  insertMeeting,
  insertTask,
  MINUTE_MS,
  teamIdOf,
  type School,
} from '../../test/meeting-fixtures';

const ELENA = 'elena.garcia@demo.plchub.test'; // leads Literacy Committee and Science Department
const TOM = 'tom.becker@demo.plchub.test'; // member of 7th Grade Math and Science Department

let t: TestApp;
const cookies: Record<string, string> = {};
let school: School;
let jointStart: number;

interface Item {
  MeetingName: string;
  [field: string]: unknown;
}
interface Page {
  Items: Item[];
  TotalCount: number;
}

const upcoming = async (who: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/meeting/getMyUpcomingMeeting${query}`,
    headers: { cookie: cookies[who]! },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
};
const names = (page: Page) => page.Items.map((item) => item.MeetingName);
const item = (page: Page, name: string) => page.Items.find((row) => row.MeetingName === name);

beforeAll(async () => {
  t = await createTestApp();
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
  const tom = await userOf(db, TOM);
  school = { districtId: elena.districtId, locationId: elena.locationId };
  const math = await teamIdOf(db, school.locationId, '7th Grade Math');
  const literacy = await teamIdOf(db, school.locationId, 'Literacy Committee');
  const science = await teamIdOf(db, school.locationId, 'Science Department');
  const now = Date.now();
  jointStart = now + DAY_MS;
  // Listed with the science team first: FlattenedTeams must still come out by name.
  const joint = await insertMeeting(db, school, {
    subject: 'Joint planning',
    teamIds: [science, math],
    start: jointStart,
    posted: true,
  });
  await insertMeeting(db, school, {
    subject: 'Running now',
    teamIds: [literacy],
    start: now - 30 * MINUTE_MS,
  });
  await insertMeeting(db, school, {
    subject: 'Just ended',
    teamIds: [literacy],
    start: now - 61 * MINUTE_MS,
  });
  // Lower case on purpose: the name sort is case-insensitive. No team: only admins list it.
  await insertMeeting(db, school, { subject: 'ad hoc check-in', teamIds: [], start: now + 3 * DAY_MS });
  for (const status of [TaskStatus.Completed, TaskStatus.Completed, TaskStatus.InProgress]) {
    await insertTask(db, school, {
      title: `Joint task ${status}`,
      assignedTo: tom.id,
      assignedBy: elena.id,
      teamId: science,
      meetingId: joint,
      status,
    });
  }
});
afterAll(async () => t.close());

describe('meeting/getMyUpcomingMeeting', () => {
  it("lists a member's meetings of their teams that have not ended, by start ascending", async () => {
    const page = await upcoming(DemoAccounts.teacher);
    // Marcus: 7th Grade Math and Literacy Committee. The meeting in progress is listed; the one that ended
    // a minute ago, last week's, the team-less one and the other school's are not.
    expect(names(page)).toEqual([
      'Running now',
      'Joint planning',
      'Fractions reteach planning',
      'Reading log kickoff',
    ]);
    expect(page.TotalCount).toBe(4);
  });

  it('carries the teams by name, the agenda state, the task counts and no rights for a plain member', async () => {
    const page = await upcoming(DemoAccounts.teacher);
    expect(item(page, 'Joint planning')).toEqual({
      MeetingId: expect.any(String),
      MeetingName: 'Joint planning',
      StartDateTime: new Date(jointStart).toISOString(),
      EndDateTime: new Date(jointStart + 60 * MINUTE_MS).toISOString(),
      Location: 'Room 1',
      FlattenedTeams: '7th Grade Math, Science Department',
      IsAgendaPosted: true,
      IsUserTeamLead: false,
      TotalTasks: 3,
      TasksCompleted: 2,
      HasNotesOrTasks: true,
      SeriesId: null,
      IsCancelled: false,
      MeetingState: 'AgendaPosted',
      AllowedToEdit: false,
      AllowedToCancel: false,
    });
    expect(item(page, 'Fractions reteach planning')).toMatchObject({
      FlattenedTeams: '7th Grade Math',
      IsAgendaPosted: false,
      MeetingState: 'Draft',
      TotalTasks: 1,
      TasksCompleted: 0,
    });
    expect(item(page, 'Reading log kickoff')).toMatchObject({
      IsAgendaPosted: true,
      TotalTasks: 0,
      TasksCompleted: 0,
    });
  });

  it("flags a lead of any of the meeting's teams, and only the meetings of teams they lead", async () => {
    const elena = await upcoming(ELENA);
    expect(names(elena)).toEqual(['Running now', 'Joint planning', 'Reading log kickoff']);
    // Elena leads Science (one of the joint meeting's teams) and Literacy.
    expect(elena.Items.every((row) => row.IsUserTeamLead && row.AllowedToEdit && row.AllowedToCancel)).toBe(
      true,
    );
    const priya = await upcoming(DemoAccounts.lead);
    expect(item(priya, 'Joint planning')).toMatchObject({ IsUserTeamLead: true, AllowedToEdit: true });
  });

  it('lists every meeting of the school for an admin, with edit and cancel rights but no lead flag', async () => {
    const page = await upcoming(DemoAccounts.admin);
    expect(names(page)).toEqual([
      'Running now',
      'Joint planning',
      'Fractions reteach planning',
      'ad hoc check-in',
      'Reading log kickoff',
    ]);
    expect(item(page, 'ad hoc check-in')).toMatchObject({ FlattenedTeams: '', IsAgendaPosted: false });
    expect(page.Items.every((row) => !row.IsUserTeamLead && row.AllowedToEdit && row.AllowedToCancel)).toBe(
      true,
    );
  });

  it("never lists another school's meetings", async () => {
    expect(names(await upcoming(DemoAccounts.eastAdmin))).toEqual(['Freshman grade check']);
  });

  it('sorts by name case-insensitively, by team and by start, either way', async () => {
    const byName = [
      'ad hoc check-in',
      'Fractions reteach planning',
      'Joint planning',
      'Reading log kickoff',
      'Running now',
    ];
    expect(names(await upcoming(DemoAccounts.admin, '?Sort=Name'))).toEqual(byName);
    expect(names(await upcoming(DemoAccounts.admin, '?Sort=Name&SortDirection=desc'))).toEqual(
      [...byName].reverse(),
    );
    // By the teams' natural keys: "7th Grade Math" before "7th Grade Math, Science Department" before
    // "Literacy Committee"; equal teams by start.
    expect(names(await upcoming(DemoAccounts.teacher, '?Sort=Team'))).toEqual([
      'Fractions reteach planning',
      'Joint planning',
      'Running now',
      'Reading log kickoff',
    ]);
    expect(names(await upcoming(DemoAccounts.teacher, '?Sort=Team&SortDirection=desc'))).toEqual([
      'Running now',
      'Reading log kickoff',
      'Joint planning',
      'Fractions reteach planning',
    ]);
    expect(names(await upcoming(DemoAccounts.teacher, '?Sort=StartDateTime&SortDirection=desc'))).toEqual([
      'Reading log kickoff',
      'Fractions reteach planning',
      'Joint planning',
      'Running now',
    ]);
  });

  it('filters by name', async () => {
    const page = await upcoming(DemoAccounts.admin, '?Search=JOINT');
    expect(names(page)).toEqual(['Joint planning']);
    expect(page.TotalCount).toBe(1);
  });

  it('rejects a page size outside 10, 20, 30 and answers 401 without a session', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/meeting/getMyUpcomingMeeting?PageSize=15',
      headers: { cookie: cookies[DemoAccounts.admin]! },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/meeting/getMyUpcomingMeeting' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pages on the server with the total of every page', async () => {
    const db = t.database.db;
    const science = await teamIdOf(db, school.locationId, 'Science Department');
    for (let n = 1; n <= 12; n += 1) {
      await insertMeeting(db, school, {
        subject: `Lab ${n}`,
        teamIds: [science],
        start: Date.now() + (10 + n) * DAY_MS,
      });
    }
    const first = await upcoming(DemoAccounts.admin, '?Page=0&PageSize=10');
    const second = await upcoming(DemoAccounts.admin, '?Page=1&PageSize=10');
    expect(first.TotalCount).toBe(17);
    expect(second.TotalCount).toBe(17);
    expect(first.Items).toHaveLength(10);
    expect(names(second)).toEqual(['Lab 6', 'Lab 7', 'Lab 8', 'Lab 9', 'Lab 10', 'Lab 11', 'Lab 12']);
    expect(await upcoming(DemoAccounts.admin, '?Page=2&PageSize=10')).toEqual({ Items: [], TotalCount: 17 });
    expect((await upcoming(DemoAccounts.admin, '?PageSize=20')).Items).toHaveLength(17);
  });
});

describe('HasNotesOrTasks (ours: what a cancel would touch)', () => {
  it('is true for a meeting with tasks or an item with notes, false for blank notes and no tasks', async () => {
    const db = t.database.db;
    const literacy = await teamIdOf(db, school.locationId, 'Literacy Committee');
    const past = Date.now() - 7 * DAY_MS;
    const withNotes = await insertMeeting(db, school, {
      subject: 'Past with notes',
      teamIds: [literacy],
      start: past,
      items: [{ title: 'Discussed', orderId: 1 }],
    });
    await insertMeeting(db, school, {
      subject: 'Past with blank notes',
      teamIds: [literacy],
      start: past + MINUTE_MS,
      items: [{ title: 'Nothing written', orderId: 1 }],
    });
    const [agenda] = await db.select().from(agendas).where(eq(agendas.meetingId, withNotes));
    await db
      .update(agendaItems)
      .set({ outcome: '<p>We agreed.</p>' })
      .where(eq(agendaItems.agendaId, agenda!.id));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/meeting/getMyHistoricalMeeting?PageSize=30',
      headers: { cookie: cookies[ELENA]! },
    });
    const page = response.json<Page>();
    expect(item(page, 'Past with notes')).toMatchObject({ TotalTasks: 0, HasNotesOrTasks: true });
    expect(item(page, 'Past with blank notes')).toMatchObject({ HasNotesOrTasks: false });
    expect(item(page, 'Just ended')).toMatchObject({ TotalTasks: 0, HasNotesOrTasks: false });
    expect(item(await upcoming(ELENA), 'Joint planning')).toMatchObject({ HasNotesOrTasks: true });
  });
});
