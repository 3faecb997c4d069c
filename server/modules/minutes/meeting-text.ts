import type { AttendanceLabel, MeetingDocument, MeetingRoleNames } from './meeting-document';

/**
 * The words and dates the agenda and minutes share, so the PDF and the e-mail say the same thing the
 * same way. Dates are written on the school's clock, with the zone's abbreviation.
 */

export const NOT_ASSIGNED = 'Not assigned';
export const NOT_RECORDED = 'Not recorded';
export const NO_LOCATION = 'Not set';
export const NO_OUTCOME = 'No outcome recorded.';
export const NO_DESCRIPTION = 'No description.';
export const NO_ITEMS = 'This agenda has no items.';
export const NO_NEXT_MEETING = 'No further meeting is scheduled in this series.';

/** The zone if the time-zone database knows it, else UTC: a bad setting must not stop the minutes. */
function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

const dayFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: knownZone(zone),
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

const timeFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: knownZone(zone), hour: 'numeric', minute: '2-digit' });

/** "CST", or "GMT+1" where the zone has no English abbreviation. */
function zoneAbbreviation(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: knownZone(zone),
    timeZoneName: 'short',
  }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? knownZone(zone);
}

/** "Tuesday, March 2, 2027, 3:30 PM – 4:30 PM CST" (the end's day is named too when it differs). */
export function meetingWhenText(start: Date, end: Date, zone: string): string {
  const day = dayFormat(zone);
  const time = timeFormat(zone);
  const startDay = day.format(start);
  const endDay = day.format(end);
  const endText = endDay === startDay ? time.format(end) : `${endDay}, ${time.format(end)}`;
  return `${startDay}, ${time.format(start)} – ${endText} ${zoneAbbreviation(end, zone)}`;
}

/** "Tuesday, March 9, 2027, 3:30 PM CST": one instant on the school's clock. */
export function instantText(instant: Date, zone: string): string {
  return `${dayFormat(zone).format(instant)}, ${timeFormat(zone).format(instant)} ${zoneAbbreviation(instant, zone)}`;
}

/** "March 2, 2027": the meeting's day on the school's clock, for a subject line. */
export function meetingDayText(start: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: knownZone(zone),
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(start);
}

const calendarDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Mar 5, 2027" for a YYYY-MM-DD due date: a calendar day, so no zone can move it; null as "No due date". */
export function dueDateText(day: string | null): string {
  if (day === null) return 'No due date';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return calendarDay.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** "15 min", or '' when the item has no time-box. */
export const minutesText = (minutes: number) => (minutes > 0 ? `${minutes} min` : '');

/** The roles in the order the meeting room lists them, each with its holder or "Not assigned". */
export function roleLines(roles: MeetingRoleNames): Array<[label: string, name: string]> {
  return [
    ['Facilitator', roles.facilitator ?? NOT_ASSIGNED],
    ['Note taker', roles.noteTaker ?? NOT_ASSIGNED],
    ['Timekeeper', roles.timekeeper ?? NOT_ASSIGNED],
    ['Norms keeper', roles.normsKeeper ?? NOT_ASSIGNED],
  ];
}

export const attendanceText = (status: AttendanceLabel | null) => status ?? NOT_RECORDED;

/** "Team" or "Teams" with the names, as a label and a value. */
export function teamsLine(teamNames: string[]): [label: string, names: string] {
  return [teamNames.length === 1 ? 'Team' : 'Teams', teamNames.join(', ') || NOT_ASSIGNED];
}

export const normsHeading = (normsTitle: string | null) => normsTitle?.trim() || 'Team norms';

export const locationText = (location: string) => location.trim() || NO_LOCATION;

/** "Finished" or "Not finished": the item's mark in the minutes. */
export const finishedText = (isFinished: boolean) => (isFinished ? 'Finished' : 'Not finished');

/** "Discussion · 15 min": the item's type and time-box. */
export const itemFactsText = (typeName: string, minutes: number) =>
  [typeName, minutesText(minutes)].filter((part) => part !== '').join(' · ');

/** "Finalised: <when> by <name>", or that the minutes are still a draft, as a label and a value. */
export function finalisedLine(doc: MeetingDocument): [label: string, value: string] {
  if (doc.finalizedAt === null) return ['Status', 'Draft: not finalised yet'];
  const when = instantText(doc.finalizedAt, doc.timeZone);
  return ['Finalised', doc.finalizedByName ? `${when} by ${doc.finalizedByName}` : when];
}
