import { and, eq, inArray } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agendas, jobs, meetings, noticePreferences, notices, tasks } from '../../db/schema';
import { ManualClock } from '../../test/manual-clock';
import { startSmtpListener } from '../../test/smtp-listener';
import { openTaskKit, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
const clock = new ManualClock('2026-03-01T12:00:00Z');

/** Moves the clock and lets the runner do what is due then. */
const at = async (instant: string) => {
  clock.set(instant);
  await k.t.app.noticeRunner.runOnce();
};
const noticesOf = async (kind: string, who?: Person) =>
  k.t.database.db
    .select({ day: notices.noticeDay, title: notices.title, body: notices.body, userId: notices.userId })
    .from(notices)
    .where(and(eq(notices.kind, kind), who ? eq(notices.userId, await k.userId(who)) : undefined))
    .orderBy(notices.noticeDay);
const assign = async (to: Person, title: string, DueDate: string) => {
  const response = await k.call('POST', 'task/save', 'priya', {
    Id: '0',
    Title: title,
    DueDate,
    AssignedToUserId: await k.userId(to),
    TeamId: await k.teamId('7th Grade Math'),
  });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  smtp = await startSmtpListener();
  k = await openTaskKit({ env: { SMTP_URL: smtp.url }, clock });
});
afterAll(async () => {
  await k.t.app.close();
  await smtp.close();
});
/** The tasks these tests assign; each test starts without them. */
const TEST_TASKS = ['Due Friday', 'Due Monday', 'Tom due Wednesday', 'Autumn task', 'Held for the digest'];

beforeEach(async () => {
  await k.t.database.db.delete(tasks).where(inArray(tasks.title, TEST_TASKS));
  for (const table of [notices, jobs, noticePreferences]) await k.t.database.db.delete(table);
  smtp.received.splice(0);
});

describe('the daily digest (6:30 am school time, school days only)', () => {
  it('fires at 6:30 in Chicago on both sides of the spring change, not at weekends or on a non-meeting day', async () => {
    await assign('marcus', 'Due Friday', '2026-03-06');
    await assign('marcus', 'Due Monday', '2026-03-09');
    await assign('tom', 'Tom due Wednesday', '2026-03-11');
    await k.t.database.db.delete(notices);

    // Friday 6 March: Central Standard Time, UTC-6.
    await at('2026-03-06T12:29:59Z');
    expect(await noticesOf('digest')).toEqual([]);
    await at('2026-03-06T12:30:00Z');
    const [friday, ...others] = await noticesOf('digest');
    expect(others).toEqual([]);
    expect(friday).toMatchObject({ day: '2026-03-06', userId: await k.userId('marcus') });
    expect(friday!.title).toBe('Your PLC Hub digest for Friday, March 6: 1 task due');
    expect(friday!.body).toBe('Due today:\n• Due Friday (7th Grade Math)');
    const mail = await PostalMime.parse((await smtp.nextMailTo('teacher@demo.plchub.test')).raw);
    expect(mail.subject).toBe(friday!.title);
    expect(mail.text).toContain('Due today:\n• Due Friday (7th Grade Math)');
    expect(mail.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe(
      'List-Unsubscribe=One-Click',
    );

    // The weekend: nothing, whatever the hour.
    await at('2026-03-07T12:30:00Z');
    await at('2026-03-08T11:30:00Z');
    await at('2026-03-08T12:30:00Z');
    expect(await noticesOf('digest')).toHaveLength(1);

    // Monday 9 March: Central Daylight Time since Sunday, UTC-5, so 6:30 is an hour earlier in UTC.
    await at('2026-03-09T11:29:59Z');
    expect(await noticesOf('digest')).toHaveLength(1);
    await at('2026-03-09T11:30:00Z');
    const monday = (await noticesOf('digest', 'marcus')).at(-1)!;
    expect(monday.day).toBe('2026-03-09');
    expect(monday.body).toBe(
      'Overdue:\n• Due Friday (7th Grade Math)\n\nDue today:\n• Due Monday (7th Grade Math)',
    );
    // Later the same day, nothing more: the key is the person and the day.
    await at('2026-03-09T18:00:00Z');
    expect(await noticesOf('digest', 'marcus')).toHaveLength(2);

    // Tuesday 10 March is a non-meeting day of the school.
    const holiday = await k.call('POST', 'school/saveNonMeetingDay', 'admin', {
      Id: '0',
      Name: 'Spring conferences',
      FirstDay: '2026-03-10',
      LastDay: '2026-03-10',
    });
    expect(holiday.statusCode, holiday.body).toBe(200);
    await at('2026-03-10T11:30:00Z');
    expect(await noticesOf('digest')).toHaveLength(2);

    // Wednesday: Tom's task is due; Marcus turned his digest off and gets none.
    const off = await k.call('POST', 'notification/savePreferences', 'marcus', {
      Preferences: [{ Kind: 'digest', Email: false, InApp: false, Delivery: 'immediate' }],
    });
    expect(off.statusCode).toBe(200);
    smtp.received.splice(0);
    await at('2026-03-10T11:31:00Z');
    await at('2026-03-11T11:30:00Z');
    expect((await noticesOf('digest', 'tom')).map((n) => n.day)).toEqual(['2026-03-11']);
    expect(await noticesOf('digest', 'marcus')).toHaveLength(2);
    expect(smtp.received.every((m) => !m.to.includes('teacher@demo.plchub.test'))).toBe(true);
  });

  it('fires at 6:30 on both sides of the autumn change too', async () => {
    await assign('marcus', 'Autumn task', '2026-10-30');
    // Friday 30 October: CDT (UTC-5); Monday 2 November: CST (UTC-6).
    await at('2026-10-30T11:29:00Z');
    await at('2026-10-30T11:30:00Z');
    expect((await noticesOf('digest', 'marcus')).map((n) => n.day)).toEqual(['2026-10-30']);
    await at('2026-11-02T11:30:00Z');
    await at('2026-11-02T12:29:00Z');
    expect(await noticesOf('digest', 'marcus')).toHaveLength(1);
    await at('2026-11-02T12:30:00Z');
    expect((await noticesOf('digest', 'marcus')).map((n) => n.day)).toEqual(['2026-10-30', '2026-11-02']);
  });

  it('carries the tasks held for it, then settles them', async () => {
    await k.call('POST', 'notification/savePreferences', 'tom', {
      Preferences: [{ Kind: 'task-assigned', Email: true, InApp: true, Delivery: 'digest' }],
    });
    clock.set('2026-04-01T20:00:00Z');
    await assign('tom', 'Held for the digest', '2026-05-01');
    await k.t.app.noticeRunner.runOnce();
    expect(smtp.received).toHaveLength(0);
    await at('2026-04-02T11:30:00Z');
    const [digest] = await noticesOf('digest', 'tom');
    expect(digest!.body).toBe(
      'Assigned to you since the last digest:\n• Held for the digest (7th Grade Math)',
    );
    expect(digest!.title).toBe('Your PLC Hub digest for Thursday, April 2: New tasks');
    const [held] = await k.t.database.db
      .select({ state: notices.emailState })
      .from(notices)
      .where(eq(notices.kind, 'task-assigned'));
    expect(held?.state).toBe(4);
    await at('2026-04-03T11:30:00Z');
    expect(await noticesOf('digest', 'tom')).toHaveLength(1);
  });
});

describe('meeting reminders', () => {
  let meetingId: string;
  const moveMeeting = async (start: string) => {
    const startDateTime = new Date(start);
    await k.t.database.db
      .update(meetings)
      .set({ startDateTime, endDateTime: new Date(startDateTime.getTime() + 3_600_000) })
      .where(eq(meetings.id, meetingId));
  };

  beforeAll(async () => {
    meetingId = await k.meetingId('Fractions reteach planning');
  });

  it('tells the leads 48 hours before when the agenda is not posted, then everyone 24 hours before with it', async () => {
    await moveMeeting('2026-03-20T20:30:00Z');
    await k.t.database.db
      .update(agendas)
      .set({ hasAgendaPosted: false })
      .where(eq(agendas.meetingId, meetingId));

    await at('2026-03-18T20:29:00Z');
    expect(await noticesOf('agenda-not-posted')).toEqual([]);
    await at('2026-03-18T20:30:00Z');
    const notPosted = await noticesOf('agenda-not-posted');
    expect(notPosted.map((n) => n.userId)).toEqual([await k.userId('priya')]);
    expect(notPosted[0]).toMatchObject({
      day: '2026-03-20',
      title: 'Agenda not posted yet: Fractions reteach planning',
    });
    expect(notPosted[0]!.body).toContain('is on Friday, March 20 at 3:30 pm');

    await k.t.database.db
      .update(agendas)
      .set({ hasAgendaPosted: true })
      .where(eq(agendas.meetingId, meetingId));
    await at('2026-03-19T20:30:00Z');
    const reminders = await noticesOf('meeting-reminder');
    const members = await Promise.all((['priya', 'marcus', 'tom'] as const).map((who) => k.userId(who)));
    expect(reminders.map((n) => n.userId).sort()).toEqual(members.sort());
    expect(reminders[0]!.title).toBe('Reminder: Fractions reteach planning tomorrow');
    expect(reminders[0]!.body).toMatch(
      /^“Fractions reteach planning” is on Friday, March 20 at 3:30 pm.*\n\nAgenda:\n1\. /,
    );
    await at('2026-03-19T22:00:00Z');
    expect(await noticesOf('meeting-reminder')).toHaveLength(3);
  });

  it('follows a meeting that moved, and says nothing for one cancelled', async () => {
    await moveMeeting('2026-03-27T20:30:00Z');
    await at('2026-03-25T21:00:00Z');
    // Moved an hour later after its jobs were planned: the old jobs find it moved and send nothing.
    await moveMeeting('2026-03-27T21:30:00Z');
    await at('2026-03-26T20:30:00Z');
    expect(await noticesOf('meeting-reminder')).toEqual([]);
    await at('2026-03-26T21:30:00Z');
    expect(await noticesOf('meeting-reminder')).toHaveLength(3);

    await moveMeeting('2026-04-03T20:30:00Z');
    await at('2026-04-01T21:00:00Z');
    await k.t.database.db
      .update(meetings)
      .set({ cancelledAt: clock.now() })
      .where(eq(meetings.id, meetingId));
    await at('2026-04-02T20:30:00Z');
    expect((await noticesOf('meeting-reminder')).map((n) => n.day)).toEqual(Array(3).fill('2026-03-27'));
    await k.t.database.db.update(meetings).set({ cancelledAt: null }).where(eq(meetings.id, meetingId));
  });
});

describe('delivery', () => {
  const pendingNotices = async (count: number) => {
    const marcus = await k.userId('marcus');
    const [any] = await k.t.database.db.select().from(tasks).limit(1);
    const rows = await k.t.database.db
      .insert(notices)
      .values(
        Array.from({ length: count }, () => ({
          districtId: any!.districtId,
          locationId: any!.locationId,
          userId: marcus,
          kind: 'task-assigned',
          subjectId: crypto.randomUUID(),
          noticeDay: '2026-05-04',
          title: 'Queued',
          body: 'A queued notice',
          link: '/',
          inApp: true,
          emailState: 1,
          emailNextAt: clock.now(),
          createdAt: clock.now(),
        })),
      )
      .returning({ id: notices.id });
    return rows.map((row) => row.id);
  };

  it('retries while the SMTP server is down, then delivers every notice once', async () => {
    clock.set('2026-05-04T15:00:00Z');
    const ids = await pendingNotices(30);
    await smtp.down();
    try {
      await k.t.app.noticeRunner.runOnce();
      const waiting = await k.t.database.db
        .select({ state: notices.emailState, attempts: notices.emailAttempts, next: notices.emailNextAt })
        .from(notices)
        .where(inArray(notices.id, ids));
      expect(waiting.every((n) => n.state === 1 && n.attempts === 1)).toBe(true);
      expect(waiting.every((n) => n.next?.toISOString() === '2026-05-04T15:01:00.000Z')).toBe(true);
      // Not due again yet: nothing is tried.
      await at('2026-05-04T15:00:30Z');
      const [again] = await k.t.database.db
        .select({ attempts: notices.emailAttempts })
        .from(notices)
        .limit(1);
      expect(again?.attempts).toBe(1);
      await at('2026-05-04T15:01:00Z');
    } finally {
      await smtp.up();
    }
    // Still down at the second try: the wait doubled.
    const [second] = await k.t.database.db.select({ next: notices.emailNextAt }).from(notices).limit(1);
    expect(second?.next?.toISOString()).toBe('2026-05-04T15:03:00.000Z');
    await at('2026-05-04T15:03:00Z');
    await at('2026-05-04T15:10:00Z');
    expect(smtp.received).toHaveLength(30);
    const messageIds = await Promise.all(
      smtp.received.map(async (m) => (await PostalMime.parse(m.raw)).messageId),
    );
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<notice.${id}@plchub.test>`)));
  });

  it('gives up on a refused mailbox at once, and removes old notices after the retention period', async () => {
    clock.set('2026-05-04T15:00:00Z');
    const [refusedId] = await pendingNotices(1);
    smtp.refused.add('teacher@demo.plchub.test');
    try {
      await k.t.app.noticeRunner.runOnce();
    } finally {
      smtp.refused.clear();
    }
    const [failed] = await k.t.database.db.select({ state: notices.emailState }).from(notices);
    expect(failed?.state).toBe(5);

    // 90 days (NOTICE_RETENTION_DAYS) later, the day's clearing job removes it.
    await at('2026-08-01T15:00:00Z');
    expect(await k.t.database.db.select().from(notices).where(eq(notices.id, refusedId!))).toHaveLength(1);
    await at('2026-08-03T15:00:00Z');
    expect(await k.t.database.db.select().from(notices).where(eq(notices.id, refusedId!))).toEqual([]);
  });
});
