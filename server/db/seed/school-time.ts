import { addCalendarDays, instantAtSchoolTime, schoolDayOf } from '../../lib/school-time';

/** The demo district's time zone (both its schools keep the default of locations.time_zone). */
export const DEMO_TIME_ZONE = 'America/Chicago';

/**
 * The instant a school's clocks show `time` (HH:mm) on the calendar day `days` after the school's today
 * at `now`, right on either side of a daylight-saving change.
 */
export function atSchoolTime(now: Date, days: number, time: string, zone = DEMO_TIME_ZONE): Date {
  return instantAtSchoolTime(addCalendarDays(schoolDayOf(now, zone), days), time, zone);
}
