import dayjs from 'dayjs';
import type { Db } from '../../db/database';
import { schoolDayOf } from '../../lib/school-time';
import { memberIdsOfTeams, teamsOfMeeting } from './event-repository';
import { insertNotices } from './notice-repository';
import { findMeetingForReminder, listAgendaLines } from './schedule-repository';

export interface MeetingJobPayload {
  meetingId: string;
  /** The start the job was planned for (ISO); a meeting moved since is left to its new jobs. */
  start: string;
}

const whenOf = (start: Date, zone: string) => dayjs(start).tz(zone).format('dddd, MMMM D [at] h:mm a');

/**
 * 24 hours before a meeting: its teams' members get a reminder with the posted agenda, or word that the
 * agenda is not posted yet.
 */
export async function runMeetingReminder(db: Db, { meetingId, start }: MeetingJobPayload, now: Date) {
  const meeting = await findMeetingForReminder(db, meetingId, new Date(start));
  if (!meeting) return 0;
  const members = await memberIdsOfTeams(db, teamsOfMeeting(meetingId), null);
  const agenda = meeting.agenda_posted ? await listAgendaLines(db, meetingId) : [];
  const agendaText = meeting.agenda_posted
    ? [
        'Agenda:',
        ...agenda.map(
          (item, index) =>
            `${index + 1}. ${item.title}${item.time_in_minutes ? ` (${item.time_in_minutes} min)` : ''}`,
        ),
      ].join('\n')
    : 'The agenda has not been posted yet.';
  const where = meeting.location ? ` in ${meeting.location}` : '';
  const when = whenOf(new Date(meeting.start_iso), meeting.time_zone);
  const body = `“${meeting.subject}” is on ${when}${where}.\n\n${agendaText}`;
  const written = await insertNotices(
    db,
    'meeting-reminder',
    members.map((userId) => ({
      userId,
      subjectId: meetingId,
      title: `Reminder: ${meeting.subject} tomorrow`,
      body,
      link: `/meetingAgenda/${meetingId}`,
    })),
    now,
    { day: schoolDayOf(new Date(meeting.start_iso), meeting.time_zone) },
  );
  return written.length;
}

/** 48 hours before a meeting whose agenda is not posted: its teams' leads are told. */
export async function runAgendaCheck(db: Db, { meetingId, start }: MeetingJobPayload, now: Date) {
  const meeting = await findMeetingForReminder(db, meetingId, new Date(start));
  if (!meeting || meeting.agenda_posted) return 0;
  const leads = await memberIdsOfTeams(db, teamsOfMeeting(meetingId), null, true);
  const when = whenOf(new Date(meeting.start_iso), meeting.time_zone);
  const written = await insertNotices(
    db,
    'agenda-not-posted',
    leads.map((userId) => ({
      userId,
      subjectId: meetingId,
      title: `Agenda not posted yet: ${meeting.subject}`,
      body:
        `“${meeting.subject}” is on ${when} and its agenda has not been posted yet. ` +
        'Post it so the team can prepare.',
      link: `/meetingAgenda/${meetingId}`,
    })),
    now,
    { day: schoolDayOf(new Date(meeting.start_iso), meeting.time_zone) },
  );
  return written.length;
}
