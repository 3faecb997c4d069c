/** User-facing texts from spec section 8 that both sides use, word for word. */
export const Messages = {
  lockedOut: 'This user account has been locked out.  Please contact an admin to reinstate this account.',
  invalidCredentials: 'You have entered an invalid username or password.',
  sessionTimedOut: 'Your logged in session appears to have timed out. Please login again to get started.',
  forgotPasswordSent: 'An email has been sent with instructions to reset your password.',
  passwordUpdated: 'Your password has been updated',
} as const;

/** Our password rules beyond the spec's minimum length, and My Account's check of the current password. */
export const PasswordMessages = {
  tooCommon: 'This password is too common or too easy to guess. Please choose another.',
  personal: "Password must not be the account's name or email address",
  currentRequired: 'Please provide your current password',
  currentWrong: 'Your current password is not correct',
} as const;

// Texts of the list screens; here, not beside the schemas, so a list screen loads without Zod.

/** Texts of the meeting lists (spec section 8), word for word. */
export const MeetingListMessages = {
  noUpcoming: 'There are no Upcoming Meetings.',
  noHistorical: 'There are no Historical Meetings.',
  /** Spec silent: what meeting/delete removes and what it keeps (server/modules/meetings), said before it runs. */
  cancelEffects:
    'Cancelling deletes the meeting, its agenda, its agenda items and any notes taken on them, for everyone; ' +
    'this cannot be undone. Its tasks are kept: each stays with the person it is assigned to, no longer ' +
    'linked to this meeting. A video meeting set up for it is cancelled too.',
} as const;

/** Texts of the task screens (spec sections 5 and 8), word for word. */
export const TaskMessages = {
  titleRequired: 'A title must be provided for the todo item',
  todoItemRequired: 'Todo Item is required',
  userRequired: 'A user is required',
  assigneeRequired: 'Please selected an assignee',
  taskAssigned: 'Task has been assigned.',
  taskCreated: 'A new task has been created.',
  /** Spec silent: the toast of /editTask. */
  taskSaved: 'Task has been saved.',
  assignmentDeleted: 'Task Assignment has been deleted',
  taskDeleted: 'Task has been deleted',
  markedCompleted: 'Task has been marked as completed',
  markedInProgress: 'Task has been marked as in progress',
  noTaskAssignments: 'There are no Task Assignments.',
  noTasks: 'There are no tasks to display.',
  noAssignments: 'There are no Assignments to display.',
  /** The task forms' Agenda Items select, when the chosen meeting's agenda has no items. */
  noAgendaItems: 'There are no Agenda Items to display.',
  /** Server refusals of illegal status moves (spec section 4). */
  alreadyCompleted: 'This task is already completed',
  alreadyInProgress: 'This task is already in progress',
  /** Server refusals of an assignment outside the caller's teams. */
  assigneeNotOnTeam: 'The assignee must be a member of a team you share',
} as const;

/** Spec silent: texts of the team screens that the spec does not give. */
export const TeamMessages = {
  /** userteam/delete's refusal (409), and why the only lead's remove button is off. */
  lastLead: "The team's only lead cannot be removed. Make another member a team lead first.",
  /** team/addTeamWithUsers' refusal (400) of an edit that would leave the team without a lead. */
  needsLead: 'A team needs at least one team lead. Tick Team Lead for one of its staffers.',
} as const;

/** Spec silent: the answer (409) to a save made from a copy that someone else changed since it was loaded. */
export const StaleCopyMessages = {
  staleCopy: 'Someone else changed this while you were editing. Reload to see their changes.',
  reload: 'Reload',
  reloaded: 'The latest version has been loaded.',
} as const;

/**
 * Spec silent: leaving a form with unsaved edits asks first, and a rich-text note's local draft is offered
 * back after the page was closed or reloaded without saving.
 */
export const UnsavedWorkMessages = {
  leaveItem: 'Changes you have not saved',
  leaveMessage: 'If you leave now, what you changed here is lost. Stay to keep editing and save it.',
  stay: 'Stay',
  leave: 'Leave',
  restoreDraft: (savedAt: string) => `Restore unsaved draft from ${savedAt}?`,
  restore: 'Restore',
  discard: 'Discard',
} as const;
