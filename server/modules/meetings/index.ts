/** What other modules may use of meetings; everything else in the folder is its own. */
export {
  canCreateMeetings,
  canManageMeeting,
  canViewMeeting,
  loadManageableMeeting,
  loadViewableMeeting,
} from './policy';
export { saveMeeting } from './save-service';
export { findMeetingAccess, isoUtc } from './repository';
export type { MeetingAccess, MeetingSelector } from './repository';
