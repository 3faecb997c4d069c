import { TaskNoteMessages, type TaskNotesVM } from '@shared/schemas/tasks';
import { badRequest, notFound, staleOrNotFound } from '../../errors';
import { hasVisibleText, sanitizeRichText } from '../../lib/sanitize-html';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { authorizeAccess } from '../../plugins/record-access';
import { loadVisibleTask } from '../tasks';
import { canChangeTaskNote } from './policy';
import { presentTaskNotesVM } from './presenter';
import * as repo from './repository';

export async function getTaskNotes(ctx: ServiceContext, taskId: string): Promise<TaskNotesVM> {
  const { db, auth } = ctx;
  const task = await loadVisibleTask(ctx, taskId);
  return presentTaskNotesVM(auth, task, await repo.listNotesOfTask(db, task.id, auth.locationId));
}

/** A note the caller may change: its task visible to them, and they wrote it or are an admin. */
async function loadChangeableNote(ctx: ServiceContext, noteId: string) {
  const note = await repo.findNote(ctx.db, noteId, ctx.auth.locationId);
  if (!note) throw notFound();
  await loadVisibleTask(ctx, note.taskId);
  authorizeAccess(ctx.auth, 'owner', canChangeTaskNote(ctx.auth, note.createdByUserId));
  return note;
}

export interface SaveTaskNoteInput {
  Id: string | null;
  TaskId: string;
  Comment: string;
  Version?: number | undefined;
}

/** Adds a note (anyone who sees the task) or changes one; the HTML is sanitised before it is stored. */
export async function saveTaskNote(ctx: ServiceContext, input: SaveTaskNoteInput): Promise<string> {
  const { auth } = ctx;
  const comment = sanitizeRichText(input.Comment);
  if (!hasVisibleText(comment)) throw badRequest(`Comment: ${TaskNoteMessages.noteRequired}`);
  if (input.Id === null) {
    const task = await loadVisibleTask(ctx, input.TaskId);
    return withTransaction(ctx, (tx) =>
      repo.insertNote(tx.db, {
        districtId: auth.districtId,
        locationId: auth.locationId,
        taskId: task.id,
        comment,
        createdByUserId: auth.userId,
      }),
    );
  }
  const note = await loadChangeableNote(ctx, input.Id);
  if (note.taskId !== input.TaskId) throw badRequest('TaskId: A note cannot move to another task');
  const updated = await withTransaction(ctx, (tx) =>
    repo.updateNote(tx.db, note.id, auth.locationId, comment, input.Version),
  );
  if (!updated) throw staleOrNotFound(input.Version);
  return note.id;
}

export async function deleteTaskNote(ctx: ServiceContext, noteId: string): Promise<string> {
  const note = await loadChangeableNote(ctx, noteId);
  await withTransaction(ctx, (tx) => repo.deleteNote(tx.db, note.id, ctx.auth.locationId));
  return note.id;
}
