import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GUID, GoalStatus, TaskStatus } from '@shared/constants';
import { GoalMessages } from '@shared/schemas/goals';
import { TaskMessages, type TaskDetail } from '@shared/schemas/tasks';
import { goals, tasks, users } from '../../db/schema';
import { MISSING_ID, openTaskKit, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
let mathTeam: string;
const FRACTIONS = 'Fractions fluency for every 7th grader'; // a 7th Grade Math goal
const READING = 'School-wide independent reading'; // a Literacy Committee goal
const NEXT_MATH = 'Fractions reteach planning'; // a 7th Grade Math meeting

const save = (who: Person, body: Record<string, unknown>) =>
  k.call('POST', 'task/save', who, { Id: '0', Title: 'A task', ...body });
const saveFromItem = (who: Person, body: Record<string, unknown>) =>
  k.call('POST', 'task/saveFromAgendaItem', who, { Id: '0', Title: 'From the notes', ...body });
const detail = async (id: string, who: Person = 'admin') =>
  (await k.call('GET', `task/getById/${id}`, who)).json<TaskDetail>();
const expect400 = async (response: Awaited<ReturnType<TaskKit['call']>>, message: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toContain(message);
};

const localToday = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

beforeAll(async () => {
  k = await openTaskKit();
  mathTeam = await k.teamId('7th Grade Math');
});
afterAll(async () => k.t.close());

describe('task/save: a new task', () => {
  it('starts Open, assigned today by the caller, in the team caller and assignee share', async () => {
    const response = await save('marcus', {
      Title: '  Grade the quiz  ',
      DueDate: '2031-05-01',
      AssignedToUserId: await k.userId('tom'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().Id;
    expect(await detail(id)).toMatchObject({
      Title: 'Grade the quiz',
      DueDate: '2031-05-01',
      DateAssigned: localToday(),
      TeamId: mathTeam,
      TeamName: '7th Grade Math',
      GoalId: null,
      MeetingId: null,
      TaskStatusId: TaskStatus.Open,
      AssignedToUserFullName: 'Tom Becker',
    });
    const [row] = await k.t.database.db
      .select({ by: tasks.assignedByUserId })
      .from(tasks)
      .where(eq(tasks.id, id));
    expect(row?.by).toBe(await k.userId('marcus'));
  });

  it('reads every "none" the spec client sends for goal, meeting and agenda item as none', async () => {
    for (const none of [EMPTY_GUID, '-1', -1, 0, '0', null]) {
      const response = await save('marcus', {
        AssignedToUserId: await k.userId('tom'),
        GoalId: none,
        MeetingId: none,
        AgendaItemId: none,
      });
      expect(response.statusCode, `${String(none)}: ${response.body}`).toBe(200);
      expect(await detail(response.json().Id)).toMatchObject({
        GoalId: null,
        MeetingId: null,
        AgendaItemId: null,
      });
    }
  });

  it('ignores a status sent with a new task', async () => {
    const response = await save('marcus', {
      AssignedToUserId: await k.userId('tom'),
      TaskStatusId: TaskStatus.Completed,
    });
    expect((await detail(response.json().Id)).TaskStatusId).toBe(TaskStatus.Open);
  });

  it("answers the spec's validation messages", async () => {
    await expect400(
      await save('marcus', { Title: '  ', AssignedToUserId: await k.userId('tom') }),
      TaskMessages.titleRequired,
    );
    await expect400(await save('marcus', { AssignedToUserId: 'nobody' }), TaskMessages.userRequired);
    await expect400(
      await save('marcus', { AssignedToUserId: await k.userId('tom'), DueDate: '05/01/2031' }),
      'Dates must be YYYY-MM-DD',
    );
  });

  it('refuses an assignee outside the teams the caller shares with them', async () => {
    // Marcus (7th Grade Math, Literacy) shares no team with Dana, the admin, nor with East's admin.
    for (const who of ['admin', 'eastAdmin'] as const) {
      await expect400(
        await save('marcus', { AssignedToUserId: await k.userId(who) }),
        TaskMessages.assigneeNotOnTeam,
      );
    }
    // Aisha is on Literacy, not on 7th Grade Math.
    await expect400(
      await save('marcus', { AssignedToUserId: await k.userId('aisha'), TeamId: mathTeam }),
      TaskMessages.assigneeNotOnTeam,
    );
    // Marcus is not on Science, where Tom is.
    await expect400(
      await save('marcus', {
        AssignedToUserId: await k.userId('tom'),
        TeamId: await k.teamId('Science Department'),
      }),
      TaskMessages.assigneeNotOnTeam,
    );
    // A student of 7th Grade Math is no assignee.
    await expect400(
      await save('marcus', { AssignedToUserId: await k.userId('ava.thompson@students.demo.plchub.test') }),
      TaskMessages.assigneeNotOnTeam,
    );
    // Another school's team is not found.
    const eastTeam = await k.teamId('Freshman Success Team');
    expect(
      (await save('marcus', { AssignedToUserId: await k.userId('tom'), TeamId: eastTeam })).statusCode,
    ).toBe(404);
  });

  it('refuses an inactive or deleted assignee', async () => {
    const jordan = await k.userId('jordan.lee@partners.plchub.test'); // a partner on 7th Grade Math
    expect((await save('marcus', { AssignedToUserId: jordan })).statusCode).toBe(200);
    const db = k.t.database.db;
    await db.update(users).set({ active: false }).where(eq(users.id, jordan));
    await expect400(await save('marcus', { AssignedToUserId: jordan }), TaskMessages.assigneeNotOnTeam);
    await db.update(users).set({ active: true, deletedAt: new Date() }).where(eq(users.id, jordan));
    await expect400(await save('marcus', { AssignedToUserId: jordan }), TaskMessages.assigneeNotOnTeam);
    await db.update(users).set({ deletedAt: null }).where(eq(users.id, jordan));
  });

  it('lets an admin assign in any team of the school given its TeamId', async () => {
    const response = await save('admin', {
      AssignedToUserId: await k.userId('tom'),
      TeamId: await k.teamId('Science Department'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await detail(response.json().Id)).TeamName).toBe('Science Department');
  });
});

describe('task/save: goals', () => {
  it("files the task in the goal's team", async () => {
    const response = await save('priya', {
      AssignedToUserId: await k.userId('marcus'),
      GoalId: await k.goalId(READING),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await detail(response.json().Id)).toMatchObject({
      TeamName: 'Literacy Committee',
      GoalName: READING,
    });
  });

  it("refuses a goal of another team, a school goal and another school's goal", async () => {
    const tom = await k.userId('tom');
    await expect400(
      await save('marcus', { AssignedToUserId: tom, TeamId: mathTeam, GoalId: await k.goalId(READING) }),
      'GoalId: The goal is not a goal of the task',
    );
    // Without a TeamId the goal's team (Literacy) is taken, where Tom is not a member.
    await expect400(
      await save('marcus', { AssignedToUserId: tom, GoalId: await k.goalId(READING) }),
      TaskMessages.assigneeNotOnTeam,
    );
    await expect400(
      await save('marcus', {
        AssignedToUserId: tom,
        GoalId: await k.goalId('Cut chronic absenteeism by a third'),
      }),
      'GoalId:',
    );
    const east = await save('marcus', {
      AssignedToUserId: tom,
      GoalId: await k.goalId('Every freshman on track to graduate'),
    });
    expect(east.statusCode).toBe(404);
  });

  it('refuses new tasks on a closed goal but keeps editing the tasks already on it', async () => {
    const intervention = await k.goalId('Weekly intervention groups');
    await k.t.database.db
      .update(goals)
      .set({ goalStatusId: GoalStatus.Closed })
      .where(eq(goals.id, intervention));
    const tom = await k.userId('tom');
    await expect400(
      await save('priya', { AssignedToUserId: tom, GoalId: intervention }),
      GoalMessages.goalClosed,
    );

    // Priya's library task already sits on the goal: she may still edit it.
    const library = await k.taskId('Book the library for fractions night');
    const edit = await save('priya', {
      Id: library,
      Title: 'Book the library for fractions night (Thursday)',
      AssignedToUserId: await k.userId('priya'),
      GoalId: intervention,
    });
    expect(edit.statusCode, edit.body).toBe(200);

    // Moving another task onto the closed goal is refused.
    const other = (await save('priya', { AssignedToUserId: tom, GoalId: await k.goalId(FRACTIONS) })).json()
      .Id;
    await expect400(
      await save('priya', { Id: other, Title: 'Moved', AssignedToUserId: tom, GoalId: intervention }),
      GoalMessages.goalClosed,
    );
    expect((await detail(other)).GoalName).toBe(FRACTIONS);
  });
});

describe('task/save: meetings and agenda items', () => {
  it("files the task in the meeting's team and keeps its agenda item", async () => {
    const response = await save('marcus', {
      AssignedToUserId: await k.userId('tom'),
      MeetingId: await k.meetingId(NEXT_MATH),
      AgendaItemId: await k.agendaItemId('Family letter about fractions night'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await detail(response.json().Id)).toMatchObject({
      TeamName: '7th Grade Math',
      MeetingName: NEXT_MATH,
      AgendaItemTitle: 'Family letter about fractions night',
    });
  });

  it("refuses another team's meeting, another meeting's item, an item without meeting, another school's meeting", async () => {
    const tom = await k.userId('tom');
    await expect400(
      await save('marcus', {
        AssignedToUserId: tom,
        TeamId: mathTeam,
        MeetingId: await k.meetingId('Reading log kickoff'),
      }),
      'MeetingId:',
    );
    await expect400(
      await save('marcus', {
        AssignedToUserId: tom,
        MeetingId: await k.meetingId(NEXT_MATH),
        AgendaItemId: await k.agendaItemId('Celebrations'),
      }),
      'AgendaItemId:',
    );
    await expect400(
      await save('marcus', { AssignedToUserId: tom, AgendaItemId: await k.agendaItemId('Celebrations') }),
      'AgendaItemId:',
    );
    const east = await save('marcus', {
      AssignedToUserId: tom,
      MeetingId: await k.meetingId('Freshman grade check'),
    });
    expect(east.statusCode).toBe(404);
    expect((await save('marcus', { AssignedToUserId: tom, MeetingId: MISSING_ID })).statusCode).toBe(404);
  });
});

describe('task/save: editing', () => {
  it('lets the assignee change the title, due date and status', async () => {
    const id = await k.taskId('Regroup period 3 for reteach'); // Marcus's, In Progress, Fractions goal
    const base = {
      Id: id,
      AssignedToUserId: await k.userId('marcus'),
      GoalId: await k.goalId(FRACTIONS),
      MeetingId: await k.meetingId('Unit 3 data review'),
    };
    const edit = await save('marcus', { ...base, Title: 'Regroup periods 3 and 4', DueDate: '2031-01-15' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toEqual({ Id: id });
    expect(await detail(id)).toMatchObject({
      Title: 'Regroup periods 3 and 4',
      DueDate: '2031-01-15',
      TeamName: '7th Grade Math',
      TaskStatusId: TaskStatus.InProgress,
    });

    expect((await save('marcus', { ...base, TaskStatusId: TaskStatus.Completed })).statusCode).toBe(200);
    expect((await detail(id)).TaskStatusId).toBe(TaskStatus.Completed);
    // The same status again is no move; back to Open is not a move the rules know.
    expect((await save('marcus', { ...base, TaskStatusId: TaskStatus.Completed })).statusCode).toBe(200);
    await expect400(await save('marcus', { ...base, TaskStatusId: TaskStatus.Open }), 'TaskStatusId:');
    expect((await save('marcus', { ...base, TaskStatusId: TaskStatus.InProgress })).statusCode).toBe(200);
    expect((await detail(id)).TaskStatusId).toBe(TaskStatus.InProgress);
  });

  it('clears the due date when none is sent and reassigns within the team', async () => {
    const id = (
      await save('priya', { AssignedToUserId: await k.userId('marcus'), DueDate: '2031-02-02' })
    ).json().Id;
    const edit = await save('priya', {
      Id: id,
      Title: 'Reassigned',
      AssignedToUserId: await k.userId('tom'),
      DueDate: '',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await detail(id)).toMatchObject({
      DueDate: null,
      AssignedToUserFullName: 'Tom Becker',
      TeamName: '7th Grade Math',
    });
    await expect400(
      await save('priya', { Id: id, Title: 'Reassigned', AssignedToUserId: await k.userId('aisha') }),
      TaskMessages.assigneeNotOnTeam,
    );
  });

  it('refuses editors without the right: a plain member 403, an outsider 403, another school 404', async () => {
    const id = await k.taskId('Share exit-ticket data in the team folder');
    const body = { Id: id, Title: 'Hijacked', AssignedToUserId: await k.userId('marcus') };
    expect((await save('tom', body)).statusCode).toBe(403);
    expect((await save('elena', body)).statusCode).toBe(403);
    expect((await save('eastAdmin', body)).statusCode).toBe(404);
    expect((await save('admin', { ...body, Id: MISSING_ID })).statusCode).toBe(404);
    expect((await detail(id)).Title).toBe('Share exit-ticket data in the team folder');
  });
});

describe('task/saveFromAgendaItem', () => {
  it("creates the task in the item's meeting and the meeting's team", async () => {
    const item = await k.agendaItemId('Review of reteach lessons');
    const response = await saveFromItem('marcus', {
      AgendaItemId: item,
      AssignedToUserId: await k.userId('tom'),
      GoalId: await k.goalId(FRACTIONS),
      DueDate: '2031-03-03',
      DateAssigned: '2020-01-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().Id;
    expect(await detail(id)).toMatchObject({
      TeamName: '7th Grade Math',
      MeetingName: NEXT_MATH,
      AgendaItemId: item,
      GoalName: FRACTIONS,
      DueDate: '2031-03-03',
      DateAssigned: localToday(),
      TaskStatusId: TaskStatus.Open,
    });

    const edit = await saveFromItem('marcus', {
      Id: id,
      AgendaItemId: item,
      Title: 'Edited',
      AssignedToUserId: await k.userId('priya'),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await detail(id)).toMatchObject({
      Title: 'Edited',
      AssignedToUserFullName: 'Priya Raman',
      GoalId: null,
    });
  });

  it("answers the spec's messages and refuses assignees and callers outside the meeting's team", async () => {
    const item = await k.agendaItemId('Review of reteach lessons');
    await expect400(
      await saveFromItem('marcus', {
        AgendaItemId: item,
        Title: '',
        AssignedToUserId: await k.userId('tom'),
      }),
      TaskMessages.todoItemRequired,
    );
    await expect400(
      await saveFromItem('marcus', { AgendaItemId: item, AssignedToUserId: '-1' }),
      TaskMessages.assigneeRequired,
    );
    await expect400(
      await saveFromItem('marcus', { AgendaItemId: item, AssignedToUserId: await k.userId('aisha') }),
      TaskMessages.assigneeNotOnTeam,
    );
    // Elena is not on 7th Grade Math, whose meeting this is.
    await expect400(
      await saveFromItem('elena', { AgendaItemId: item, AssignedToUserId: await k.userId('tom') }),
      TaskMessages.assigneeNotOnTeam,
    );
    const eastItem = await k.agendaItemId('Students with two or more Fs');
    expect(
      (await saveFromItem('marcus', { AgendaItemId: eastItem, AssignedToUserId: await k.userId('tom') }))
        .statusCode,
    ).toBe(404);
  });
});
