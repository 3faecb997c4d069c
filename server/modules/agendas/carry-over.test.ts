import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agenda } from '@shared/schemas/agendas';
import { CarryOverMessages, type CarryOverOffer } from '@shared/schemas/carry-over';
import type { AgendaTemplate } from '@shared/schemas/agenda-templates';
import { DemoAccounts } from '../../db/seed/demo';
import { apiCaller } from '../../test/api-caller';
import { insertMeeting, insertTask, teamIdOf, type School } from '../../test/meeting-fixtures';
import { signInAll } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';
import { AgendaHeaderRow, findAgendaView } from './repository';

let t: TestApp;
const cookies: Record<string, string> = {};
let call: ReturnType<typeof apiCaller>;
let school: School;
const ids: Record<string, string> = {};

const agendaOf = async (meetingId: string) => {
  const response = await call(
    'GET',
    `agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${meetingId}`,
    DemoAccounts.lead,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Agenda>();
};
const offerOf = async (agendaId: string, who: string = DemoAccounts.lead) => {
  const response = await call('GET', `agenda/getCarryOver/${agendaId}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CarryOverOffer>();
};
const carry = (agendaId: string, body: object = {}, who: string = DemoAccounts.lead) =>
  call('POST', `agenda/carryOver/${agendaId}`, who, body);

/** A weekly series of two Math meetings from the norms template (three items), the teacher taking notes. */
async function twoWeeks(subject: string) {
  const templates = await call('GET', 'agendaTemplate/getAll', DemoAccounts.lead);
  const template = templates
    .json<AgendaTemplate[]>()
    .find((each) => each.Name === 'Norms and SMART-goal check')!;
  const saved = await call('POST', 'meetingSeries/save', DemoAccounts.lead, {
    Id: '0',
    TeamId: ids.math,
    Subject: subject,
    StartDate: '2027-05-04',
    StartTime: '15:30',
    DurationMinutes: 45,
    RRule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=2',
    AgendaTemplateId: template.Id,
    NoteTakerId: ids.marcus,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [first, second] = saved.json<{ MeetingIds: string[] }>().MeetingIds as [string, string];
  return { first: await agendaOf(first), second: await agendaOf(second) };
}

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(
    cookies,
    await signInAll(t.app, [
      DemoAccounts.admin,
      DemoAccounts.lead,
      DemoAccounts.teacher,
      DemoAccounts.eastAdmin,
    ]),
  );
  call = apiCaller(t.app, cookies);
  const priya = await userOf(t.database.db, DemoAccounts.lead);
  school = { districtId: priya.districtId, locationId: priya.locationId };
  ids.priya = priya.id;
  ids.marcus = (await userOf(t.database.db, DemoAccounts.teacher)).id;
  ids.math = await teamIdOf(t.database.db, school.locationId, '7th Grade Math');
});
afterAll(async () => t.close());

describe('carry-over', () => {
  it('offers the previous occurrence’s unfinished items and the team’s open meeting tasks', async () => {
    const { first, second } = await twoWeeks('Carry offer');
    const [norms, smart] = first.AgendaItems as [
      Agenda['AgendaItems'][number],
      Agenda['AgendaItems'][number],
    ];
    // The note taker finishes one item in the first meeting's notes.
    const finished = await call('POST', `agendaitem/setFinished/${norms.Id}`, DemoAccounts.teacher, {
      Finished: true,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    await insertTask(t.database.db, school, {
      title: 'Send the SMART goal draft',
      assignedTo: ids.marcus!,
      assignedBy: ids.priya!,
      teamId: ids.math!,
      meetingId: first.MeetingId,
    });
    const offer = await offerOf(second.AgendaId, DemoAccounts.teacher);
    expect(offer.PreviousMeeting).toMatchObject({
      MeetingId: first.MeetingId,
      StartDateTime: '2027-05-04T20:30:00.000Z',
    });
    expect(offer.Items.map((item) => [item.Title, item.AlreadyCarried])).toEqual([
      ['SMART goal progress', false],
      ['Adjust the plan', false],
    ]);
    expect(offer.Tasks.map((task) => [task.Title, task.MeetingId])).toContainEqual([
      'Send the SMART goal draft',
      first.MeetingId,
    ]);
    expect(offer.AllowedToCarryOver).toBe(false);
    expect((await offerOf(second.AgendaId)).AllowedToCarryOver).toBe(true);
    expect((await agendaOf(first.MeetingId)).AgendaItems.map((item) => item.IsFinished)).toEqual([
      true,
      false,
      false,
    ]);
    expect(smart.IsFinished).toBe(false);
  });

  it('carries all unfinished items once, each linked to its earlier notes; carrying twice adds nothing', async () => {
    const { first, second } = await twoWeeks('Carry twice');
    await call('POST', `agendaitem/setFinished/${first.AgendaItems[0]!.Id}`, DemoAccounts.lead, {
      Finished: true,
    });
    const carried = await carry(second.AgendaId);
    expect(carried.statusCode, carried.body).toBe(200);
    expect(carried.json<{ AgendaItemIds: string[] }>().AgendaItemIds).toHaveLength(2);
    const again = await carry(second.AgendaId);
    expect(again.json<{ AgendaItemIds: string[] }>().AgendaItemIds).toEqual([]);
    const agenda = await agendaOf(second.MeetingId);
    // The template's three items, then the two carried ones with their facilitators and their source.
    expect(agenda.AgendaItems.map((item) => item.Title)).toEqual([
      'Norms review',
      'SMART goal progress',
      'Adjust the plan',
      'SMART goal progress',
      'Adjust the plan',
    ]);
    const carriedItems = agenda.AgendaItems.slice(3);
    expect(carriedItems.map((item) => item.CarriedFrom)).toEqual(
      first.AgendaItems.slice(1).map((item) => ({
        AgendaItemId: item.Id,
        MeetingId: first.MeetingId,
        AgendaId: first.AgendaId,
        StartDateTime: '2027-05-04T20:30:00.000Z',
      })),
    );
    expect(carriedItems.every((item) => item.AgendaItemFacilitators.length === 1)).toBe(true);
    expect((await offerOf(second.AgendaId)).Items.every((item) => item.AlreadyCarried)).toBe(true);
  });

  it('carries chosen items only, refuses items not offered, and is for leads and admins', async () => {
    const { first, second } = await twoWeeks('Carry chosen');
    const chosen = first.AgendaItems[2]!.Id;
    expect((await carry(second.AgendaId, { AgendaItemIds: [chosen] }, DemoAccounts.teacher)).statusCode).toBe(
      403,
    );
    expect((await carry(second.AgendaId, {}, DemoAccounts.eastAdmin)).statusCode).toBe(404);
    const notOffered = await carry(second.AgendaId, { AgendaItemIds: [second.AgendaItems[0]!.Id] });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json<{ message: string }>().message).toBe(
      `AgendaItemIds: ${CarryOverMessages.notOffered}`,
    );
    const done = await carry(second.AgendaId, { AgendaItemIds: [chosen] }, DemoAccounts.admin);
    expect(done.json<{ AgendaItemIds: string[] }>().AgendaItemIds).toHaveLength(1);
    expect((await agendaOf(second.MeetingId)).AgendaItems.at(-1)!.CarriedFrom?.AgendaItemId).toBe(chosen);
    // Only those who take notes on an item mark it finished.
    expect(
      (await call('POST', `agendaitem/setFinished/${chosen}`, DemoAccounts.eastAdmin, { Finished: true }))
        .statusCode,
    ).toBe(404);
  });

  it('reads the whole agenda view in one prepared statement whose row is exactly AgendaHeaderRow', async () => {
    // Drizzle types the statement's JSON columns without checking them, so this test does.
    const { first, second } = await twoWeeks('View row');
    await call('POST', `agendaitem/setFinished/${first.AgendaItems[0]!.Id}`, DemoAccounts.lead, {
      Finished: true,
    });
    expect((await carry(second.AgendaId)).statusCode).toBe(200);
    const roles = await call('POST', `meeting/saveRoles/${second.MeetingId}`, DemoAccounts.lead, {
      Roles: [{ ResponsibilityId: 2, UserId: ids.priya }],
    });
    expect(roles.statusCode, roles.body).toBe(200);
    const view = (teamId: string | null) =>
      findAgendaView(
        t.database.db,
        { meetingId: second.MeetingId, teamId },
        second.AgendaId,
        school.locationId,
      );
    const row = AgendaHeaderRow.parse(await view(ids.math!));
    expect(row.roles).toEqual([{ role: 2, userId: ids.priya }]);
    expect(row.norms.length).toBeGreaterThan(0);
    expect(row.items.map((item) => item.carriedFrom?.agendaItemId ?? null)).toEqual([
      null,
      null,
      null,
      ...first.AgendaItems.slice(1).map((item) => item.Id),
    ]);
    expect(row.items.at(-1)!.carriedFrom).toEqual({
      agendaItemId: first.AgendaItems.at(-1)!.Id,
      agendaId: first.AgendaId,
      meetingId: first.MeetingId,
      startDateTime: '2027-05-04T20:30:00.000Z',
    });
    // Run again with other values (a prepared statement keeps its plan); a meeting without a team has no norms.
    const teamless = AgendaHeaderRow.parse(await view(null));
    expect([teamless.normsTitle, teamless.norms]).toEqual([null, []]);
    // Another school's (here: no) location finds no meeting.
    expect(
      await findAgendaView(
        t.database.db,
        { meetingId: second.MeetingId, teamId: null },
        first.AgendaId,
        randomUUID(),
      ),
    ).toBeUndefined();
  });

  it('draws on the team’s previous meeting when the meeting is not in a series', async () => {
    const earlier = await insertMeeting(t.database.db, school, {
      subject: 'Single earlier',
      teamIds: [ids.math!],
      start: Date.UTC(2028, 0, 10, 21),
      items: [{ title: 'Open question', orderId: 1 }],
    });
    const later = await insertMeeting(t.database.db, school, {
      subject: 'Single later',
      teamIds: [ids.math!],
      start: Date.UTC(2028, 0, 17, 21),
    });
    const offer = await offerOf((await agendaOf(later)).AgendaId);
    expect(offer.PreviousMeeting?.MeetingId).toBe(earlier);
    expect(offer.Items.map((item) => item.Title)).toEqual(['Open question']);
  });
});
