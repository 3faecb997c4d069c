import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedTokens, meetings, users, userTeams } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { hashToken } from '../../lib/tokens';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';
import { DAY_MS, insertMeeting, meetingIdOf, teamIdOf } from '../../test/meeting-fixtures';
import { apiCaller } from '../../test/api-caller';

const ELENA = 'elena.garcia@demo.plchub.test'; // leads Science Department; the teacher is not in it

let t: TestApp;
const cookies: Record<string, string> = {};
let fractionsId: string;
let scienceMeetingId: string;

let call: ReturnType<typeof apiCaller>;

/** The unfolded lines of one iCalendar text. */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
const eventsOf = (text: string) =>
  text
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => icsLines(block));
const field = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, '');

const createFeed = async (who: string) => {
  const response = await call('POST', '/api/v1/calendar/createFeed', who);
  expect(response.statusCode).toBe(200);
  return response.json<{ FeedUrl: string }>().FeedUrl;
};
const feedPath = (feedUrl: string) => new URL(feedUrl).pathname;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app, cookies);
  for (const who of [DemoAccounts.teacher, DemoAccounts.admin, DemoAccounts.eastAdmin, ELENA]) {
    cookies[who] = await signIn(t.app, who);
  }
  const db = t.database.db;
  const elena = await userOf(db, ELENA);
  const school = { districtId: elena.districtId, locationId: elena.locationId };
  fractionsId = await meetingIdOf(db, 'Fractions reteach planning');
  await db
    .update(meetings)
    .set({ zoomJoinLink: 'https://video.example/j/123' })
    .where(eq(meetings.id, fractionsId));
  // The admin joins 7th Grade Math, so their feed has something to show besides what it must not.
  const math = await teamIdOf(db, school.locationId, '7th Grade Math');
  const admin = await userOf(db, DemoAccounts.admin);
  await db.insert(userTeams).values({ ...school, teamId: math, userId: admin.id });
  scienceMeetingId = await insertMeeting(db, school, {
    subject: 'Lab safety review',
    teamIds: [await teamIdOf(db, school.locationId, 'Science Department')],
    start: Date.now() + 3 * DAY_MS,
  });
  await insertMeeting(db, school, {
    subject: 'Math long ago',
    teamIds: [await teamIdOf(db, school.locationId, '7th Grade Math')],
    start: Date.now() - 90 * DAY_MS,
  });
});
afterAll(() => t.close());

describe('meeting/getIcs', () => {
  it('downloads one VEVENT in UTC with the subject, room, agenda and join links, and the roles', async () => {
    const response = await call('GET', `/api/v1/meeting/getIcs/${fractionsId}`, DemoAccounts.teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Fractions%20reteach%20planning.ics",
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [event, ...others] = eventsOf(response.body);
    expect(others).toHaveLength(0);
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, fractionsId));
    const utc = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(field(event!, 'UID')).toBe(`${fractionsId}@plchub.test`);
    expect(field(event!, 'DTSTART')).toBe(utc(row!.startDateTime));
    expect(field(event!, 'DTEND')).toBe(utc(row!.endDateTime));
    expect(field(event!, 'SUMMARY')).toBe('Fractions reteach planning');
    expect(field(event!, 'LOCATION')).toBe('Room 204');
    expect(field(event!, 'URL')).toBe(`http://plchub.test/meetingAgenda/${fractionsId}`);
    expect(field(event!, 'DESCRIPTION')).toBe(
      `Agenda: http://plchub.test/meetingAgenda/${fractionsId}\\nJoin the video meeting: https://video.example/j/123\\nNote taker: Marcus Bell`,
    );
  });

  it('escapes commas, semicolons and line breaks in the subject and the room', async () => {
    const db = t.database.db;
    const teacher = await userOf(db, DemoAccounts.teacher);
    const school = { districtId: teacher.districtId, locationId: teacher.locationId };
    const meetingId = await insertMeeting(db, school, {
      subject: 'Plan, review; then\nact',
      teamIds: [await teamIdOf(db, school.locationId, '7th Grade Math')],
      start: Date.now() + 4 * DAY_MS,
    });
    await db.update(meetings).set({ location: 'Room 2, east; wing\nB' }).where(eq(meetings.id, meetingId));
    const response = await call('GET', `/api/v1/meeting/getIcs/${meetingId}`, DemoAccounts.teacher);
    expect(response.statusCode).toBe(200);
    const [event] = eventsOf(response.body);
    expect(field(event!, 'SUMMARY')).toBe('Plan\\, review\\; then\\nact');
    expect(field(event!, 'LOCATION')).toBe('Room 2\\, east\\; wing\\nB');
  });

  it('answers 403 to a user of the school outside the meeting’s teams and 404 to another school', async () => {
    expect(
      (await call('GET', `/api/v1/meeting/getIcs/${scienceMeetingId}`, DemoAccounts.teacher)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/v1/meeting/getIcs/${scienceMeetingId}`, DemoAccounts.eastAdmin)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/v1/meeting/getIcs/${scienceMeetingId}`, DemoAccounts.admin)).statusCode,
    ).toBe(200);
  });
});

describe('calendar feed', () => {
  it('is off until created, then lists only the meetings of the user’s teams in the window', async () => {
    expect((await call('GET', '/api/v1/calendar/getFeed', DemoAccounts.teacher)).json()).toEqual({
      IsEnabled: false,
      CreatedAt: null,
    });
    const feedUrl = await createFeed(DemoAccounts.teacher);
    expect(feedUrl).toMatch(/^http:\/\/plchub\.test\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = (await call('GET', '/api/v1/calendar/getFeed', DemoAccounts.teacher)).json<{
      IsEnabled: boolean;
    }>();
    expect(status.IsEnabled).toBe(true);

    const response = await call('GET', feedPath(feedUrl));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    // Calendar apps poll it: the app's own copy may serve five minutes; no shared cache may keep it.
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(icsLines(response.body)).toContain('X-WR-CALNAME:PLC Hub');
    const summaries = eventsOf(response.body).map((event) => field(event, 'SUMMARY'));
    expect(summaries).toEqual(
      expect.arrayContaining(['Unit 3 data review', 'Fractions reteach planning', 'Reading log kickoff']),
    );
    expect(summaries).not.toContain('Lab safety review');
    expect(summaries).not.toContain('Math long ago');
    expect(summaries).not.toContain('Freshman grade check');
  });

  it('lists an admin only the meetings of their own teams, not every meeting of the school', async () => {
    const summariesOf = async (who: string) =>
      eventsOf((await call('GET', feedPath(await createFeed(who)))).body).map((event) =>
        field(event, 'SUMMARY'),
      );
    expect(await summariesOf(ELENA)).toContain('Lab safety review');
    // The admin may open that meeting (getIcs answers 200 above), yet it is not on their personal feed.
    const adminSummaries = await summariesOf(DemoAccounts.admin);
    expect(adminSummaries).toContain('Fractions reteach planning');
    expect(adminSummaries).not.toContain('Lab safety review');
  });

  it('stores only the hash of the token and records its use', async () => {
    const feedUrl = await createFeed(DemoAccounts.admin);
    const token = feedPath(feedUrl).split('/').at(-1)!.replace('.ics', '');
    const admin = await userOf(t.database.db, DemoAccounts.admin);
    const read = async () =>
      (
        await t.database.db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, admin.id))
      )[0]!;
    const stored = await read();
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.lastUsedAt).toBeNull();
    await call('GET', feedPath(feedUrl));
    expect((await read()).lastUsedAt).not.toBeNull();
  });

  it('answers 404 for a malformed token, an unknown one, a replaced one and a revoked one', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'short.ics', `${'A'.repeat(43)}.txt`, '%20x'])
      expect((await call('GET', `/api/v1/calendar/feed/${file}`)).statusCode).toBe(404);
    const first = await createFeed(DemoAccounts.teacher);
    const second = await createFeed(DemoAccounts.teacher);
    expect((await call('GET', feedPath(first))).statusCode).toBe(404);
    expect((await call('GET', feedPath(second))).statusCode).toBe(200);
    const revoked = await call('POST', '/api/v1/calendar/revokeFeed', DemoAccounts.teacher);
    expect(revoked.json()).toEqual({ IsEnabled: false, CreatedAt: null });
    expect((await call('GET', feedPath(second))).statusCode).toBe(404);
  });

  it('answers 404 once the owner is deactivated', async () => {
    const feedUrl = await createFeed(ELENA);
    expect((await call('GET', feedPath(feedUrl))).statusCode).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.emailAddress, ELENA));
    expect((await call('GET', feedPath(feedUrl))).statusCode).toBe(404);
  });
});
