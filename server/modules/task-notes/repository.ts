import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { taskNotes, users } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';

const noteColumns = {
  id: taskNotes.id,
  taskId: taskNotes.taskId,
  comment: taskNotes.comment,
  commentDate: taskNotes.commentDate,
  createdByUserId: taskNotes.createdByUserId,
  version: taskNotes.version,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

/** A task's notes with their authors, newest first, in one query. */
export function listNotesOfTask(db: Db, taskId: string, locationId: string) {
  return db
    .select(noteColumns)
    .from(taskNotes)
    .innerJoin(users, eq(users.id, taskNotes.createdByUserId))
    .where(and(eq(taskNotes.taskId, taskId), eq(taskNotes.locationId, locationId)))
    .orderBy(desc(taskNotes.commentDate), desc(taskNotes.id));
}
export type TaskNoteRow = Awaited<ReturnType<typeof listNotesOfTask>>[number];

/** A note of the caller's school; undefined for another school's note or none. */
export async function findNote(db: Db, noteId: string, locationId: string) {
  const [row] = await db
    .select({ id: taskNotes.id, taskId: taskNotes.taskId, createdByUserId: taskNotes.createdByUserId })
    .from(taskNotes)
    .where(and(eq(taskNotes.id, noteId), eq(taskNotes.locationId, locationId)))
    .limit(1);
  return row;
}

export async function insertNote(
  db: Db,
  values: {
    districtId: string;
    locationId: string;
    taskId: string;
    comment: string;
    createdByUserId: string;
  },
) {
  const [row] = await db.insert(taskNotes).values(values).returning({ id: taskNotes.id });
  return row!.id;
}

/** Changes a note unless it is no longer at `expectedVersion` (when given); false when it did not. */
export async function updateNote(
  db: Db,
  noteId: string,
  locationId: string,
  comment: string,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(taskNotes)
    .set({ comment, updatedAt: new Date(), version: nextVersion(taskNotes.version) })
    .where(
      and(
        eq(taskNotes.id, noteId),
        eq(taskNotes.locationId, locationId),
        stillAtVersion(taskNotes.version, expectedVersion),
      ),
    )
    .returning({ id: taskNotes.id });
  return rows.length > 0;
}

export async function deleteNote(db: Db, noteId: string, locationId: string) {
  await db.delete(taskNotes).where(and(eq(taskNotes.id, noteId), eq(taskNotes.locationId, locationId)));
}
