import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The instant a school's clocks show `time` (HH:mm) on `day` (YYYY-MM-DD). The zone's offset on that day
 * comes from the time-zone database, so a 3:30 pm meeting stays 3:30 pm across a daylight-saving change.
 */
export function instantAtSchoolTime(day: string, time: string, zone: string): Date {
  return dayjs.tz(`${day} ${time}`, zone).toDate();
}

/** The school-calendar day (YYYY-MM-DD) of an instant. */
export function schoolDayOf(instant: Date, zone: string): string {
  return dayjs(instant).tz(zone).format('YYYY-MM-DD');
}

/** The school-clock time (HH:mm) of an instant. */
export function schoolTimeOf(instant: Date, zone: string): string {
  return dayjs(instant).tz(zone).format('HH:mm');
}

/** The calendar day `days` after `day` (YYYY-MM-DD), counted on the calendar, not in 24-hour steps. */
export function addCalendarDays(day: string, days: number): string {
  return dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
}
