import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeetingMessages } from '@shared/schemas/meetings';
import { DemoAccounts } from '../../db/seed/demo';
import {
  agendaItems,
  agendaItemTypes,
  agendas,
  meetingResponsibilities,
  meetings,
  meetingTeams,
  tasks,
  users,
} from '../../db/schema';
import { signInAll } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';
import { apiCaller } from '../../test/api-caller';
import { DAY_MS, insertTask, meetingIdOf, teamIdOf, type School } from '../../test/meeting-fixtures';

const ELENA = 'elena.garcia@demo.plchub.test'; // leads Literacy Committee and Science Department, not in Math
const EAST_TEAM = 'Freshman Success Team';

let t: TestApp;
const cookies: Record<string, string> = {};
let call: ReturnType<typeof apiCaller>;
let school: School;
const ids: Record<string, string> = {};

/** A meeting/save body for 7th Grade Math, starting tomorrow, with overrides. */
const body = (overrides: Record<string, unknown> = {}) => {
  const start = Date.now() + DAY_MS;
  return {
    Id: '00000000-0000-0000-0000-000000000000',
    Subject: 'Planning',
    StartDateTime: new Date(start).toISOString(),
    EndDateTime: new Date(start + 3_600_000).toISOString(),
    Location: 'Room 12',
    MeetingTeams: [{ TeamId: ids.math }],
    MeetingResponsiblities: [],
    SetupZoomMeeting: false,
    RemoveZoomMeeting: false,
    ...overrides,
  };
};

const save = async (who: string, overrides: Record<string, unknown> = {}) =>
  call('POST', 'meeting/save', who, body(overrides));

const create = async (who: string, overrides: Record<string, unknown> = {}) => {
  const response = await save(who, overrides);
  expect(response.statusCode).toBe(200);
  return response.json<{ Id: string; Subject: string; VideoMeetingProblem: string | null }>();
};

const detail = async (who: string, id: string) => call('GET', `meeting/getById/${id}`, who);

beforeAll(async () => {
  t = await createTestApp();
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
  call = apiCaller(t.app, cookies);
  const db = t.database.db;
  const priya = await userOf(db, DemoAccounts.lead);
  school = { districtId: priya.districtId, locationId: priya.locationId };
  const east = await userOf(db, DemoAccounts.eastAdmin);
  ids.math = await teamIdOf(db, school.locationId, '7th Grade Math');
  ids.science = await teamIdOf(db, school.locationId, 'Science Department');
  ids.eastTeam = await teamIdOf(db, east.locationId, EAST_TEAM);
  ids.marcus = (await userOf(db, DemoAccounts.teacher)).id;
  ids.priya = priya.id;
  ids.jordan = (await userOf(db, 'jordan.lee@partners.plchub.test')).id;
  ids.elena = (await userOf(db, ELENA)).id;
  ids.ava = (await userOf(db, 'ava.thompson@students.demo.plchub.test')).id;
  ids.pastMath = await meetingIdOf(db, 'Unit 3 data review');
});
afterAll(async () => t.close());

describe('meeting/getMyHistoricalMeeting', () => {
  it('lists the meetings that have ended, of the caller’s teams or the whole school for admins', async () => {
    const names = async (who: string, query = '') => {
      const response = await call('GET', `meeting/getMyHistoricalMeeting${query}`, who);
      expect(response.statusCode).toBe(200);
      return response.json<{ Items: { MeetingName: string }[] }>().Items.map((row) => row.MeetingName);
    };
    expect(await names(DemoAccounts.teacher)).toEqual(['Unit 3 data review']);
    expect(await names(DemoAccounts.admin, '?Sort=StartDateTime&SortDirection=desc')).toEqual([
      'Unit 3 data review',
    ]);
    // Elena is in neither team of the past meeting; the other school has no past meeting.
    expect(await names(ELENA)).toEqual([]);
    expect(await names(DemoAccounts.eastAdmin)).toEqual([]);
  });
});

describe('meeting/getById', () => {
  it('gives a member the meeting as the form edits it, without edit rights', async () => {
    const response = await detail(DemoAccounts.teacher, ids.pastMath!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: ids.pastMath,
      Subject: 'Unit 3 data review',
      StartDateTime: expect.any(String),
      EndDateTime: expect.any(String),
      Location: 'Room 204',
      MeetingTeams: [{ Id: expect.any(String), TeamId: ids.math }],
      MeetingResponsiblities: [{ Id: expect.any(String), ResponsibilityId: 1, UserId: ids.marcus }],
      ZoomJoinLink: null,
      ZoomMeetingId: null,
      ZoomMeetingPasscode: null,
      Roles: [],
      SeriesId: null,
      IsCancelled: false,
      AllowedToEdit: false,
      AllowedToCancel: false,
      AllowedToSeeHistory: false,
      Version: expect.any(Number),
    });
    const rights = { AllowedToEdit: true, AllowedToCancel: true, AllowedToSeeHistory: true };
    expect((await detail(DemoAccounts.lead, ids.pastMath!)).json()).toMatchObject(rights);
    expect((await detail(DemoAccounts.admin, ids.pastMath!)).json()).toMatchObject(rights);
  });

  it("answers 404 for another school's meeting and 403 for a meeting of no team of the caller's", async () => {
    expect((await detail(DemoAccounts.eastAdmin, ids.pastMath!)).statusCode).toBe(404);
    expect((await detail(ELENA, ids.pastMath!)).statusCode).toBe(403);
  });
});

describe('meeting/save: create', () => {
  it('creates a meeting with its team, note taker and an unposted agenda, for a lead of the team', async () => {
    const saved = await create(DemoAccounts.lead, {
      Subject: '  Data dig  ',
      MeetingResponsiblities: [{ ResponsibilityId: 1, UserId: ids.marcus }],
    });
    expect(saved).toEqual({ Id: expect.any(String), Subject: 'Data dig', VideoMeetingProblem: null });
    const read = (await detail(DemoAccounts.lead, saved.Id)).json();
    expect(read).toMatchObject({
      Subject: 'Data dig',
      Location: 'Room 12',
      MeetingTeams: [{ TeamId: ids.math }],
      MeetingResponsiblities: [{ ResponsibilityId: 1, UserId: ids.marcus }],
      AllowedToEdit: true,
    });
    const agenda = await t.database.db.select().from(agendas).where(eq(agendas.meetingId, saved.Id));
    expect(agenda).toMatchObject([{ hasAgendaPosted: false, locationId: school.locationId }]);
  });

  it('stores exactly the UTC instants sent, across the daylight-saving change', async () => {
    const instants = { StartDateTime: '2026-03-08T14:00:00.000Z', EndDateTime: '2026-03-08T15:00:00.000Z' };
    const saved = await create(DemoAccounts.admin, instants);
    expect((await detail(DemoAccounts.admin, saved.Id)).json()).toMatchObject(instants);
  });

  it('rejects an end before the start and accepts an end equal to it', async () => {
    const at = '2026-05-01T15:00:00.000Z';
    const before = await save(DemoAccounts.lead, {
      StartDateTime: at,
      EndDateTime: '2026-05-01T14:59:00.000Z',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(`EndDateTime: ${MeetingMessages.endBeforeStart}`);
    expect((await save(DemoAccounts.lead, { StartDateTime: at, EndDateTime: at })).statusCode).toBe(200);
  });

  it('requires a name and a team with the spec’s messages', async () => {
    const noName = await save(DemoAccounts.lead, { Subject: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain(MeetingMessages.nameRequired);
    const noTeam = await save(DemoAccounts.lead, { MeetingTeams: [] });
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().message).toContain(MeetingMessages.teamRequired);
  });

  it('takes as note taker only an active, live, non-student member of the team', async () => {
    const noteTaker = (userId: string) => ({
      MeetingResponsiblities: [{ ResponsibilityId: 1, UserId: userId }],
    });
    for (const userId of [ids.ava!, ids.elena!]) {
      const response = await save(DemoAccounts.lead, noteTaker(userId));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`MeetingResponsiblities: ${MeetingMessages.noteTakerNotEligible}`);
    }
    // A partner in the team may take notes, until deactivated.
    expect((await save(DemoAccounts.lead, noteTaker(ids.jordan!))).statusCode).toBe(200);
    const db = t.database.db;
    await db.update(users).set({ active: false }).where(eq(users.id, ids.jordan!));
    expect((await save(DemoAccounts.lead, noteTaker(ids.jordan!))).statusCode).toBe(400);
    await db.update(users).set({ active: true }).where(eq(users.id, ids.jordan!));
  });

  it("answers 404 for another school's team and 403 to a teacher or the lead of another team", async () => {
    expect((await save(DemoAccounts.lead, { MeetingTeams: [{ TeamId: ids.eastTeam }] })).statusCode).toBe(
      404,
    );
    expect((await save(DemoAccounts.teacher)).statusCode).toBe(403);
    expect((await save(ELENA)).statusCode).toBe(403);
    expect((await save(ELENA, { MeetingTeams: [{ TeamId: ids.science }] })).statusCode).toBe(200);
    expect((await save(DemoAccounts.admin, { MeetingTeams: [{ TeamId: ids.science }] })).statusCode).toBe(
      200,
    );
  });
});

describe('meeting/save: edit', () => {
  it('updates the meeting, replaces its note taker and bumps its version', async () => {
    const { Id } = await create(DemoAccounts.lead, {
      MeetingResponsiblities: [{ ResponsibilityId: 1, UserId: ids.marcus }],
    });
    const edited = await save(DemoAccounts.lead, {
      Id,
      Subject: 'Renamed',
      Location: null,
      MeetingResponsiblities: [{ ResponsibilityId: 1, UserId: ids.priya }],
    });
    expect(edited.json()).toEqual({ Id, Subject: 'Renamed', VideoMeetingProblem: null });
    expect((await detail(DemoAccounts.lead, Id)).json()).toMatchObject({
      Subject: 'Renamed',
      Location: '',
      MeetingResponsiblities: [{ UserId: ids.priya }],
    });
    await save(DemoAccounts.lead, { Id, Subject: 'Renamed' });
    expect((await detail(DemoAccounts.lead, Id)).json().MeetingResponsiblities).toEqual([]);
    const [row] = await t.database.db
      .select({ version: meetings.version })
      .from(meetings)
      .where(eq(meetings.id, Id));
    expect(row!.version).toBeGreaterThanOrEqual(3);
  });

  it('lets only the meeting’s managers edit, and moving it to a team needs the right to that team', async () => {
    const { Id } = await create(DemoAccounts.lead);
    expect((await save(DemoAccounts.teacher, { Id })).statusCode).toBe(403);
    expect((await save(ELENA, { Id })).statusCode).toBe(403);
    expect(
      (await save(DemoAccounts.eastAdmin, { Id, MeetingTeams: [{ TeamId: ids.eastTeam }] })).statusCode,
    ).toBe(404);
    // Priya leads Math, not Science.
    expect((await save(DemoAccounts.lead, { Id, MeetingTeams: [{ TeamId: ids.science }] })).statusCode).toBe(
      403,
    );
    expect((await save(DemoAccounts.admin, { Id, MeetingTeams: [{ TeamId: ids.science }] })).statusCode).toBe(
      200,
    );
    expect((await detail(DemoAccounts.admin, Id)).json().MeetingTeams).toEqual([
      { Id: expect.any(String), TeamId: ids.science },
    ]);
    // Now a Science meeting: Elena manages it, Priya no longer does.
    expect(
      (await save(ELENA, { Id, Subject: 'Lab safety', MeetingTeams: [{ TeamId: ids.science }] })).statusCode,
    ).toBe(200);
    expect((await save(DemoAccounts.lead, { Id })).statusCode).toBe(403);
  });
});

describe('meeting/save: concurrent edits', () => {
  it('runs two edits of one meeting one after the other: no error, one team, one note taker', async () => {
    const { Id } = await create(DemoAccounts.admin);
    const noteTaker = [{ ResponsibilityId: 1, UserId: ids.marcus }];
    for (let round = 0; round < 3; round += 1) {
      const responses = await Promise.all([
        save(DemoAccounts.admin, {
          Id,
          MeetingTeams: [{ TeamId: ids.math }],
          MeetingResponsiblities: noteTaker,
        }),
        save(DemoAccounts.admin, { Id, MeetingTeams: [{ TeamId: ids.science }] }),
        save(DemoAccounts.admin, {
          Id,
          MeetingTeams: [{ TeamId: ids.math }],
          MeetingResponsiblities: noteTaker,
        }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const teamsOf = await t.database.db
        .select({ teamId: meetingTeams.teamId })
        .from(meetingTeams)
        .where(eq(meetingTeams.meetingId, Id));
      expect(teamsOf).toHaveLength(1);
      const noteTakers = await t.database.db
        .select({ userId: meetingResponsibilities.userId })
        .from(meetingResponsibilities)
        .where(eq(meetingResponsibilities.meetingId, Id));
      expect(noteTakers.length).toBeLessThanOrEqual(1);
    }
  });
});

describe('meeting/delete', () => {
  it('deletes the meeting with its agenda, items and notes for its managers only, and keeps its tasks', async () => {
    const { Id } = await create(DemoAccounts.lead);
    const item = await call('POST', 'agendaitem/save', DemoAccounts.lead, {
      Id: 0,
      AgendaId: (await t.database.db.select().from(agendas).where(eq(agendas.meetingId, Id)))[0]!.id,
      Title: 'Review the data',
      ItemTypeId: (
        await t.database.db
          .select()
          .from(agendaItemTypes)
          .where(eq(agendaItemTypes.locationId, school.locationId))
          .limit(1)
      )[0]!.id,
      TimeInMinutes: 10,
      AgendaItemFacilitators: [{ UserId: ids.priya }],
    });
    expect(item.statusCode, item.body).toBe(200);
    const itemId = item.json<{ Id: string }>().Id;
    const notes = await call('POST', 'agendaitem/saveOutcome', DemoAccounts.lead, {
      Id: itemId,
      Outcome: '<p>We agreed to reteach.</p>',
    });
    expect(notes.statusCode, notes.body).toBe(200);
    const taskId = await insertTask(t.database.db, school, {
      title: 'Bring data',
      assignedTo: ids.marcus!,
      assignedBy: ids.priya!,
      teamId: ids.math!,
      meetingId: Id,
    });
    await t.database.db.update(tasks).set({ agendaItemId: itemId }).where(eq(tasks.id, taskId));
    expect((await call('DELETE', `meeting/delete/${Id}`, DemoAccounts.teacher)).statusCode).toBe(403);
    expect((await call('DELETE', `meeting/delete/${Id}`, ELENA)).statusCode).toBe(403);
    expect((await call('DELETE', `meeting/delete/${Id}`, DemoAccounts.eastAdmin)).statusCode).toBe(404);
    const deleted = await call('DELETE', `meeting/delete/${Id}`, DemoAccounts.lead);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(Id);
    expect((await detail(DemoAccounts.lead, Id)).statusCode).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(agendas).where(eq(agendas.meetingId, Id))).toEqual([]);
    expect(await db.select().from(agendaItems).where(eq(agendaItems.id, itemId))).toEqual([]);
    // What the cancel dialog promises: the task stays with its assignee and team, unlinked from the meeting.
    const [task] = await db
      .select({
        meetingId: tasks.meetingId,
        agendaItemId: tasks.agendaItemId,
        assignedTo: tasks.assignedToUserId,
        teamId: tasks.teamId,
      })
      .from(tasks)
      .where(eq(tasks.id, taskId));
    expect(task).toEqual({ meetingId: null, agendaItemId: null, assignedTo: ids.marcus, teamId: ids.math });
  });
});

describe('meeting form options', () => {
  const names = async (path: string, who: string) => {
    const response = await call('GET', path, who);
    expect(response.statusCode).toBe(200);
    return response.json<{ Name: string }[]>().map((option) => option.Name);
  };

  it('offers the teams the caller may schedule for', async () => {
    expect(await names('meeting/getTeamsForMeetings', DemoAccounts.lead)).toEqual([
      '7th Grade Math',
      'Literacy Committee',
    ]);
    expect(await names('meeting/getTeamsForMeetings', DemoAccounts.admin)).toEqual([
      '7th Grade Math',
      'Literacy Committee',
      'Science Department',
    ]);
    expect(await names('meeting/getTeamsForMeetings', DemoAccounts.teacher)).toEqual([]);
  });

  it('offers as note takers the active staff of the team by last name, to its members and admins', async () => {
    const expected = ['Tom Becker', 'Marcus Bell', 'Jordan Lee', 'Priya Raman'];
    expect(await names(`meeting/getNoteTakerOptions/${ids.math}`, DemoAccounts.teacher)).toEqual(expected);
    expect(await names(`meeting/getNoteTakerOptions/${ids.math}`, DemoAccounts.admin)).toEqual(expected);
    expect((await call('GET', `meeting/getNoteTakerOptions/${ids.math}`, ELENA)).statusCode).toBe(403);
    expect(
      (await call('GET', `meeting/getNoteTakerOptions/${ids.eastTeam}`, DemoAccounts.lead)).statusCode,
    ).toBe(404);
  });
});
