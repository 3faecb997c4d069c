/**
 * What other modules may use of the minutes' documents (issue 20): the agenda and minutes PDFs and the
 * finalised-minutes mail, each drawn from a plain MeetingDocument.
 */
export { renderAgendaPdf } from './agenda-pdf';
export { renderMinutesPdf } from './minutes-pdf';
export { composeMinutesMail, type MinutesMail } from './minutes-mail';
export type {
  AttendanceLabel,
  MeetingDocument,
  MeetingDocumentAttendee,
  MeetingDocumentItem,
  MeetingDocumentTask,
  MeetingRoleNames,
} from './meeting-document';
/** Sample documents: the tests' and `npm run bench:pdf`'s large agenda. */
export { largeItems, sampleMeetingDocument } from './sample-meeting-document';
