import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskNoteMessages, type TaskNotesVM } from '@shared/schemas/tasks';
import { taskNotes } from '../../db/schema';
import { MISSING_ID, openTaskKit, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
let regroupId: string; // Marcus's task on 7th Grade Math, with one note by Marcus
let seededNoteId: string;

const notesOf = async (who: Person, taskId = regroupId) => {
  const response = await k.call('GET', `tasknote/getTaskNotesVM/${taskId}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaskNotesVM>();
};
const saveNote = (who: Person, body: Record<string, unknown>) =>
  k.call('POST', 'tasknote/Save', who, { Id: '0', TaskId: regroupId, Comment: '<p>Note</p>', ...body });

beforeAll(async () => {
  k = await openTaskKit();
  regroupId = await k.taskId('Regroup period 3 for reteach');
  seededNoteId = (await notesOf('marcus')).TaskNotes[0]!.Id;
});
afterAll(async () => k.t.close());

describe('tasknote/getTaskNotesVM', () => {
  it("answers the task's header and its notes with the caller's rights", async () => {
    const vm = await notesOf('marcus');
    expect(vm).toMatchObject({
      TaskId: regroupId,
      TaskTitle: 'Regroup period 3 for reteach',
      TaskAssignedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      TeamName: '7th Grade Math',
    });
    expect(vm.TaskNotes).toEqual([
      {
        Id: seededNoteId,
        TaskId: regroupId,
        Comment: '<p>Moved six students into the Tuesday group; the rest stay in Thursday.</p>',
        CommentDate: expect.any(String),
        CreatedByFInitialLastName: 'M. Bell',
        CreatedByFirstName: 'Marcus',
        CreatedByLastName: 'Bell',
        AllowedToEdit: true,
        AllowedToDelete: true,
        Version: expect.any(Number),
      },
    ]);
    // Not the author: a lead reads but may not change it; an admin may.
    expect((await notesOf('priya')).TaskNotes[0]).toMatchObject({
      AllowedToEdit: false,
      AllowedToDelete: false,
    });
    expect((await notesOf('admin')).TaskNotes[0]).toMatchObject({
      AllowedToEdit: true,
      AllowedToDelete: true,
    });
  });

  it("hides the notes of a task the caller doesn't see: 403 in the school, 404 elsewhere", async () => {
    expect((await k.call('GET', `tasknote/getTaskNotesVM/${regroupId}`, 'elena')).statusCode).toBe(403);
    expect((await k.call('GET', `tasknote/getTaskNotesVM/${regroupId}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await k.call('GET', `tasknote/getTaskNotesVM/${MISSING_ID}`, 'admin')).statusCode).toBe(404);
    expect((await k.call('GET', `tasknote/getTaskNotesVM/${regroupId}`)).statusCode).toBe(401);
  });
});

describe('tasknote/Save', () => {
  it('adds a sanitised note that comes first, from anyone who sees the task', async () => {
    const response = await saveNote('tom', {
      Comment: '<p onclick="steal()">Done <strong>today</strong></p><script>alert(1)</script>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().Id;
    const vm = await notesOf('tom');
    expect(vm.TaskNotes.map((note) => note.Id)).toEqual([id, seededNoteId]);
    expect(vm.TaskNotes[0]).toMatchObject({
      Comment: '<p>Done <strong>today</strong></p>',
      CreatedByFInitialLastName: 'T. Becker',
      AllowedToEdit: true,
    });
    const [stored] = await k.t.database.db.select().from(taskNotes).where(eq(taskNotes.id, id));
    expect(stored?.comment).not.toContain('script');
  });

  it('refuses a note without visible text', async () => {
    for (const Comment of ['', '   ', '<p> </p>', '<script>alert(1)</script>']) {
      const response = await saveNote('marcus', { Comment });
      expect(response.statusCode, Comment).toBe(400);
      expect(response.json().message).toContain(TaskNoteMessages.noteRequired);
    }
  });

  it('refuses notes on a task the caller does not see', async () => {
    expect((await saveNote('elena', {})).statusCode).toBe(403);
    expect((await saveNote('eastAdmin', {})).statusCode).toBe(404);
    expect((await saveNote('marcus', { TaskId: MISSING_ID })).statusCode).toBe(404);
  });

  it('lets the author and an admin edit a note, nobody else, and never onto another task', async () => {
    const edit = await saveNote('marcus', { Id: seededNoteId, Comment: '<p>Edited by Marcus</p>' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toEqual({ Id: seededNoteId });
    expect((await saveNote('admin', { Id: seededNoteId, Comment: '<p>Edited by Dana</p>' })).statusCode).toBe(
      200,
    );
    expect(
      (await saveNote('priya', { Id: seededNoteId, Comment: '<p>Edited by Priya</p>' })).statusCode,
    ).toBe(403);
    expect((await saveNote('eastAdmin', { Id: seededNoteId })).statusCode).toBe(404);
    expect((await saveNote('marcus', { Id: MISSING_ID })).statusCode).toBe(404);
    const other = await k.taskId('Share exit-ticket data in the team folder');
    const moved = await saveNote('marcus', { Id: seededNoteId, TaskId: other });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toContain('TaskId:');
    const note = (await notesOf('marcus')).TaskNotes.find((row) => row.Id === seededNoteId);
    expect(note?.Comment).toBe('<p>Edited by Dana</p>');
  });
});

describe('tasknote/delete', () => {
  it('lets the author delete a note and answers its id; others are refused', async () => {
    const id = (await saveNote('priya', { Comment: '<p>Temporary</p>' })).json().Id;
    expect((await k.call('DELETE', `tasknote/delete/${id}`, 'marcus')).statusCode).toBe(403);
    expect((await k.call('DELETE', `tasknote/delete/${id}`, 'elena')).statusCode).toBe(403);
    expect((await k.call('DELETE', `tasknote/delete/${id}`, 'eastAdmin')).statusCode).toBe(404);
    const response = await k.call('DELETE', `tasknote/delete/${id}`, 'priya');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(id);
    expect((await notesOf('priya')).TaskNotes.map((note) => note.Id)).not.toContain(id);
    expect((await k.call('DELETE', `tasknote/delete/${id}`, 'priya')).statusCode).toBe(404);
  });

  it("lets an admin delete anyone's note", async () => {
    const id = (await saveNote('tom', { Comment: '<p>Mine</p>' })).json().Id;
    expect((await k.call('DELETE', `tasknote/delete/${id}`, 'admin')).statusCode).toBe(200);
  });
});
