import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The demo district's time zone. The data model has no time zone per school yet (a later issue adds one);
 * until then the demo's meetings are set in the day of a school on US Central time.
 */
export const DEMO_TIME_ZONE = 'America/Chicago';

/**
 * The instant a school's clocks show `time` (HH:mm) on the calendar day `days` after the school's today
 * at `now`. Days are counted on the school's calendar, not in 24-hour steps, and the zone's offset on that
 * day comes from the time-zone database, so the time is right on either side of a daylight-saving change.
 */
export function atSchoolTime(now: Date, days: number, time: string, zone = DEMO_TIME_ZONE): Date {
  const today = dayjs(now).tz(zone).format('YYYY-MM-DD');
  const day = dayjs.utc(today).add(days, 'day').format('YYYY-MM-DD');
  return dayjs.tz(`${day} ${time}`, zone).toDate();
}
