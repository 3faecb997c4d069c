import { TaskNoteMessages, type TaskNotesVM } from '@shared/schemas/tasks';
import type { Db } from '../../db/database';
import { authorize, badRequest, notFound, staleOrNotFound } from '../../errors';
import { hasVisibleText, sanitizeRichText } from '../../lib/sanitize-html';
import type { AuthContext } from '../../plugins/auth';
import { loadVisibleTask } from '../tasks';
import { canChangeTaskNote } from './policy';
import { presentTaskNotesVM } from './presenter';
import * as repo from './repository';

export async function getTaskNotes(db: Db, auth: AuthContext, taskId: string): Promise<TaskNotesVM> {
  const task = await loadVisibleTask(db, auth, taskId);
  return presentTaskNotesVM(auth, task, await repo.listNotesOfTask(db, task.id, auth.locationId));
}

/** A note the caller may change: its task visible to them, and they wrote it or are an admin. */
async function loadChangeableNote(db: Db, auth: AuthContext, noteId: string) {
  const note = await repo.findNote(db, noteId, auth.locationId);
  if (!note) throw notFound();
  await loadVisibleTask(db, auth, note.taskId);
  authorize(canChangeTaskNote(auth, note.createdByUserId));
  return note;
}

export interface SaveTaskNoteInput {
  Id: string | null;
  TaskId: string;
  Comment: string;
  Version?: number | undefined;
}

/** Adds a note (anyone who sees the task) or changes one; the HTML is sanitised before it is stored. */
export async function saveTaskNote(db: Db, auth: AuthContext, input: SaveTaskNoteInput): Promise<string> {
  const comment = sanitizeRichText(input.Comment);
  if (!hasVisibleText(comment)) throw badRequest(`Comment: ${TaskNoteMessages.noteRequired}`);
  if (input.Id === null) {
    const task = await loadVisibleTask(db, auth, input.TaskId);
    return repo.insertNote(db, {
      districtId: auth.districtId,
      locationId: auth.locationId,
      taskId: task.id,
      comment,
      createdByUserId: auth.userId,
    });
  }
  const note = await loadChangeableNote(db, auth, input.Id);
  if (note.taskId !== input.TaskId) throw badRequest('TaskId: A note cannot move to another task');
  if (!(await repo.updateNote(db, note.id, auth.locationId, comment, input.Version))) {
    throw staleOrNotFound(input.Version);
  }
  return note.id;
}

export async function deleteTaskNote(db: Db, auth: AuthContext, noteId: string): Promise<string> {
  const note = await loadChangeableNote(db, auth, noteId);
  await repo.deleteNote(db, note.id, auth.locationId);
  return note.id;
}
