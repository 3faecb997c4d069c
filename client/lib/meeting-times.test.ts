import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  defaultMeetingTimes,
  keepStartBeforeEnd,
  meetingTimesFromUtc,
  meetingTimesToUtc,
  schoolClockOf,
} from './meeting-times';

// The browser's zone decides the wall-clock times: pin one with a daylight-saving change (2026-03-08).
// Node applies a new TZ at once, and nothing above has read the clock yet.
process.env.TZ = 'America/New_York';

describe('meetingTimesToUtc and meetingTimesFromUtc', () => {
  it('keeps the wall-clock time across the daylight-saving change', () => {
    expect(meetingTimesToUtc({ meetingDate: '2026-03-07', startTime: '09:00', endTime: '10:30' })).toEqual({
      StartDateTime: '2026-03-07T14:00:00.000Z',
      EndDateTime: '2026-03-07T15:30:00.000Z',
    });
    expect(meetingTimesToUtc({ meetingDate: '2026-03-09', startTime: '09:00', endTime: '10:30' })).toEqual({
      StartDateTime: '2026-03-09T13:00:00.000Z',
      EndDateTime: '2026-03-09T14:30:00.000Z',
    });
  });

  it('reads stored instants back as the same local date and times', () => {
    expect(meetingTimesFromUtc('2026-03-07T14:00:00.000Z', '2026-03-07T15:30:00.000Z')).toEqual({
      meetingDate: '2026-03-07',
      startTime: '09:00',
      endTime: '10:30',
    });
    expect(meetingTimesFromUtc('2026-03-09T13:00:00.000Z', '2026-03-09T14:30:00.000Z')).toEqual({
      meetingDate: '2026-03-09',
      startTime: '09:00',
      endTime: '10:30',
    });
    // An evening meeting in New York is the next day in UTC: the form shows the local date.
    expect(meetingTimesFromUtc('2026-03-10T01:00:00.000Z', '2026-03-10T02:00:00.000Z')).toEqual({
      meetingDate: '2026-03-09',
      startTime: '21:00',
      endTime: '22:00',
    });
  });
});

describe('defaultMeetingTimes', () => {
  it('starts now (to the minute) and ends one hour later', () => {
    expect(defaultMeetingTimes(dayjs('2026-03-07T09:41:37'))).toEqual({
      meetingDate: '2026-03-07',
      startTime: '09:41',
      endTime: '10:41',
    });
  });

  it('ends at 23:59 rather than past midnight, on the same date', () => {
    expect(defaultMeetingTimes(dayjs('2026-03-07T23:20:00'))).toEqual({
      meetingDate: '2026-03-07',
      startTime: '23:20',
      endTime: '23:59',
    });
  });
});

describe('keepStartBeforeEnd', () => {
  const times = { meetingDate: '2026-03-07', startTime: '11:00', endTime: '10:00' };

  it('moves the end up to a start set after it', () => {
    expect(keepStartBeforeEnd(times, 'startTime')).toEqual({ ...times, endTime: '11:00' });
  });

  it('moves the start down to an end set before it', () => {
    expect(keepStartBeforeEnd(times, 'endTime')).toEqual({ ...times, startTime: '10:00' });
  });

  it('moves nothing while either time is half-typed', () => {
    // What a time field passes while "0430P" is typed over 3:30 PM: '' for the lone "0", then passing hours.
    const start = { meetingDate: '2026-03-07', startTime: '15:30', endTime: '' };
    expect(keepStartBeforeEnd(start, 'endTime')).toBe(start);
    for (const partial of ['', '4:30', '24:00', '16:3', '16:30:00', '12:60']) {
      const times = { ...start, endTime: partial };
      expect(keepStartBeforeEnd(times, 'endTime')).toBe(times);
      expect(keepStartBeforeEnd({ ...times, startTime: partial, endTime: '10:00' }, 'startTime')).toEqual({
        ...times,
        startTime: partial,
        endTime: '10:00',
      });
    }
  });

  it('links complete times at the edges of the day', () => {
    const late = { meetingDate: '2026-03-07', startTime: '23:59', endTime: '00:00' };
    expect(keepStartBeforeEnd(late, 'startTime')).toEqual({ ...late, endTime: '23:59' });
    expect(keepStartBeforeEnd(late, 'endTime')).toEqual({ ...late, startTime: '00:00' });
  });

  it('leaves times in order alone', () => {
    const ordered = { ...times, endTime: '12:00' };
    expect(keepStartBeforeEnd(ordered, 'startTime')).toBe(ordered);
    expect(keepStartBeforeEnd({ ...times, endTime: '11:00' }, 'endTime')).toEqual({
      ...times,
      endTime: '11:00',
    });
  });
});

describe('schoolClockOf', () => {
  it('reads an instant on the school’s clock, on either side of a daylight-saving change', () => {
    expect(schoolClockOf('2027-03-09T21:30:00.000Z', 'America/Chicago')).toEqual({
      day: '2027-03-09',
      time: '15:30',
    });
    expect(schoolClockOf('2027-03-16T20:30:00.000Z', 'America/Chicago')).toEqual({
      day: '2027-03-16',
      time: '15:30',
    });
    expect(schoolClockOf('2027-03-17T04:30:00.000Z', 'America/Chicago')).toEqual({
      day: '2027-03-16',
      time: '23:30',
    });
    expect(schoolClockOf('2027-03-17T04:30:00.000Z', 'Europe/Berlin')).toEqual({
      day: '2027-03-17',
      time: '05:30',
    });
  });
});
