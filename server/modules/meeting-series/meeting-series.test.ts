import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeetingResponsibility } from '@shared/constants';
import { MeetingSeriesMessages, type MeetingSeries } from '@shared/schemas/meeting-series';
import { agendaItems, agendaItemTypes, agendas, meetings, meetingSeries } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { addCalendarDays, instantAtSchoolTime, schoolDayOf } from '../../lib/school-time';
import { apiCaller } from '../../test/api-caller';
import { signInWithCalendarFeed } from '../../test/calendar-feed';
import { insertTask, teamIdOf, type School } from '../../test/meeting-fixtures';
import { signInAll } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';

const ZONE = 'America/Chicago';
const ELENA = 'elena.garcia@demo.plchub.test'; // leads Literacy Committee and Science Department, not in Math

let t: TestApp;
const cookies: Record<string, string> = {};
let call: ReturnType<typeof apiCaller>;
let school: School;
const ids: Record<string, string> = {};

/** A meetingSeries/save body for 7th Grade Math, with overrides. */
const body = (overrides: Record<string, unknown> = {}) => ({
  Id: '0',
  TeamId: ids.math,
  Subject: 'Math PLC',
  Location: 'Room 12',
  StartDate: '2027-03-02',
  StartTime: '15:30',
  DurationMinutes: 45,
  RRule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3',
  ...overrides,
});

const saveSeries = async (overrides: Record<string, unknown> = {}, who: string = DemoAccounts.lead) => {
  const response = await call('POST', 'meetingSeries/save', who, body(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: string; MeetingIds: string[] }>();
};

const seriesOf = async (id: string, who: string = DemoAccounts.lead) => {
  const response = await call('GET', `meetingSeries/getById/${id}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MeetingSeries>();
};

const seriesCount = async () =>
  (await t.database.db.select({ id: meetingSeries.id }).from(meetingSeries)).length;

/** The school's today shifted by `days`, and its weekday as an RRULE BYDAY code. */
const schoolDay = (days: number) => addCalendarDays(schoolDayOf(new Date(), ZONE), days);
const bydayOf = (day: string) =>
  ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${day}T12:00:00Z`).getUTCDay()];

const meetingRow = async (meetingId: string) => {
  const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
  return row;
};

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
  ids.math = await teamIdOf(db, school.locationId, '7th Grade Math');
  ids.priya = priya.id;
  ids.marcus = (await userOf(db, DemoAccounts.teacher)).id;
});
afterAll(async () => t.close());

describe('meetingSeries/save', () => {
  it('keeps a weekly 3:30 pm meeting at 3:30 pm in Chicago across the change to daylight saving', async () => {
    const saved = await saveSeries();
    expect(saved.MeetingIds).toHaveLength(3);
    const series = await seriesOf(saved.Id);
    expect(series.Occurrences.map((occurrence) => [occurrence.StartDateTime, occurrence.Cancelled])).toEqual([
      ['2027-03-02T21:30:00.000Z', false],
      ['2027-03-09T21:30:00.000Z', false],
      ['2027-03-16T20:30:00.000Z', false],
    ]);
    expect(series.Occurrences.map((occurrence) => occurrence.MeetingId)).toEqual(saved.MeetingIds);
    expect(series).toMatchObject({
      TimeZone: ZONE,
      StartTime: '15:30',
      RRule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3',
    });
    // Each occurrence is a real meeting of the team, with its own agenda, seen by the team's members.
    const first = await call('GET', `meeting/getById/${saved.MeetingIds[0]}`, DemoAccounts.teacher);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      Subject: 'Math PLC',
      EndDateTime: '2027-03-02T22:15:00.000Z',
      MeetingTeams: [{ TeamId: ids.math }],
    });
    const agenda = await call(
      'GET',
      `agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${saved.MeetingIds[2]}`,
      DemoAccounts.lead,
    );
    expect(agenda.statusCode, agenda.body).toBe(200);
  });

  it('gives every occurrence at its instant in the per-meeting .ics and in the calendar feed', async () => {
    const saved = await saveSeries({ Subject: 'Feed series' });
    const feed = await signInWithCalendarFeed(t.app, DemoAccounts.teacher);
    const text = (await t.app.inject({ method: 'GET', url: feed.feedPath })).body;
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
      .filter((event) => event.summary === 'Feed series');
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      '2027-03-02T21:30:00.000Z',
      '2027-03-09T21:30:00.000Z',
      '2027-03-16T20:30:00.000Z',
    ]);
    const ics = await call('GET', `meeting/getIcs/${saved.MeetingIds[2]}`, DemoAccounts.teacher);
    const [event] = new ICAL.Component(ICAL.parse(ics.body)).getAllSubcomponents('vevent');
    expect(new ICAL.Event(event).startDate.toJSDate().toISOString()).toBe('2027-03-16T20:30:00.000Z');
    expect(new ICAL.Event(event).endDate.toJSDate().toISOString()).toBe('2027-03-16T21:15:00.000Z');
  });

  it("skips the school's non-meeting days (the count still includes them, as in RFC 5545)", async () => {
    const added = await call('POST', 'school/saveNonMeetingDay', DemoAccounts.admin, {
      Id: '0',
      Name: 'Spring break',
      FirstDay: '2027-04-05',
      LastDay: '2027-04-09',
    });
    expect(added.statusCode, added.body).toBe(200);
    const saved = await saveSeries({ StartDate: '2027-03-30', RRule: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4' });
    const series = await seriesOf(saved.Id);
    expect(series.Occurrences.map((occurrence) => occurrence.StartDateTime.slice(0, 10))).toEqual([
      '2027-03-30',
      '2027-04-01',
    ]);
  });

  it('creates monthly series on the nth weekday, every N weeks, and until a date', async () => {
    const monthly = await saveSeries({ StartDate: '2027-01-01', RRule: 'FREQ=MONTHLY;BYDAY=-1WE;COUNT=3' });
    expect((await seriesOf(monthly.Id)).Occurrences.map((o) => o.StartDateTime.slice(0, 10))).toEqual([
      '2027-01-27',
      '2027-02-24',
      '2027-03-31',
    ]);
    const fortnightly = await saveSeries({
      StartDate: '2027-01-04',
      RRule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;UNTIL=20270201',
    });
    expect((await seriesOf(fortnightly.Id)).Occurrences.map((o) => o.StartDateTime.slice(0, 10))).toEqual([
      '2027-01-04',
      '2027-01-18',
      '2027-02-01',
    ]);
  });

  it('refuses a rule the form cannot express, over 200 meetings or ending before it starts; nothing is made', async () => {
    const before = await seriesCount();
    const refused = async (overrides: Record<string, unknown>, message: string) => {
      const response = await call('POST', 'meetingSeries/save', DemoAccounts.lead, body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    };
    for (const RRule of [
      'FREQ=DAILY;COUNT=3',
      'FREQ=WEEKLY;BYDAY=TU',
      'FREQ=WEEKLY;BYDAY=TU;COUNT=3;UNTIL=20270601',
      'FREQ=WEEKLY;BYDAY=2TU;COUNT=3',
      'FREQ=MONTHLY;BYDAY=TU;COUNT=3',
      'FREQ=MONTHLY;BYDAY=1TU;BYSETPOS=1;COUNT=3',
      'FREQ=WEEKLY;BYDAY=TU;INTERVAL=13;COUNT=3',
      'not a rule',
    ]) {
      await refused({ RRule }, MeetingSeriesMessages.repeatUnsupported);
    }
    await refused({ RRule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=201' }, MeetingSeriesMessages.tooManyOccurrences);
    await refused(
      { RRule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20280601' },
      MeetingSeriesMessages.tooManyOccurrences,
    );
    await refused({ RRule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270101' }, MeetingSeriesMessages.endBeforeStart);
    await refused({ StartTime: '25:00' }, MeetingSeriesMessages.startTimeInvalid);
    // A person who is nobody in the district: never an eligible note taker.
    await refused({ NoteTakerId: randomUUID() }, 'note taker');
    expect(await seriesCount()).toBe(before);
  });

  it('lets only the team’s leads and the school’s admins make a series; another school’s team is 404', async () => {
    expect((await call('POST', 'meetingSeries/save', DemoAccounts.teacher, body())).statusCode).toBe(403);
    expect((await call('POST', 'meetingSeries/save', ELENA, body())).statusCode).toBe(403);
    expect((await call('POST', 'meetingSeries/save', DemoAccounts.eastAdmin, body())).statusCode).toBe(404);
    const byAdmin = await saveSeries({ Subject: 'By the admin' }, DemoAccounts.admin);
    expect((await seriesOf(byAdmin.Id, DemoAccounts.teacher)).AllowedToEdit).toBe(false);
    expect((await seriesOf(byAdmin.Id, DemoAccounts.lead)).AllowedToEdit).toBe(true);
    expect((await call('GET', `meetingSeries/getById/${byAdmin.Id}`, ELENA)).statusCode).toBe(403);
    expect(
      (await call('GET', `meetingSeries/getById/${byAdmin.Id}`, DemoAccounts.eastAdmin)).statusCode,
    ).toBe(404);
  });
});

describe('editing a series', () => {
  /** A weekly series of five meetings: three past, two coming. */
  const pastAndComing = async () => {
    // Weekly from 15 days ago: three occurrences past (the last yesterday), two to come, none today,
    // so the split does not depend on the hour the suite runs.
    const first = schoolDay(-15);
    const saved = await saveSeries({
      Subject: 'Weekly data meeting',
      StartDate: first,
      StartTime: '07:00',
      RRule: `FREQ=WEEKLY;BYDAY=${bydayOf(first)};COUNT=5`,
      NoteTakerId: ids.marcus,
    });
    const [past1, past2, , next1, next2] = saved.MeetingIds as [string, string, string, string, string];
    // Notes and a task in a past meeting: no edit may touch them.
    const [agenda] = await t.database.db
      .select({ id: agendas.id })
      .from(agendas)
      .where(eq(agendas.meetingId, past2));
    const [type] = await t.database.db
      .select({ id: agendaItemTypes.id })
      .from(agendaItemTypes)
      .where(eq(agendaItemTypes.locationId, school.locationId))
      .limit(1);
    const [item] = await t.database.db
      .insert(agendaItems)
      .values({
        ...school,
        agendaId: agenda!.id,
        itemTypeId: type!.id,
        title: 'Exit tickets',
        orderId: 1,
        outcome: '<p>Reteach on Friday</p>',
      })
      .returning({ id: agendaItems.id });
    await insertTask(t.database.db, school, {
      title: 'Regroup students',
      assignedTo: ids.marcus!,
      assignedBy: ids.priya!,
      teamId: ids.math!,
      meetingId: past2,
    });
    return { seriesId: saved.Id, past1, past2, next1, next2, first, noteId: item!.id };
  };

  it('changes this and following: the chosen and later meetings, never a past one or its notes', async () => {
    const s = await pastAndComing();
    const pastBefore = await meetingRow(s.past2);
    const next1Before = await meetingRow(s.next1);
    const series = await seriesOf(s.seriesId);
    const edited = await call(
      'POST',
      'meetingSeries/save',
      DemoAccounts.lead,
      body({
        Id: s.seriesId,
        Subject: 'Renamed data meeting',
        StartDate: s.first,
        StartTime: '08:15',
        RRule: series.RRule,
        ApplyFrom: s.next2,
        Version: series.Version,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ MeetingIds: string[] }>().MeetingIds).toEqual([s.next2]);
    expect(await meetingRow(s.past2)).toEqual(pastBefore);
    expect(await meetingRow(s.next1)).toEqual(next1Before);
    const next2 = (await meetingRow(s.next2))!;
    expect(next2.subject).toBe('Renamed data meeting');
    expect(schoolDayOf(next2.startDateTime, ZONE)).toBe(schoolDay(13));
    expect(next2.startDateTime).toEqual(instantAtSchoolTime(schoolDay(13), '08:15', ZONE));
    const [note] = await t.database.db.select().from(agendaItems).where(eq(agendaItems.id, s.noteId));
    expect(note?.outcome).toBe('<p>Reteach on Friday</p>');
    // The whole series: every coming meeting, still not the past ones; a stale copy is refused.
    const stale = await call(
      'POST',
      'meetingSeries/save',
      DemoAccounts.lead,
      body({ Id: s.seriesId, Version: series.Version }),
    );
    expect(stale.statusCode).toBe(409);
    const whole = await call(
      'POST',
      'meetingSeries/save',
      DemoAccounts.lead,
      body({
        Id: s.seriesId,
        Subject: 'Whole series',
        StartDate: s.first,
        StartTime: '07:00',
        RRule: series.RRule,
      }),
    );
    expect(whole.statusCode, whole.body).toBe(200);
    expect((await meetingRow(s.next1))!.subject).toBe('Whole series');
    expect((await meetingRow(s.next2))!.subject).toBe('Whole series');
    expect(await meetingRow(s.past2)).toEqual(pastBefore);
    expect((await meetingRow(s.past1))!.subject).toBe('Weekly data meeting');
  });

  it('removes coming meetings a shorter rule no longer gives, and refuses ApplyFrom of a past meeting', async () => {
    const s = await pastAndComing();
    const series = await seriesOf(s.seriesId);
    const fromPast = await call(
      'POST',
      'meetingSeries/save',
      DemoAccounts.lead,
      body({ Id: s.seriesId, StartDate: s.first, RRule: series.RRule, ApplyFrom: s.past1 }),
    );
    expect(fromPast.statusCode).toBe(400);
    expect(fromPast.json<{ message: string }>().message).toContain(
      MeetingSeriesMessages.applyFromNotInSeries,
    );
    const shorter = await call(
      'POST',
      'meetingSeries/save',
      DemoAccounts.lead,
      body({
        Id: s.seriesId,
        StartDate: s.first,
        StartTime: '07:00',
        RRule: series.RRule.replace('COUNT=5', 'COUNT=4'),
      }),
    );
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(await meetingRow(s.next2)).toBeUndefined();
    expect(await meetingRow(s.next1)).toBeDefined();
    // Shortening past the past meetings leaves them and their notes alone.
    const shortest = await call(
      'POST',
      'meetingSeries/save',
      DemoAccounts.lead,
      body({
        Id: s.seriesId,
        StartDate: s.first,
        StartTime: '07:00',
        RRule: series.RRule.replace('COUNT=5', 'COUNT=1'),
      }),
    );
    expect(shortest.statusCode, shortest.body).toBe(200);
    expect(await meetingRow(s.past2)).toBeDefined();
    expect(await meetingRow(s.next1)).toBeUndefined();
  });

  it('cancels one occurrence, keeping it and its notes, without touching the rest', async () => {
    const s = await pastAndComing();
    const cancelled = await call('POST', `meetingSeries/cancelOccurrence/${s.next1}`, DemoAccounts.lead);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ MeetingId: s.next1, Cancelled: true });
    const occurrences = (await seriesOf(s.seriesId)).Occurrences;
    expect(occurrences.filter((occurrence) => occurrence.Cancelled).map((o) => o.MeetingId)).toEqual([
      s.next1,
    ]);
    expect(occurrences).toHaveLength(5);
    // The lists and the form mark it as a cancelled occurrence of its series.
    const upcoming = await call(
      'GET',
      'meeting/getMyUpcomingMeeting?Search=Weekly%20data&PageSize=30',
      DemoAccounts.teacher,
    );
    const rows = upcoming.json<{
      Items: { MeetingId: string; SeriesId: string | null; IsCancelled: boolean }[];
    }>();
    expect(
      rows.Items.filter((row) => row.SeriesId === s.seriesId).map((row) => [row.MeetingId, row.IsCancelled]),
    ).toEqual([
      [s.next1, true],
      [s.next2, false],
    ]);
    const detail = await call('GET', `meeting/getById/${s.next1}`, DemoAccounts.lead);
    expect(detail.json()).toMatchObject({ SeriesId: s.seriesId, IsCancelled: true });
    // A whole-series edit does not bring it back or change it.
    const series = await seriesOf(s.seriesId);
    const edited = await call(
      'POST',
      'meetingSeries/save',
      DemoAccounts.lead,
      body({
        Id: s.seriesId,
        Subject: 'After the cancel',
        StartDate: s.first,
        StartTime: '07:00',
        RRule: series.RRule,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await meetingRow(s.next1))!.subject).toBe('Weekly data meeting');
    expect((await meetingRow(s.next1))!.cancelledAt).not.toBeNull();
    expect(
      (await call('POST', `meetingSeries/cancelOccurrence/${s.next2}`, DemoAccounts.teacher)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `meetingSeries/cancelOccurrence/${s.next2}`, DemoAccounts.eastAdmin)).statusCode,
    ).toBe(404);
  });

  it('deletes only the coming meetings; the past ones and their notes stay as single meetings', async () => {
    const s = await pastAndComing();
    expect(
      (await call('DELETE', `meetingSeries/delete/${s.seriesId}`, DemoAccounts.teacher)).statusCode,
    ).toBe(403);
    const deleted = await call('DELETE', `meetingSeries/delete/${s.seriesId}`, DemoAccounts.lead);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await meetingRow(s.next1)).toBeUndefined();
    expect(await meetingRow(s.next2)).toBeUndefined();
    expect(await meetingRow(s.past2)).toMatchObject({ seriesId: null, subject: 'Weekly data meeting' });
    const [note] = await t.database.db.select().from(agendaItems).where(eq(agendaItems.id, s.noteId));
    expect(note?.outcome).toBe('<p>Reteach on Friday</p>');
    expect((await call('GET', `meetingSeries/getById/${s.seriesId}`, DemoAccounts.lead)).statusCode).toBe(
      404,
    );
  });
});

describe('PLC roles', () => {
  it('rotates each role through its members in order, skipping anyone not on the team', async () => {
    const elena = (await userOf(t.database.db, ELENA)).id; // not in 7th Grade Math
    const saved = await saveSeries({
      Subject: 'Rotating roles',
      RRule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3',
      RoleRotation: [
        { ResponsibilityId: MeetingResponsibility.Facilitator, UserIds: [ids.priya, elena, ids.marcus] },
        { ResponsibilityId: MeetingResponsibility.Timekeeper, UserIds: [ids.marcus] },
      ],
    });
    const rolesOf = async (meetingId: string) =>
      (
        await call(
          'GET',
          `agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${meetingId}`,
          DemoAccounts.teacher,
        )
      ).json<{
        Roles: { ResponsibilityId: number; UserId: string }[];
      }>().Roles;
    expect(await Promise.all(saved.MeetingIds.map(rolesOf))).toEqual(
      [ids.priya, ids.marcus, ids.priya].map((facilitator) => [
        { ResponsibilityId: MeetingResponsibility.Facilitator, UserId: facilitator },
        { ResponsibilityId: MeetingResponsibility.Timekeeper, UserId: ids.marcus },
      ]),
    );
    const ics = await call('GET', `meeting/getIcs/${saved.MeetingIds[1]}`, DemoAccounts.teacher);
    const [event] = new ICAL.Component(ICAL.parse(ics.body)).getAllSubcomponents('vevent');
    expect(new ICAL.Event(event).description).toContain('Facilitator: Marcus Bell\nTimekeeper: Marcus Bell');
    expect((await seriesOf(saved.Id)).RoleRotation).toEqual([
      { ResponsibilityId: MeetingResponsibility.Facilitator, UserIds: [ids.priya, elena, ids.marcus] },
      { ResponsibilityId: MeetingResponsibility.Timekeeper, UserIds: [ids.marcus] },
    ]);
  });

  it('lets the meeting’s managers name its roles, each an active member of its team', async () => {
    const [meetingId] = (
      await saveSeries({ Subject: 'Roles by hand', RRule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=1' })
    ).MeetingIds;
    const roles = [{ ResponsibilityId: MeetingResponsibility.NormsKeeper, UserId: ids.marcus }];
    expect(
      (await call('POST', `meeting/saveRoles/${meetingId}`, DemoAccounts.teacher, { Roles: roles }))
        .statusCode,
    ).toBe(403);
    const saved = await call('POST', `meeting/saveRoles/${meetingId}`, DemoAccounts.lead, { Roles: roles });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ Roles: roles });
    expect((await call('GET', `meeting/getById/${meetingId}`, DemoAccounts.teacher)).json()).toMatchObject({
      Roles: roles,
    });
    const elena = (await userOf(t.database.db, ELENA)).id;
    const outsider = await call('POST', `meeting/saveRoles/${meetingId}`, DemoAccounts.lead, {
      Roles: [{ ResponsibilityId: MeetingResponsibility.Facilitator, UserId: elena }],
    });
    expect(outsider.statusCode).toBe(400);
    const twice = await call('POST', `meeting/saveRoles/${meetingId}`, DemoAccounts.lead, {
      Roles: [roles[0], roles[0]],
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('the meeting lists filtered by team', () => {
  it('list only the chosen team’s meetings (TeamId), on the same page rules', async () => {
    await saveSeries({
      Subject: 'Filter target',
      StartDate: schoolDay(3),
      RRule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=2',
    });
    const science = (await userOf(t.database.db, DemoAccounts.lead)).locationId;
    const scienceId = await teamIdOf(t.database.db, science, 'Science Department');
    const names = async (teamId: string) => {
      const response = await call(
        'GET',
        `meeting/getMyUpcomingMeeting?TeamId=${teamId}&Search=Filter%20target`,
        DemoAccounts.admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ TotalCount: number; Items: { MeetingName: string }[] }>();
    };
    expect((await names(ids.math!)).TotalCount).toBe(2);
    expect((await names(scienceId)).Items).toEqual([]);
  });
});
