import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeetingResponsibility } from '@shared/constants';
import {
  AgendaMessages,
  type Agenda,
  type AgendaItem,
  type PostAgendaResponse,
} from '@shared/schemas/agendas';
import {
  agendaItemTypes,
  agendas,
  meetingResponsibilities,
  meetings,
  meetingTeams,
  users,
} from '../../db/schema';
import { LIST_CHANGED } from '../../db/ordered-list';
import { DemoAccounts } from '../../db/seed/demo';
import { signInAll } from '../../test/sign-in';
import { mailText, startSmtpListener } from '../../test/smtp-listener';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';
import { apiCaller } from '../../test/api-caller';
import {
  DAY_MS,
  insertMeeting,
  MINUTE_MS,
  meetingIdOf,
  teamIdOf,
  type School,
} from '../../test/meeting-fixtures';

const TOM = 'tom.becker@demo.plchub.test'; // 7th Grade Math member, facilitates "Family letter about fractions night"
const AISHA = 'aisha.khan@demo.plchub.test'; // not on 7th Grade Math
const JORDAN = 'jordan.lee@partners.plchub.test'; // partner on 7th Grade Math
const { admin: ADMIN, lead: PRIYA, teacher: MARCUS, eastAdmin: EAST_ADMIN } = DemoAccounts; // Marcus: math note taker

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
const cookies: Record<string, string> = {};
let school: School;
let mathTeam: string;
let fractions: string; // upcoming, unposted (demo seed)
let pastPosted: string; // started, posted (demo seed)
let startedUnposted: string;

let call: ReturnType<typeof apiCaller>;

async function agendaOf(who: string, meetingId: string): Promise<Agenda> {
  const response = await call(
    'GET',
    `agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${meetingId}`,
    who,
  );
  expect(response.statusCode).toBe(200);
  return response.json<Agenda>();
}

async function typeId(displayName: string, locationId = school.locationId) {
  const rows = await t.database.db
    .select({
      id: agendaItemTypes.id,
      displayName: agendaItemTypes.displayName,
      locationId: agendaItemTypes.locationId,
    })
    .from(agendaItemTypes);
  return rows.find((row) => row.displayName === displayName && row.locationId === locationId)!.id;
}

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'http://plchub.test' });
  call = apiCaller(t.app, cookies);
  // Tom and Aisha have no web access in the demo: give them Marcus's password so they can sign in.
  const [marcusRow] = await t.database.db.select().from(users).where(eq(users.emailAddress, MARCUS));
  await t.database.db
    .update(users)
    .set({ passwordHash: marcusRow!.passwordHash })
    .where(inArray(users.emailAddress, [TOM, AISHA]));
  Object.assign(cookies, await signInAll(t.app, [ADMIN, PRIYA, MARCUS, TOM, AISHA, EAST_ADMIN]));
  const priya = await userOf(t.database.db, PRIYA);
  school = { districtId: priya.districtId, locationId: priya.locationId };
  mathTeam = await teamIdOf(t.database.db, school.locationId, '7th Grade Math');
  fractions = await meetingIdOf(t.database.db, 'Fractions reteach planning');
  pastPosted = await meetingIdOf(t.database.db, 'Unit 3 data review');
  startedUnposted = await insertMeeting(t.database.db, school, {
    subject: 'Started without a posted agenda',
    teamIds: [mathTeam],
    start: Date.now() - 10 * MINUTE_MS,
    items: [{ title: 'Running item', orderId: 1 }],
  });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId', () => {
  it('answers the meeting header, the staff and partners of its team and the items in order', async () => {
    const agenda = await agendaOf(PRIYA, fractions);
    expect(agenda).toMatchObject({
      MeetingId: fractions,
      AgendaTitle: 'Fractions reteach planning',
      HasAgendaPosted: false,
      MeetingLocation: 'Room 204',
      MeetingZoomJoinLink: null,
      NoteTakerName: 'Marcus Bell',
      TeamId: mathTeam,
    });
    expect(new Date(agenda.MeetingEndTime).getTime() - new Date(agenda.MeetingStartTime).getTime()).toBe(
      60 * MINUTE_MS,
    );
    // Students of the team are not people of the meeting; last name, then first name.
    expect(agenda.UsersInMeeting.map((user) => user.FullName)).toEqual([
      'Tom Becker',
      'Marcus Bell',
      'Jordan Lee',
      'Priya Raman',
    ]);
    expect(agenda.UsersInMeeting.find((user) => user.FullName === 'Jordan Lee')).toMatchObject({
      FInitialLastName: 'J. Lee',
      EmailAddress: JORDAN,
    });
    expect(
      agenda.AgendaItems.map((item) => [
        item.OrderId,
        item.Title,
        item.ItemTypeDisplay,
        item.ItemTypeDisplayFullName,
      ]),
    ).toEqual([
      [1, 'Review of reteach lessons', 'D', 'Discussion'],
      [2, 'Family letter about fractions night', 'I', 'Information'],
    ]);
    expect(agenda.AgendaItems[0]).toMatchObject({ TimeInMinutes: 20, Outcome: '' });
    expect(agenda.AgendaItems[0]!.AgendaItemFacilitators.map((f) => f.FInitialLastName)).toEqual([
      'P. Raman',
    ]);
  });

  const flags = (agenda: Agenda) => ({
    add: agenda.AllowedToAddItems,
    arrange: agenda.AllowedToArrange,
    items: agenda.AgendaItems.map((item) => [
      item.AllowedToEdit,
      item.AllowedToDelete,
      item.AllowedToTakeNotes,
    ]),
  });

  it.each([
    [
      'admin',
      ADMIN,
      {
        add: true,
        arrange: true,
        items: [
          [true, true, true],
          [true, true, true],
        ],
      },
    ],
    [
      'team lead',
      PRIYA,
      {
        add: true,
        arrange: true,
        items: [
          [true, true, true],
          [true, true, true],
        ],
      },
    ],
    [
      'note taker',
      MARCUS,
      {
        add: true,
        arrange: false,
        items: [
          [true, false, true],
          [true, false, true],
        ],
      },
    ],
    [
      'facilitator of the second item',
      TOM,
      {
        add: false,
        arrange: false,
        items: [
          [false, false, false],
          [true, false, true],
        ],
      },
    ],
  ])('gives the %s their flags', async (_role, who, expected) => {
    expect(flags(await agendaOf(who, fractions))).toEqual(expected);
  });

  it('refuses a member of no team of the meeting (403) and another school (404)', async () => {
    const url = `agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${fractions}`;
    expect((await call('GET', url, AISHA)).statusCode).toBe(403);
    expect((await call('GET', url, EAST_ADMIN)).statusCode).toBe(404);
  });

  it('hides a started, unposted agenda from members with the spec text, not from the lead or an admin', async () => {
    for (const who of [TOM, MARCUS]) {
      const response = await call(
        'GET',
        `agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${startedUnposted}`,
        who,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(AgendaMessages.notPosted);
    }
    expect((await agendaOf(PRIYA, startedUnposted)).AgendaItems).toHaveLength(1);
    expect((await agendaOf(ADMIN, startedUnposted)).AgendaItems).toHaveLength(1);
  });

  it('shows members a posted agenda of a started meeting and an unposted one of a meeting to come', async () => {
    expect((await agendaOf(TOM, pastPosted)).HasAgendaPosted).toBe(true);
    expect((await agendaOf(TOM, fractions)).HasAgendaPosted).toBe(false);
  });

  it('hides the items of a hidden agenda from agendaitem/getById', async () => {
    const { AgendaItems } = await agendaOf(PRIYA, startedUnposted);
    const response = await call('GET', `agendaitem/getById/${AgendaItems[0]!.Id}`, TOM);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(AgendaMessages.notPosted);
  });

  it('gives a meeting without an agenda row its agenda', async () => {
    const meetingId = randomUUID();
    await t.database.db.insert(meetings).values({
      ...school,
      id: meetingId,
      subject: 'No agenda yet',
      startDateTime: new Date(Date.now() + DAY_MS),
      endDateTime: new Date(Date.now() + DAY_MS + 60 * MINUTE_MS),
    });
    await t.database.db.insert(meetingTeams).values({ ...school, meetingId, teamId: mathTeam });
    const agenda = await agendaOf(PRIYA, meetingId);
    const [row] = await t.database.db.select().from(agendas).where(eq(agendas.meetingId, meetingId));
    expect(agenda.AgendaId).toBe(row!.id);
    expect(agenda.AgendaItems).toEqual([]);
    expect((await agendaOf(PRIYA, meetingId)).AgendaId).toBe(row!.id);
  });
});

describe('agenda/getListOfTeamUsersByAgendaId', () => {
  it('lists the staff and partners of the meeting team to a member, 404 to another school', async () => {
    const { AgendaId } = await agendaOf(PRIYA, fractions);
    const response = await call('GET', `agenda/getListOfTeamUsersByAgendaId/${AgendaId}`, TOM);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ FullName: string }[]>().map((user) => user.FullName)).toEqual([
      'Tom Becker',
      'Marcus Bell',
      'Jordan Lee',
      'Priya Raman',
    ]);
    expect(
      (await call('GET', `agenda/getListOfTeamUsersByAgendaId/${AgendaId}`, EAST_ADMIN)).statusCode,
    ).toBe(404);
  });

  it('refuses a member of no team of the meeting (403) and hides a hidden agenda with the spec text', async () => {
    const { AgendaId } = await agendaOf(PRIYA, fractions);
    expect((await call('GET', `agenda/getListOfTeamUsersByAgendaId/${AgendaId}`, AISHA)).statusCode).toBe(
      403,
    );
    const hidden = await agendaOf(PRIYA, startedUnposted);
    const response = await call('GET', `agenda/getListOfTeamUsersByAgendaId/${hidden.AgendaId}`, TOM);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(AgendaMessages.notPosted);
  });
});

describe('agendaitem/save, getById and delete', () => {
  let agendaId: string;
  let meetingId: string;
  let people: Record<string, string>;

  const body = (overrides: object = {}) => ({
    Id: '0',
    AgendaId: agendaId,
    Title: 'New item',
    Description: '<p>Read <strong>this</strong></p><script>alert(1)</script>',
    ItemTypeId: people.typeD,
    OrderId: 99,
    TimeInMinutes: 15,
    AgendaItemFacilitators: [{ UserId: people.tom }],
    ...overrides,
  });
  const save = (who: string, overrides: object = {}) => call('POST', 'agendaitem/save', who, body(overrides));

  beforeAll(async () => {
    meetingId = await insertMeeting(t.database.db, school, {
      subject: 'Item form meeting',
      teamIds: [mathTeam],
      start: Date.now() + DAY_MS,
      items: [{ title: 'Existing', orderId: 1 }],
    });
    agendaId = (await agendaOf(PRIYA, meetingId)).AgendaId;
    const marcus = await userOf(t.database.db, MARCUS);
    await t.database.db.insert(meetingResponsibilities).values({
      ...school,
      meetingId,
      responsibilityId: MeetingResponsibility.NoteTaker,
      userId: marcus.id,
    });
    people = {
      tom: (await userOf(t.database.db, TOM)).id,
      marcus: (await userOf(t.database.db, MARCUS)).id,
      aisha: (await userOf(t.database.db, AISHA)).id,
      typeD: await typeId('D'),
    };
  });

  it('adds an item last whatever OrderId says, with its description sanitised', async () => {
    const response = await save(PRIYA);
    expect(response.statusCode).toBe(200);
    const item = response.json<AgendaItem>();
    expect(item).toMatchObject({
      OrderId: 2,
      Title: 'New item',
      TimeInMinutes: 15,
      ItemTypeId: people.typeD,
    });
    expect(item.Description).toContain('<strong>this</strong>');
    expect(item.Description).not.toContain('script');
    expect(item.AgendaItemFacilitators.map((f) => f.UserId)).toEqual([people.tom]);
    const fetched = await call('GET', `agendaitem/getById/${item.Id}`, TOM);
    expect(fetched.json<AgendaItem>()).toMatchObject({ Id: item.Id, AllowedToEdit: true });
  });

  it.each(['<p></p>', '<p> &nbsp; </p><p><br></p>', '<script>alert(1)</script>'])(
    'stores a description without visible text (%j) as empty',
    async (Description) => {
      const created = await save(PRIYA, { Title: 'No description', Description });
      expect(created.statusCode).toBe(200);
      expect(created.json<AgendaItem>().Description).toBe('');
      const edited = await save(PRIYA, { Id: created.json<AgendaItem>().Id, Description });
      expect(edited.json<AgendaItem>().Description).toBe('');
    },
  );

  it('lets the note taker add items, not a plain member', async () => {
    expect((await save(MARCUS, { Title: 'From the note taker' })).statusCode).toBe(200);
    expect((await save(TOM, { Title: 'From Tom' })).statusCode).toBe(403);
  });

  it.each([
    [{ Title: '  ' }, `Title: ${AgendaMessages.itemNameRequired}`],
    [{ TimeInMinutes: 'abc' }, `TimeInMinutes: ${AgendaMessages.timeNotNumber}`],
    [{ TimeInMinutes: 1.5 }, `TimeInMinutes: ${AgendaMessages.timeNotNumber}`],
    [{ TimeInMinutes: -1 }, `TimeInMinutes: ${AgendaMessages.timeNotNumber}`],
    [{ TimeInMinutes: 601 }, `TimeInMinutes: ${AgendaMessages.timeTooLong}`],
    [{ ItemTypeId: -1 }, `ItemTypeId: ${AgendaMessages.typeRequired}`],
    [{ ItemTypeId: randomUUID() }, `ItemTypeId: ${AgendaMessages.typeRequired}`],
    [{ AgendaItemFacilitators: [] }, `AgendaItemFacilitators: ${AgendaMessages.facilitatorRequired}`],
    [{ AgendaItemFacilitators: [{ UserId: -1 }] }, `${AgendaMessages.facilitatorRequired}`],
  ])('refuses %j with the spec message', async (overrides, message) => {
    const response = await save(PRIYA, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('refuses a facilitator who is not on the meeting team and a type of another school', async () => {
    const notMember = await save(PRIYA, { AgendaItemFacilitators: [{ UserId: people.aisha }] });
    expect(notMember.json<{ message: string }>().message).toBe(
      `AgendaItemFacilitators: ${AgendaMessages.facilitatorRequired}`,
    );
    const east = await userOf(t.database.db, EAST_ADMIN);
    const eastType = await typeId('D', east.locationId);
    const foreignType = await save(PRIYA, { ItemTypeId: eastType });
    expect(foreignType.json<{ message: string }>().message).toBe(
      `ItemTypeId: ${AgendaMessages.typeRequired}`,
    );
  });

  it('lets a facilitator edit their item (facilitators replaced), not another', async () => {
    const created = (await save(PRIYA, { Title: 'Tom leads' })).json<AgendaItem>();
    const edit = await save(TOM, {
      Id: created.Id,
      Title: 'Tom leads, renamed',
      AgendaItemFacilitators: [{ UserId: people.tom }, { UserId: people.marcus }],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json<AgendaItem>()).toMatchObject({ Title: 'Tom leads, renamed', OrderId: created.OrderId });
    expect(
      edit
        .json<AgendaItem>()
        .AgendaItemFacilitators.map((f) => f.UserId)
        .sort(),
    ).toEqual([people.tom, people.marcus].sort());
    const marcusOnly = (
      await save(PRIYA, { Title: 'Marcus leads', AgendaItemFacilitators: [{ UserId: people.marcus }] })
    ).json<AgendaItem>();
    expect((await save(TOM, { Id: marcusOnly.Id, Title: 'Taken over' })).statusCode).toBe(403);
    expect((await call('POST', 'agendaitem/save', EAST_ADMIN, body({ Id: marcusOnly.Id }))).statusCode).toBe(
      404,
    );
  });

  it('lets managers delete an item (the rest close up), not the note taker', async () => {
    const before = await agendaOf(PRIYA, meetingId);
    const first = before.AgendaItems[0]!;
    expect((await call('DELETE', `agendaitem/delete/${first.Id}`, MARCUS)).statusCode).toBe(403);
    const response = await call('DELETE', `agendaitem/delete/${first.Id}`, PRIYA);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(first.Id);
    const after = await agendaOf(PRIYA, meetingId);
    expect(after.AgendaItems.map((item) => item.OrderId)).toEqual(
      after.AgendaItems.map((_item, index) => index + 1),
    );
    expect(after.AgendaItems.map((item) => item.Id)).toEqual(
      before.AgendaItems.slice(1).map((item) => item.Id),
    );
  });
});

describe('agendaitem/reorder', () => {
  const titles = ['One', 'Two', 'Three', 'Four', 'Five'];
  let meetingId: string;

  const reorder = (who: string, ids: string[]) =>
    call('POST', 'agendaitem/reorder', who, {
      ReorderItems: ids.map((id, index) => ({ AgendaItemId: id, NewDisplayOrder: index + 1 })),
    });
  const order = async () =>
    (await agendaOf(PRIYA, meetingId)).AgendaItems.map((item) => [item.OrderId, item.Title]);

  beforeAll(async () => {
    meetingId = await insertMeeting(t.database.db, school, {
      subject: 'Reorder meeting',
      teamIds: [mathTeam],
      start: Date.now() + DAY_MS,
      items: titles.map((title, index) => ({ title, orderId: index + 1 })),
    });
  });

  it('applies the new order as 1..n for a manager, and refuses a plain member', async () => {
    const ids = (await agendaOf(PRIYA, meetingId)).AgendaItems.map((item) => item.Id);
    expect((await reorder(TOM, [...ids].reverse())).statusCode).toBe(403);
    const response = await reorder(PRIYA, [ids[4]!, ids[0]!, ids[1]!, ids[2]!, ids[3]!]);
    expect(response.statusCode).toBe(200);
    expect(await order()).toEqual([
      [1, 'Five'],
      [2, 'One'],
      [3, 'Two'],
      [4, 'Three'],
      [5, 'Four'],
    ]);
  });

  it("refuses items of two agendas (409: not the agenda's list) and changes neither", async () => {
    const before = await order();
    const ids = (await agendaOf(PRIYA, meetingId)).AgendaItems.map((item) => item.Id);
    const other = (await agendaOf(PRIYA, fractions)).AgendaItems[0]!.Id;
    const response = await reorder(PRIYA, [...ids.reverse(), other]);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(LIST_CHANGED);
    expect(await order()).toEqual(before);
  });

  it('answers 409 with a clear message and changes nothing for a partial or stale list', async () => {
    const before = await order();
    const ids = (await agendaOf(PRIYA, meetingId)).AgendaItems.map((item) => item.Id);
    const partial = await reorder(PRIYA, [...ids].reverse().slice(1));
    expect(partial.statusCode).toBe(409);
    expect(partial.json<{ message: string }>().message).toBe(LIST_CHANGED);
    const stale = await reorder(PRIYA, [...ids.slice(1).reverse(), randomUUID()]);
    expect(stale.statusCode).toBe(409);
    expect(await order()).toEqual(before);
  });

  it("answers 404 for another school's agenda", async () => {
    const ids = (await agendaOf(PRIYA, meetingId)).AgendaItems.map((item) => item.Id);
    expect((await reorder(EAST_ADMIN, [...ids].reverse())).statusCode).toBe(404);
  });

  it('serialises two concurrent reorders: the result is one of the two orders, numbered 1..n', async () => {
    const ids = (await agendaOf(PRIYA, meetingId)).AgendaItems.map((item) => item.Id);
    const a = [...ids].reverse();
    const b = [ids[2]!, ids[0]!, ids[4]!, ids[1]!, ids[3]!];
    const responses = await Promise.all([reorder(PRIYA, a), reorder(ADMIN, b)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const items = (await agendaOf(PRIYA, meetingId)).AgendaItems;
    expect(items.map((item) => item.OrderId)).toEqual([1, 2, 3, 4, 5]);
    expect([a, b]).toContainEqual(items.map((item) => item.Id));
  });
});

describe('agenda/postMeetingAgenda', () => {
  it('refuses the note taker (403)', async () => {
    const { AgendaId } = await agendaOf(PRIYA, fractions);
    expect((await call('POST', `agenda/postMeetingAgenda/${AgendaId}`, MARCUS)).statusCode).toBe(403);
  });

  it("answers 404 for another school's agenda", async () => {
    const { AgendaId } = await agendaOf(PRIYA, fractions);
    expect((await call('POST', `agenda/postMeetingAgenda/${AgendaId}`, EAST_ADMIN)).statusCode).toBe(404);
  });

  it('still mails every other member when the mail server refuses one address', async () => {
    const { AgendaId } = await agendaOf(PRIYA, fractions);
    smtp.received.splice(0);
    // Tom is first by last name: the refusal comes before every other send.
    smtp.refused.add(TOM);
    try {
      const response = await call('POST', `agenda/postMeetingAgenda/${AgendaId}`, PRIYA);
      expect(response.statusCode).toBe(200);
      for (const address of [MARCUS, JORDAN, PRIYA]) {
        expect(mailText(await smtp.nextMailTo(address))).toContain(
          'Agenda posted: Fractions reteach planning',
        );
      }
      await t.app.background.drain();
      expect(smtp.received).toHaveLength(0);
    } finally {
      smtp.refused.clear();
    }
  });

  it('marks the agenda posted and mails every member once with the agenda link', async () => {
    const { AgendaId } = await agendaOf(PRIYA, fractions);
    smtp.received.splice(0);
    const response = await call('POST', `agenda/postMeetingAgenda/${AgendaId}`, PRIYA);
    expect(response.statusCode).toBe(200);
    const answer = response.json<PostAgendaResponse>();
    expect(answer.HasAgendaPosted).toBe(true);
    const addresses = answer.UsersInMeeting.map((user) => user.EmailAddress);
    expect(addresses).toHaveLength(4);
    expect(addresses).toEqual(expect.arrayContaining([PRIYA, MARCUS, TOM, JORDAN]));
    for (const address of [PRIYA, MARCUS, TOM, JORDAN]) {
      const text = mailText(await smtp.nextMailTo(address));
      expect(text).toContain('Agenda posted: Fractions reteach planning');
      expect(text).toContain(`http://plchub.test/meetingAgenda/${fractions}`);
      expect(text).toContain('Review of reteach lessons');
      expect(text).toContain('Room 204');
    }
    await t.app.background.drain();
    expect(smtp.received).toHaveLength(0);
    expect((await agendaOf(TOM, fractions)).HasAgendaPosted).toBe(true);
  });
});
