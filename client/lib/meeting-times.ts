import dayjs from 'dayjs';
import { DateFormat } from '@shared/constants';

/** The time fields of the meeting forms: a calendar date and two clock times (HH:mm), in the browser's zone. */
export interface MeetingTimes {
  meetingDate: string;
  startTime: string;
  endTime: string;
}

const CLOCK = 'HH:mm';

/** A new meeting starts now and ends one hour later (spec section 9). */
export function defaultMeetingTimes(now = dayjs()): MeetingTimes {
  const start = now.startOf('minute');
  // An end past midnight would land before the start on the same date; stop at 23:59 instead.
  const end = start.add(1, 'hour').isSame(start, 'day') ? start.add(1, 'hour') : start.endOf('day');
  return {
    meetingDate: start.format(DateFormat.Api),
    startTime: start.format(CLOCK),
    endTime: end.format(CLOCK),
  };
}

/** A stored meeting's UTC instants as the form's local date and times. */
export function meetingTimesFromUtc(startIso: string, endIso: string): MeetingTimes {
  const start = dayjs(startIso);
  return {
    meetingDate: start.format(DateFormat.Api),
    startTime: start.format(CLOCK),
    endTime: dayjs(endIso).format(CLOCK),
  };
}

/**
 * The form's date and times combined in the browser's time zone and sent in UTC (spec section 5), so a
 * meeting keeps its wall-clock time across a daylight-saving change.
 */
export function meetingTimesToUtc({ meetingDate, startTime, endTime }: MeetingTimes) {
  const at = (time: string) => dayjs(`${meetingDate}T${time}`).toISOString();
  return { StartDateTime: at(startTime), EndDateTime: at(endTime) };
}

/** A whole clock time as the time field holds it once every part is typed (HH:mm, 24-hour). */
const COMPLETE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Keeps start at or before end (spec section 2, Create Meeting): a start later than the end moves the end
 * up to the start; an end earlier than the start moves the start down to the end. Call it once a time is
 * committed (its field left, or Enter pressed), never per keystroke: a time field passes half-typed values
 * ('' or a passing hour) on every key, and linking those moved the other time to a time nobody typed.
 * Times are HH:mm, which compare correctly as strings; while either is incomplete nothing moves.
 */
export function keepStartBeforeEnd(times: MeetingTimes, changed: 'startTime' | 'endTime'): MeetingTimes {
  if (!COMPLETE_TIME.test(times.startTime) || !COMPLETE_TIME.test(times.endTime)) return times;
  if (times.startTime <= times.endTime) return times;
  return changed === 'startTime'
    ? { ...times, endTime: times.startTime }
    : { ...times, startTime: times.endTime };
}

/** An instant as a school's calendar day (YYYY-MM-DD) and clock time (HH:mm) in its IANA zone. */
export function schoolClockOf(iso: string, timeZone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}
