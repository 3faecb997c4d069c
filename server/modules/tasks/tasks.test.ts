import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskStatus } from '@shared/constants';
import { TaskMessages, type TaskDetail } from '@shared/schemas/tasks';
import { taskNotes, tasks } from '../../db/schema';
import { MISSING_ID, openTaskKit, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
const REGROUP = 'Regroup period 3 for reteach'; // Marcus's, assigned by Priya, In Progress, 7th Grade Math

const statusOf = async (taskId: string) => {
  const [row] = await k.t.database.db
    .select({ status: tasks.taskStatusId, completedAt: tasks.completedAt })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return row;
};

/** A new task of 7th Grade Math assigned by `by` to `to`; answers its id. */
const newMathTask = async (by: Person, to: Person, title: string) => {
  const response = await k.call('POST', 'task/save', by, {
    Id: '0',
    Title: title,
    AssignedToUserId: await k.userId(to),
    TeamId: await k.teamId('7th Grade Math'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: string }>().Id;
};

beforeAll(async () => {
  k = await openTaskKit();
});
afterAll(async () => k.t.close());

describe('task/getTaskStatusList', () => {
  it('lists the statuses by id', async () => {
    const response = await k.call('GET', 'task/getTaskStatusList', 'marcus');
    expect(response.json()).toEqual([
      { Id: 2, Name: 'Open' },
      { Id: 3, Name: 'Completed' },
      { Id: 4, Name: 'In Progress' },
    ]);
    expect((await k.call('GET', 'task/getTaskStatusList')).statusCode).toBe(401);
  });
});

describe('task/getById', () => {
  it('answers the edit form with names and the caller rights', async () => {
    const id = await k.taskId(REGROUP);
    const response = await k.call('GET', `task/getById/${id}`, 'marcus');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      Id: id,
      Title: REGROUP,
      TeamId: await k.teamId('7th Grade Math'),
      TeamName: '7th Grade Math',
      GoalId: await k.goalId('Fractions fluency for every 7th grader'),
      GoalName: 'Fractions fluency for every 7th grader',
      MeetingId: await k.meetingId('Unit 3 data review'),
      MeetingName: 'Unit 3 data review',
      AgendaItemId: null,
      AgendaItemTitle: '',
      AssignedToUserId: await k.userId('marcus'),
      AssignedToUserFullName: 'Marcus Bell',
      TaskStatusId: TaskStatus.InProgress,
      // The assignee marks and edits but does not delete.
      AllowedToMarkTaskAsCompletedOrEdit: true,
      AllowedToDelete: false,
    });
    expect(body.DateAssigned).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(body.DateCreated).toString()).not.toBe('Invalid Date');
  });

  it('gives the flags per role: lead and admin everything, a plain member nothing', async () => {
    const id = await k.taskId(REGROUP);
    const flags = async (who: Person) => {
      const body = (await k.call('GET', `task/getById/${id}`, who)).json<TaskDetail>();
      return [body.AllowedToMarkTaskAsCompletedOrEdit, body.AllowedToDelete];
    };
    expect(await flags('priya')).toEqual([true, true]);
    expect(await flags('admin')).toEqual([true, true]);
    expect(await flags('tom')).toEqual([false, false]);
  });

  it('hides a task from people outside it: 403 in the school, 404 elsewhere, 401 signed out', async () => {
    const id = await k.taskId(REGROUP);
    expect((await k.call('GET', `task/getById/${id}`, 'elena')).statusCode).toBe(403);
    expect((await k.call('GET', `task/getById/${id}`, 'aisha')).statusCode).toBe(403);
    expect((await k.call('GET', `task/getById/${id}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await k.call('GET', `task/getById/${MISSING_ID}`, 'admin')).statusCode).toBe(404);
    expect((await k.call('GET', `task/getById/${id}`)).statusCode).toBe(401);
  });

  it('lets the assigner see a task of a team they are not on', async () => {
    // Elena assigned Marcus the reading-log task of the Literacy Committee; Tom is not on it.
    const id = await k.taskId('Collect reading logs from homerooms');
    expect((await k.call('GET', `task/getById/${id}`, 'elena')).statusCode).toBe(200);
    expect((await k.call('GET', `task/getById/${id}`, 'tom')).statusCode).toBe(403);
  });
});

describe('task/markAsDone and task/markAsInProgress', () => {
  it('moves Open to Completed to In Progress to Completed, refusing repeats with a clear 400', async () => {
    const id = await k.taskId('Share exit-ticket data in the team folder'); // Open, Marcus
    const done = await k.call('POST', `task/markAsDone/${id}`, 'marcus');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ Id: id, TaskStatusId: TaskStatus.Completed });
    expect((await statusOf(id))?.completedAt).toBeInstanceOf(Date);

    const again = await k.call('POST', `task/markAsDone/${id}`, 'marcus');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(TaskMessages.alreadyCompleted);

    const reopened = await k.call('POST', `task/markAsInProgress/${id}`, 'marcus');
    expect(reopened.json()).toEqual({ Id: id, TaskStatusId: TaskStatus.InProgress });
    expect(await statusOf(id)).toEqual({ status: TaskStatus.InProgress, completedAt: null });

    const twice = await k.call('POST', `task/markAsInProgress/${id}`, 'marcus');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(TaskMessages.alreadyInProgress);

    expect((await k.call('POST', `task/markAsDone/${id}`, 'priya')).json().TaskStatusId).toBe(
      TaskStatus.Completed,
    );
  });

  it('moves Open to In Progress (the assigner, from another team)', async () => {
    const id = await k.taskId('Collect reading logs from homerooms');
    const response = await k.call('POST', `task/markAsInProgress/${id}`, 'elena');
    expect(response.json()).toEqual({ Id: id, TaskStatusId: TaskStatus.InProgress });
  });

  it('lets only one of two concurrent clicks complete a task', async () => {
    const id = await newMathTask('priya', 'tom', 'Concurrent clicks');
    const answers = await Promise.all([
      k.call('POST', `task/markAsDone/${id}`, 'tom'),
      k.call('POST', `task/markAsDone/${id}`, 'priya'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await statusOf(id))?.status).toBe(TaskStatus.Completed);
  });

  it('refuses people who may not mark: a plain member 403, an outsider 403, another school 404', async () => {
    const id = await k.taskId(REGROUP);
    expect((await k.call('POST', `task/markAsDone/${id}`, 'tom')).statusCode).toBe(403);
    expect((await k.call('POST', `task/markAsDone/${id}`, 'elena')).statusCode).toBe(403);
    expect((await k.call('POST', `task/markAsInProgress/${id}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await k.call('POST', `task/markAsDone/${MISSING_ID}`, 'admin')).statusCode).toBe(404);
    expect((await statusOf(id))?.status).toBe(TaskStatus.InProgress);
  });
});

describe('task/delete', () => {
  it('lets the assigner delete, with its notes, and answers the id', async () => {
    const id = await newMathTask('marcus', 'tom', 'Delete me with notes');
    const note = await k.call('POST', 'tasknote/Save', 'tom', {
      Id: '0',
      TaskId: id,
      Comment: '<p>On it</p>',
    });
    expect(note.statusCode).toBe(200);
    expect((await k.call('DELETE', `task/delete/${id}`, 'tom')).statusCode).toBe(403); // the assignee
    const response = await k.call('DELETE', `task/delete/${id}`, 'marcus');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(id);
    expect((await k.call('GET', `task/getById/${id}`, 'marcus')).statusCode).toBe(404);
    const notes = await k.t.database.db.select().from(taskNotes).where(eq(taskNotes.taskId, id));
    expect(notes).toEqual([]);
  });

  it("lets the team's lead and an admin delete someone else's assignment", async () => {
    const first = await newMathTask('marcus', 'tom', 'Lead deletes');
    expect((await k.call('DELETE', `task/delete/${first}`, 'priya')).statusCode).toBe(200);
    const second = await newMathTask('marcus', 'tom', 'Admin deletes');
    expect((await k.call('DELETE', `task/delete/${second}`, 'admin')).statusCode).toBe(200);
  });

  it('refuses a plain member (403), an outsider (403) and another school (404)', async () => {
    const id = await k.taskId(REGROUP);
    expect((await k.call('DELETE', `task/delete/${id}`, 'marcus')).statusCode).toBe(403);
    expect((await k.call('DELETE', `task/delete/${id}`, 'tom')).statusCode).toBe(403);
    expect((await k.call('DELETE', `task/delete/${id}`, 'elena')).statusCode).toBe(403);
    expect((await k.call('DELETE', `task/delete/${id}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await k.call('GET', `task/getById/${id}`, 'marcus')).statusCode).toBe(200);
  });
});
