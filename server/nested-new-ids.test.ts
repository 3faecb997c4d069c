import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GUID, MeetingResponsibility } from '@shared/constants';
import type { Agenda, AgendaItem } from '@shared/schemas/agendas';
import type { TeamGoal } from '@shared/schemas/goals';
import type { MeetingDetail } from '@shared/schemas/meetings';
import { agendaItemTypes, agendas, teams } from './db/schema';
import { DemoAccounts } from './db/seed/demo';
import { signIn } from './test/sign-in';
import { createTestApp, type TestApp } from './test/test-app';
import { userOf } from './test/users';
import { apiCaller } from './test/api-caller';

/**
 * The spec's client sends '0', 0 or the empty GUID as the id of every record it is creating, nested ones
 * included (a new meeting's MeetingTeams, a new item's facilitators, a new goal's GoalTeam).
 */
const NEW_IDS = ['0', 0, EMPTY_GUID] as const;

let t: TestApp;
let cookie: string;
const ids: Record<string, string> = {};

let call: ReturnType<typeof apiCaller>;
const get = async <T>(url: string) => {
  const response = await call('GET', url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const saved = async (url: string, payload: object) => {
  const response = await call('POST', url, cookie, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: string }>().Id;
};

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  cookie = await signIn(t.app, DemoAccounts.lead);
  const db = t.database.db;
  ids.math = (await db.select({ id: teams.id }).from(teams).where(eq(teams.name, '7th Grade Math')))[0]!.id;
  ids.marcus = (await userOf(db, DemoAccounts.teacher)).id;
  ids.priya = (await userOf(db, DemoAccounts.lead)).id;
  const lincoln = (await userOf(db, DemoAccounts.lead)).locationId;
  ids.type = (
    await db
      .select({ id: agendaItemTypes.id })
      .from(agendaItemTypes)
      .where(eq(agendaItemTypes.locationId, lincoln))
      .limit(1)
  )[0]!.id;
});
afterAll(async () => t.close());

describe("nested ids accept the spec's sentinels for new", () => {
  it.each(NEW_IDS)(
    'meeting/save with MeetingTeams[].Id and MeetingResponsiblities[].Id %j',
    async (newId) => {
      const start = Date.now() + 3 * 86_400_000;
      const meeting = {
        Id: newId,
        Subject: `Nested ids ${String(newId)}`,
        StartDateTime: new Date(start).toISOString(),
        EndDateTime: new Date(start + 3_600_000).toISOString(),
        Location: 'Room 9',
        MeetingTeams: [{ Id: newId, TeamId: ids.math }],
        MeetingResponsiblities: [
          { Id: newId, ResponsibilityId: MeetingResponsibility.NoteTaker, UserId: ids.marcus },
        ],
        SetupZoomMeeting: false,
        RemoveZoomMeeting: false,
      };
      const id = await saved('meeting/save', meeting);
      const detail = await get<MeetingDetail>(`meeting/getById/${id}`);
      expect(detail.MeetingTeams).toEqual([{ Id: expect.any(String), TeamId: ids.math }]);
      expect(detail.MeetingResponsiblities).toEqual([
        { Id: expect.any(String), ResponsibilityId: MeetingResponsibility.NoteTaker, UserId: ids.marcus },
      ]);
      // Saved again as the form reloads it: the links' own ids are accepted too.
      await saved('meeting/save', { ...meeting, ...detail, Subject: `${meeting.Subject} (edited)` });
    },
  );

  it.each(NEW_IDS)('meeting/saveWithAgendaItems with a nested new meeting %j', async (newId) => {
    const start = Date.now() + 4 * 86_400_000;
    const source = await saved('meeting/save', {
      Id: '0',
      Subject: `Move source ${String(newId)}`,
      StartDateTime: new Date(start).toISOString(),
      EndDateTime: new Date(start + 3_600_000).toISOString(),
      MeetingTeams: [{ TeamId: ids.math }],
    });
    const agenda = await get<Agenda>(`agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${source}`);
    const itemId = await saved('agendaitem/save', {
      Id: newId,
      AgendaId: agenda.AgendaId,
      Title: 'Moves along',
      ItemTypeId: ids.type,
      TimeInMinutes: 5,
      AgendaItemFacilitators: [{ Id: newId, UserId: ids.priya }],
    });
    await saved('meeting/saveWithAgendaItems', {
      Meeting: {
        Id: newId,
        Subject: `Move target ${String(newId)}`,
        StartDateTime: new Date(start + 86_400_000).toISOString(),
        EndDateTime: new Date(start + 86_400_000 + 3_600_000).toISOString(),
        MeetingTeams: [{ Id: newId, TeamId: ids.math }],
        MeetingResponsiblities: [
          { Id: newId, ResponsibilityId: MeetingResponsibility.NoteTaker, UserId: ids.marcus },
        ],
      },
      AgendaItemIds: [itemId],
    });
  });

  it.each(NEW_IDS)('agendaitem/save with AgendaItemFacilitators[].Id %j', async (newId) => {
    const [agenda] = await t.database.db.select({ id: agendas.id }).from(agendas).limit(1);
    const item = {
      Id: newId,
      AgendaId: agenda!.id,
      Title: `Facilitated ${String(newId)}`,
      Description: '',
      ItemTypeId: ids.type,
      OrderId: 0,
      TimeInMinutes: 10,
      AgendaItemFacilitators: [
        { Id: newId, UserId: ids.priya },
        { Id: newId, UserId: ids.marcus },
      ],
    };
    const id = await saved('agendaitem/save', item);
    const loaded = await get<AgendaItem>(`agendaitem/getById/${id}`);
    expect(loaded.AgendaItemFacilitators.map((f) => f.UserId).sort()).toEqual([ids.priya, ids.marcus].sort());
    // An edit that keeps one facilitator (with its link id) and adds one as new.
    const [kept] = loaded.AgendaItemFacilitators;
    await saved('agendaitem/save', {
      ...item,
      Id: id,
      Version: loaded.Version,
      AgendaItemFacilitators: [kept, { Id: newId, UserId: ids.marcus }],
    });
  });

  it.each(NEW_IDS)('goal/save with GoalTeam.Id and GoalTeam.GoalId %j', async (newId) => {
    const goal = {
      Id: newId,
      Title: `Nested goal ${String(newId)}`,
      Description: '',
      TargetDate: '2027-05-01',
      GoalTeam: { Id: newId, GoalId: newId, TeamId: ids.math },
    };
    const id = await saved('goal/save', goal);
    const loaded = await get<TeamGoal>(`goal/getById/${id}`);
    expect(loaded.GoalTeam).toEqual({ Id: expect.any(String), GoalId: id, TeamId: ids.math });
    // The spec's edit sends the GoalTeam it loaded; a one-entry list is accepted as well.
    await saved('goal/save', { ...goal, Id: id, Version: loaded.Version, GoalTeam: loaded.GoalTeam });
    await saved('goal/save', { ...goal, Id: id, GoalTeam: [{ ...loaded.GoalTeam, Id: newId }] });
  });

  it('still refuses a nested id that is neither an id nor a sentinel', async () => {
    const response = await call('POST', 'goal/save', cookie, {
      Id: '0',
      Title: 'Bad nested id',
      GoalTeam: { Id: 'abc', GoalId: '0', TeamId: ids.math },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^GoalTeam/);
  });
});
