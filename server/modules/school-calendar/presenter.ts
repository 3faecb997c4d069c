import type { NonMeetingDay, SchoolSettings } from '@shared/schemas/school-settings';
import type { NonMeetingDayRow, SchoolRow } from './repository';

export const presentNonMeetingDay = (day: NonMeetingDayRow): NonMeetingDay => ({
  Id: day.id,
  Name: day.name,
  FirstDay: day.firstDay,
  LastDay: day.lastDay,
});

export const presentSchoolSettings = (
  school: SchoolRow,
  days: NonMeetingDayRow[],
  allowedToEdit: boolean,
): SchoolSettings => ({
  LocationId: school.id,
  Name: school.name,
  TimeZone: school.timeZone,
  NonMeetingDays: days.map(presentNonMeetingDay),
  AllowedToEdit: allowedToEdit,
  Version: school.version,
});
