import type { MeetingOccurrence, MeetingSeries } from '@shared/schemas/meeting-series';
import type { OccurrenceRow } from '../meetings';
import type { SeriesRow } from './repository';

export const presentOccurrence = (
  occurrence: Pick<OccurrenceRow, 'meetingId' | 'startDateTime' | 'cancelled'>,
): MeetingOccurrence => ({
  MeetingId: occurrence.meetingId,
  StartDateTime: occurrence.startDateTime.toISOString(),
  Cancelled: occurrence.cancelled,
});

export const presentSeries = (
  series: SeriesRow,
  timeZone: string,
  occurrences: OccurrenceRow[],
  allowedToEdit: boolean,
): MeetingSeries => ({
  Id: series.id,
  TeamId: series.teamId,
  TeamName: series.teamName,
  Subject: series.subject,
  Location: series.location,
  StartDate: series.firstDay,
  StartTime: series.startTime,
  DurationMinutes: series.durationMinutes,
  RRule: series.rrule,
  AgendaTemplateId: series.agendaTemplateId,
  NoteTakerId: series.noteTakerId,
  RoleRotation: Object.entries(series.roleRotation).map(([role, userIds]) => ({
    ResponsibilityId: Number(role) as MeetingSeries['RoleRotation'][number]['ResponsibilityId'],
    UserIds: userIds,
  })),
  TimeZone: timeZone,
  Occurrences: occurrences.map(presentOccurrence),
  AllowedToEdit: allowedToEdit,
  Version: series.version,
});
