import { fInitialLastName } from '@shared/names';
import type { TaskNote, TaskNotesVM } from '@shared/schemas/tasks';
import type { AuthContext } from '../../plugins/auth';
import type { TaskRow } from '../tasks';
import { canChangeTaskNote } from './policy';
import type { TaskNoteRow } from './repository';

export function presentTaskNote(auth: AuthContext, row: TaskNoteRow): TaskNote {
  const allowed = canChangeTaskNote(auth, row.createdByUserId);
  return {
    Id: row.id,
    TaskId: row.taskId,
    Comment: row.comment,
    CommentDate: row.commentDate.toISOString(),
    CreatedByFInitialLastName: fInitialLastName({
      FirstName: row.authorFirstName,
      LastName: row.authorLastName,
    }),
    CreatedByFirstName: row.authorFirstName,
    CreatedByLastName: row.authorLastName,
    AllowedToEdit: allowed,
    AllowedToDelete: allowed,
    Version: row.version,
  };
}

/** The task's header and its notes. */
export function presentTaskNotesVM(auth: AuthContext, task: TaskRow, notes: TaskNoteRow[]): TaskNotesVM {
  return {
    TaskId: task.id,
    TaskTitle: task.title,
    TaskAssignedDate: task.dateAssigned,
    TeamName: task.teamName ?? '',
    TaskNotes: notes.map((note) => presentTaskNote(auth, note)),
  };
}
