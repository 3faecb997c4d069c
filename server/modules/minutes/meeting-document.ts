/**
 * Everything the agenda and minutes documents show, as plain data: the repository fills it, the PDF and
 * mail renderers only read it, so they run without a database and are tested on hand-made values.
 */

/** How a member attended; null when nobody recorded it. */
export type AttendanceLabel = 'Present' | 'Late' | 'Absent' | 'Excused';

/** The people named for the meeting's roles; null when a role is not assigned. */
export interface MeetingRoleNames {
  facilitator: string | null;
  noteTaker: string | null;
  timekeeper: string | null;
  normsKeeper: string | null;
}

export interface MeetingDocumentTask {
  title: string;
  /** Null when the task is not assigned to anyone. */
  assigneeName: string | null;
  /** A calendar day, YYYY-MM-DD, or null without a due date. */
  dueDate: string | null;
  statusName: string;
}

export interface MeetingDocumentItem {
  title: string;
  typeName: string;
  /** The item's time-box in minutes; 0 when none was set. */
  minutes: number;
  /** Sanitised rich text as stored (server/lib/sanitize-html.ts); '' when empty. */
  descriptionHtml: string;
  /** Sanitised rich text written in the meeting notes; '' when empty. */
  outcomeHtml: string;
  isFinished: boolean;
  tasks: MeetingDocumentTask[];
}

export interface MeetingDocumentAttendee {
  name: string;
  status: AttendanceLabel | null;
}

export interface MeetingDocument {
  schoolName: string;
  teamNames: string[];
  subject: string;
  startDateTime: Date;
  endDateTime: Date;
  /** The school's IANA zone: every date and time is shown on the school's clock. */
  timeZone: string;
  /** '' when no room is set. */
  location: string;
  roles: MeetingRoleNames;
  /** The norms' heading as the team named it; null for the default heading. */
  normsTitle: string | null;
  norms: string[];
  attendance: { members: MeetingDocumentAttendee[]; guests: string[] };
  /** In agenda order. */
  items: MeetingDocumentItem[];
  /** The series' next meeting, or null when there is none. */
  nextMeeting: { subject: string; startDateTime: Date } | null;
  finalizedAt: Date | null;
  finalizedByName: string | null;
}
