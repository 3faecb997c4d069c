import type { AuthContext } from '../../plugins/auth';

/**
 * Student notes are read and written by the members of a team that holds the student and by the admins
 * of the student's school (the spec's "regular member views own teams … and students").
 */
export const canAccessStudentNotes = (auth: AuthContext, callerSharesTeam: boolean) =>
  auth.isAdmin || callerSharesTeam;

/**
 * The spec is silent on who may change a note or comment: its author (while they still may read the
 * student's notes) or an admin of the school.
 */
export const canChangeOwnWriting = (auth: AuthContext, callerSharesTeam: boolean, authorId: string) =>
  auth.isAdmin || (callerSharesTeam && authorId === auth.userId);
