import type { AuthContext } from '../../plugins/auth';

/**
 * Anyone who sees a task reads and adds its notes (checked through the task); a note is changed or
 * deleted by its author or an admin of the school (spec silent; the student-notes rule).
 */
export const canChangeTaskNote = (auth: AuthContext, authorId: string) =>
  auth.isAdmin || authorId === auth.userId;
