import ical, { ICalEventStatus } from 'ical-generator';
import type { CalendarMeetingRow } from './repository';

/** The product's address: event links and UIDs hang off it. */
export interface CalendarSite {
  appUrl: string;
}

const agendaLink = (site: CalendarSite, meetingId: string) =>
  `${site.appUrl.replace(/\/+$/, '')}/meetingAgenda/${meetingId}`;

/**
 * An iCalendar document of the meetings, times in UTC. The UID is stable per meeting, so calendar apps
 * update an event in place when the meeting moves.
 */
export function calendarOf(site: CalendarSite, meetings: CalendarMeetingRow[], name?: string): string {
  const host = new URL(site.appUrl).host;
  const calendar = ical({ prodId: { company: 'PLC Hub', product: 'PLC Hub' }, name: name ?? null });
  for (const meeting of meetings) {
    const link = agendaLink(site, meeting.id);
    const description = [`Agenda: ${link}`];
    if (meeting.zoomJoinLink) description.push(`Join the video meeting: ${meeting.zoomJoinLink}`);
    description.push(...meeting.roles);
    calendar.createEvent({
      id: `${meeting.id}@${host}`,
      start: meeting.startDateTime,
      end: meeting.endDateTime,
      summary: meeting.subject,
      location: meeting.location || null,
      description: description.join('\n'),
      url: link,
      status: meeting.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** A file name for the download: the subject without characters file systems or headers dislike. */
export function icsFileName(subject: string): string {
  const safe = subject
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 100);
  return `${safe || 'meeting'}.ics`;
}
