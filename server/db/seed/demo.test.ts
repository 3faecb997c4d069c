import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Db } from '../database';
import { meetings } from '../schema';
import { seedDemoIfEmpty } from './demo';
import { atSchoolTime, DEMO_TIME_ZONE } from './school-time';

/** The date and clock time a school in DEMO_TIME_ZONE sees for an instant, read through Intl. */
function schoolClock(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: DEMO_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Each seeded meeting as the school's clocks show it. */
async function seededMeetings(db: Db) {
  const rows = await db
    .select({ subject: meetings.subject, start: meetings.startDateTime, end: meetings.endDateTime })
    .from(meetings);
  return rows.map((row) => ({
    subject: row.subject,
    start: schoolClock(row.start),
    end: schoolClock(row.end),
    minutes: (row.end.getTime() - row.start.getTime()) / 60_000,
    daysFromNow: (row.start.getTime() - Date.now()) / 86_400_000,
  }));
}

/** A meeting a school would hold: on a quarter hour between 7 am and 4 pm, 30 to 90 minutes, same day. */
function expectSchoolHours(meeting: Awaited<ReturnType<typeof seededMeetings>>[number]) {
  expect(meeting.start.time >= '07:00' && meeting.start.time <= '16:00', meeting.subject).toBe(true);
  expect(Number(meeting.start.time.slice(3)) % 15, meeting.subject).toBe(0);
  expect(meeting.end.date, meeting.subject).toBe(meeting.start.date);
  expect(meeting.end.time <= '17:00', meeting.subject).toBe(true);
  expect(meeting.minutes >= 30 && meeting.minutes <= 90, meeting.subject).toBe(true);
}

describe('atSchoolTime', () => {
  it('counts days on the school calendar and takes each day’s offset, across both daylight-saving changes', () => {
    const iso = (now: string, days: number, time: string) =>
      atSchoolTime(new Date(now), days, time).toISOString();
    // Saturday 7 March 2026, noon CST; clocks go forward on Sunday 8 March.
    expect(iso('2026-03-07T18:00:00Z', 0, '15:30')).toBe('2026-03-07T21:30:00.000Z');
    expect(iso('2026-03-07T18:00:00Z', 2, '15:30')).toBe('2026-03-09T20:30:00.000Z');
    // Saturday 31 October 2026, noon CDT; clocks go back on Sunday 1 November.
    expect(iso('2026-10-31T17:00:00Z', 0, '07:30')).toBe('2026-10-31T12:30:00.000Z');
    expect(iso('2026-10-31T17:00:00Z', 2, '07:30')).toBe('2026-11-02T13:30:00.000Z');
    expect(iso('2026-11-03T17:00:00Z', -7, '15:30')).toBe('2026-10-27T20:30:00.000Z');
    // 11:30 pm in Chicago is already the next day in UTC: "tomorrow" is the school's.
    expect(iso('2026-06-01T04:30:00Z', 1, '15:30')).toBe('2026-06-01T20:30:00.000Z');
  });
});

describe('the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('puts every meeting at school hours in the demo district’s zone, one in the past and three ahead', async () => {
    const seeded = await seededMeetings(t.database.db);
    expect(seeded).toHaveLength(4);
    for (const meeting of seeded) expectSchoolHours(meeting);
    expect(seeded.filter((meeting) => meeting.daysFromNow < 0).map((meeting) => meeting.subject)).toEqual([
      'Unit 3 data review',
    ]);
    expect(Math.min(...seeded.filter((m) => m.daysFromNow > 0).map((m) => m.daysFromNow))).toBeGreaterThan(1);
  });

  it('keeps those hours when seeded just before clocks go forward', async () => {
    const fresh = await createTestApp();
    try {
      // The copy of the seeded database emptied (every school-owned row hangs off its district), then
      // seeded on Friday 6 March 2026: the meeting two days on falls on the day of the change.
      await fresh.database.db.execute(sql`truncate table districts cascade`);
      await seedDemoIfEmpty(fresh.database.db, new Date('2026-03-06T18:00:00Z'));
      const seeded = await seededMeetings(fresh.database.db);
      for (const meeting of seeded) expectSchoolHours(meeting);
      expect(
        Object.fromEntries(
          seeded.map((meeting) => [meeting.subject, `${meeting.start.date} ${meeting.start.time}`]),
        ),
      ).toEqual({
        'Unit 3 data review': '2026-02-27 15:30',
        'Fractions reteach planning': '2026-03-08 15:30',
        'Freshman grade check': '2026-03-09 15:00',
        'Reading log kickoff': '2026-03-11 07:30',
      });
    } finally {
      await fresh.close();
    }
  });
});
