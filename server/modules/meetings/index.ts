/** What other modules may use of meetings; everything else in the folder is its own. */
export {
  agendaItemRights,
  canAddAgendaItems,
  canArrangeAgenda,
  canCreateMeetings,
  canScheduleForTeam,
  loadManageableMeeting,
  loadViewableMeeting,
  loadVisibleAgenda,
} from './policy';
export type { AgendaItemRights } from './policy';
export { saveMeeting } from './save-service';
export { findMeetingAccess, isoUtc, listPeopleOfMeeting } from './repository';
export type { MeetingAccess, MeetingSelector } from './repository';
export { isEligibleNoteTaker } from './save-repository';
export {
  cancelOccurrences,
  deleteOccurrences,
  findOccurrence,
  insertOccurrences,
  listOccurrences,
  updateOccurrences,
} from './occurrence-repository';
export type { OccurrenceRow, OccurrenceShared, OccurrenceTime } from './occurrence-repository';
export { listRolesOfAgendas } from './roles-repository';
