/** Business constants from spec section 9, shared by server and client. */

export const UserType = { Staffer: 1, Student: 2, Partner: 3 } as const;
export type UserTypeId = (typeof UserType)[keyof typeof UserType];

/** Role id on a team membership. */
export const TeamRole = { TeamLead: 1 } as const;

/** Responsibility id on a meeting: 1 (note taker) is the spec's; the PLC roles beside it are ours. */
export const MeetingResponsibility = { NoteTaker: 1, Facilitator: 2, Timekeeper: 3, NormsKeeper: 4 } as const;
export type MeetingRole = (typeof MeetingResponsibility)[keyof typeof MeetingResponsibility];
export const MEETING_ROLE_NAMES: Record<MeetingRole, string> = {
  1: 'Note taker',
  2: 'Facilitator',
  3: 'Timekeeper',
  4: 'Norms keeper',
};

/**
 * Where a meeting's minutes stand (ours, issue 20): Draft (agenda not posted), AgendaPosted, InProgress
 * (started), MinutesFinalized (locked), Reopened (a lead unlocked them, with a reason).
 */
export const MeetingState = {
  Draft: 'Draft',
  AgendaPosted: 'AgendaPosted',
  InProgress: 'InProgress',
  MinutesFinalized: 'MinutesFinalized',
  Reopened: 'Reopened',
} as const;
export type MeetingState = (typeof MeetingState)[keyof typeof MeetingState];
export const MEETING_STATE_LABELS: Record<MeetingState, string> = {
  Draft: 'Draft',
  AgendaPosted: 'Agenda posted',
  InProgress: 'In progress',
  MinutesFinalized: 'Minutes finalised',
  Reopened: 'Reopened',
};

/** A team member's attendance at a meeting (ours, issue 20). */
export const AttendanceStatus = { Present: 1, Late: 2, Absent: 3, Excused: 4 } as const;
export type AttendanceStatus = (typeof AttendanceStatus)[keyof typeof AttendanceStatus];
export const ATTENDANCE_STATUS_LABELS = {
  1: 'Present',
  2: 'Late',
  3: 'Absent',
  4: 'Excused',
} as const satisfies Record<AttendanceStatus, string>;

/** Task status ids: 2 and 4 come from the spec; 3 is our completed state. */
export const TaskStatus = { Open: 2, Completed: 3, InProgress: 4 } as const;
export const TASK_STATUS_NAMES: Record<number, string> = {
  [TaskStatus.Open]: 'Open',
  [TaskStatus.Completed]: 'Completed',
  [TaskStatus.InProgress]: 'In Progress',
};

/** Goal status id 2 closes a goal to new tasks. */
export const GoalStatus = { Active: 1, Closed: 2 } as const;

/** Which level a goal belongs to. */
export const GoalScope = { District: 1, School: 2, Team: 3 } as const;

/** The "none chosen" value of every select. */
export const NONE_SELECTED = -1;
/** Ids the spec's client sends for "new": the string '0', the number 0, or the all-zero GUID. */
export const NEW_ID_STRING = '0';
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

export const DEFAULT_NORMS_TITLE = 'Team Norms';

export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const AGENDA_TYPE_FIELD_MAX = 50;

/** Dates travel as YYYY-MM-DD and are shown as MM/DD/YYYY; meeting times are shown as h:mm A. */
export const DateFormat = { Api: 'YYYY-MM-DD', Display: 'MM/DD/YYYY', Time: 'h:mm A' } as const;

export const MAX_TOASTS = 5;

/** Login answer codes the spec's client reads. */
/** Spec section 8's codes, and SsoRequired (issue 24): the address's domain signs in with a provider. */
export const LoginCode = { Success: 1, LockedOut: 2, InvalidCredentials: 3, SsoRequired: 4 } as const;

// Sort columns of the paged lists; here, not beside the list schemas, so a list screen loads without Zod.

/** Columns the meeting lists sort on (spec section 4: name and team; upcoming by start ascending). */
export const MeetingSort = { StartDateTime: 'StartDateTime', Name: 'Name', Team: 'Team' } as const;
export type MeetingSortColumn = (typeof MeetingSort)[keyof typeof MeetingSort];

/** Columns a task list sorts on (spec section 4). */
export const TaskSort = {
  Title: 'Title',
  AssignedDate: 'AssignedDate',
  Team: 'Team',
  Status: 'Status',
  Goal: 'Goal',
  /** Ours: by assignee (last, then first name), as a team's task list groups them. */
  AssignedTo: 'AssignedTo',
} as const;
export type TaskSortColumn = (typeof TaskSort)[keyof typeof TaskSort];

/**
 * Columns the staff and student lists sort on: by default last name then first name (spec section 9);
 * graduation year only for students.
 */
export const UserSort = {
  Name: 'Name',
  Email: 'Email',
  ThirdPartyId: 'ThirdPartyId',
  GraduationYear: 'GraduationYear',
} as const;
export type UserSortColumn = (typeof UserSort)[keyof typeof UserSort];
