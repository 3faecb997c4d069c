/** What other modules may use of meetings; everything else in the folder is its own. */
export {
  agendaItemRights,
  assertMinutesOpen,
  canCloseMinutes,
  canKeepTime,
  canRecordAttendance,
  canStartMeeting,
  minutesAreOpen,
  whileMinutesOpen,
  canAddAgendaItems,
  canArrangeAgenda,
  canCreateMeetings,
  canScheduleForTeam,
  canSeeAgenda,
  loadManageableMeeting,
  loadViewableMeeting,
  loadVisibleAgenda,
} from './policy';
export type { AgendaItemRights } from './policy';
export { announceRoomChange, roomChangeNotice } from './room-change';
export { saveMeeting } from './save-service';
export { lifecycleOfAccess, meetingState } from './state';
export { findMeetingAccess, isoUtc, listPeopleOfMeeting } from './repository';
export type { MeetingAccess, MeetingSelector } from './repository';

export {
  cancelOccurrences,
  deleteOccurrences,
  findOccurrence,
  insertOccurrences,
  listOccurrences,
  updateOccurrences,
} from './occurrence-repository';
export type { OccurrenceRow, OccurrenceShared, OccurrenceTime } from './occurrence-repository';

export { listPlcRoles, listRolesOfAgendas, replacePlcRoles } from './roles-repository';
export { presentRoles } from './roles-service';
export { listEligibleMembers } from './save-repository';
