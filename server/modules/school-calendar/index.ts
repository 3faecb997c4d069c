/** What other modules may use of school-calendar; everything else in the folder is its own. */
export { findDistrictSchool, findSchool, listNonMeetingDays } from './repository';
export type { NonMeetingDayRow } from './repository';
