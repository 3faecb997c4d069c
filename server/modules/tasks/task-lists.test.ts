import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskStatus } from '@shared/constants';
import type { TaskPage, TeamTaskPage } from '@shared/schemas/tasks';
import { MISSING_ID, openTaskKit, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
const REGROUP = 'Regroup period 3 for reteach';
const EXIT_TICKETS = 'Share exit-ticket data in the team folder';
const READING_LOGS = 'Collect reading logs from homerooms';
const FRACTIONS = 'Fractions fluency for every 7th grader';

const list = async (who: Person, url: string) => {
  const response = await k.call('GET', url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaskPage>();
};
const titles = (page: TaskPage) => page.Items.map((item) => item.TaskTitle);

beforeAll(async () => {
  k = await openTaskKit();
});
afterAll(async () => k.t.close());

describe('task/getMyAssignedDashboardTasks', () => {
  it("lists the caller's open and in-progress tasks by assigned date, with names and rights", async () => {
    const page = await list('marcus', 'task/getMyAssignedDashboardTasks');
    expect(page.TotalCount).toBe(3);
    // Both math tasks were assigned six days ago, the reading logs yesterday.
    expect(titles(page).slice(0, 2).sort()).toEqual([REGROUP, EXIT_TICKETS]);
    expect(titles(page)[2]).toBe(READING_LOGS);
    expect(page.Items[2]).toEqual({
      TaskId: await k.taskId(READING_LOGS),
      TaskTitle: READING_LOGS,
      TaskAssignedDate: page.Items[2]!.AssignedDate,
      AssignedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      DueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      TeamId: await k.teamId('Literacy Committee'),
      TeamName: 'Literacy Committee',
      TaskStatusId: TaskStatus.Open,
      TaskStatus: 'Open',
      TaskStatusDisplay: 'Open',
      GoalId: await k.goalId('School-wide independent reading'),
      AssociatedGoal: 'School-wide independent reading',
      GoalName: 'School-wide independent reading',
      MeetingId: null,
      AgendaItemId: null,
      AssignedToUserId: await k.userId('marcus'),
      AssignedToFInitialLastName: 'M. Bell',
      AllowedToMarkTaskAsCompletedOrEdit: true,
      AllowedToDelete: false,
    });
  });

  it('sorts by title, team, status and goal, both ways', async () => {
    const url = 'task/getMyAssignedDashboardTasks?Sort=';
    expect(titles(await list('marcus', `${url}Title`))).toEqual([READING_LOGS, REGROUP, EXIT_TICKETS]);
    expect(titles(await list('marcus', `${url}Title&SortDirection=desc`))).toEqual([
      EXIT_TICKETS,
      REGROUP,
      READING_LOGS,
    ]);
    // "7th Grade Math" sorts before "Literacy Committee".
    expect((await list('marcus', `${url}Team`)).Items.map((item) => item.TeamName)).toEqual([
      '7th Grade Math',
      '7th Grade Math',
      'Literacy Committee',
    ]);
    expect(titles(await list('marcus', `${url}Team&SortDirection=desc`))[0]).toBe(READING_LOGS);
    // "In Progress" before "Open".
    expect(titles(await list('marcus', `${url}Status`))[0]).toBe(REGROUP);
    expect(titles(await list('marcus', `${url}Status&SortDirection=desc`))[2]).toBe(REGROUP);
    expect((await list('marcus', `${url}Goal`)).Items.map((item) => item.GoalName)).toEqual([
      FRACTIONS,
      FRACTIONS,
      'School-wide independent reading',
    ]);
    expect((await k.call('GET', `${url}Nonsense`, 'marcus')).statusCode).toBe(400);
  });

  it('filters by title and pages on the server', async () => {
    expect(titles(await list('marcus', 'task/getMyAssignedDashboardTasks?Search=READING'))).toEqual([
      READING_LOGS,
    ]);
    const mathTeam = await k.teamId('7th Grade Math');
    const tom = await k.userId('tom');
    for (let n = 1; n <= 11; n += 1) {
      const title = `Paged task ${String(n).padStart(2, '0')}`;
      const saved = await k.call('POST', 'task/save', 'priya', {
        Id: '0',
        Title: title,
        AssignedToUserId: tom,
        TeamId: mathTeam,
      });
      expect(saved.statusCode).toBe(200);
    }
    // Tom's only seeded task is completed, so the dashboard holds just the eleven new ones.
    const first = await list('tom', 'task/getMyAssignedDashboardTasks?Sort=Title&PageSize=10');
    expect(first.TotalCount).toBe(11);
    expect(first.Items).toHaveLength(10);
    expect(first.Items[0]).toMatchObject({
      TaskTitle: 'Paged task 01',
      AllowedToMarkTaskAsCompletedOrEdit: true,
    });
    const second = await list('tom', 'task/getMyAssignedDashboardTasks?Sort=Title&PageSize=10&Page=1');
    expect(titles(second)).toEqual(['Paged task 11']);
    expect(second.TotalCount).toBe(11);
    const past = await list('tom', 'task/getMyAssignedDashboardTasks?PageSize=10&Page=5');
    expect(past).toEqual({ Items: [], TotalCount: 11 });
    expect((await k.call('GET', 'task/getMyAssignedDashboardTasks?PageSize=7', 'tom')).statusCode).toBe(400);
  });

  it('drops a task once it is completed', async () => {
    const id = await k.taskId(EXIT_TICKETS);
    expect((await k.call('POST', `task/markAsDone/${id}`, 'marcus')).statusCode).toBe(200);
    expect(titles(await list('marcus', 'task/getMyAssignedDashboardTasks'))).not.toContain(EXIT_TICKETS);
    expect((await k.call('POST', `task/markAsInProgress/${id}`, 'marcus')).statusCode).toBe(200);
    expect(titles(await list('marcus', 'task/getMyAssignedDashboardTasks'))).toContain(EXIT_TICKETS);
  });
});

describe("a goal's tasks", () => {
  it('splits remaining and completed tasks', async () => {
    const goal = await k.goalId(FRACTIONS);
    const remaining = await list('tom', `goal/getTasksRemainingByGoalId/${goal}?Sort=Title`);
    expect(titles(remaining)).toEqual([REGROUP, EXIT_TICKETS]);
    // Tom is a plain member: he sees the goal's tasks but may not change Marcus's.
    expect(remaining.Items[0]).toMatchObject({
      AssociatedGoal: FRACTIONS,
      AssignedToFInitialLastName: 'M. Bell',
      AllowedToMarkTaskAsCompletedOrEdit: false,
      AllowedToDelete: false,
    });
    const lead = await list('priya', `goal/getTasksRemainingByGoalId/${goal}`);
    expect(lead.Items.every((item) => item.AllowedToDelete && item.AllowedToMarkTaskAsCompletedOrEdit)).toBe(
      true,
    );
    expect(await list('tom', `goal/getTasksCompletedByGoalId/${goal}`)).toEqual({ Items: [], TotalCount: 0 });

    const regroup = await k.taskId(REGROUP);
    expect((await k.call('POST', `task/markAsDone/${regroup}`, 'marcus')).statusCode).toBe(200);
    const completed = await list('admin', `goal/getTasksCompletedByGoalId/${goal}`);
    expect(titles(completed)).toEqual([REGROUP]);
    expect(completed.Items[0]).toMatchObject({ TaskStatusId: TaskStatus.Completed, TaskStatus: 'Completed' });
    expect(titles(await list('admin', `goal/getTasksRemainingByGoalId/${goal}`))).toEqual([EXIT_TICKETS]);
    expect((await k.call('POST', `task/markAsInProgress/${regroup}`, 'marcus')).statusCode).toBe(200);
  });

  it("lets in the goal team's members and admins only; another school's goal is not found", async () => {
    const goal = await k.goalId(FRACTIONS);
    expect((await k.call('GET', `goal/getTasksRemainingByGoalId/${goal}`, 'elena')).statusCode).toBe(403);
    expect((await k.call('GET', `goal/getTasksCompletedByGoalId/${goal}`, 'aisha')).statusCode).toBe(403);
    expect((await k.call('GET', `goal/getTasksRemainingByGoalId/${goal}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await k.call('GET', `goal/getTasksRemainingByGoalId/${MISSING_ID}`, 'admin')).statusCode).toBe(
      404,
    );
    expect((await k.call('GET', `goal/getTasksRemainingByGoalId/${goal}`)).statusCode).toBe(401);
    const east = await k.goalId('Every freshman on track to graduate');
    expect((await k.call('GET', `goal/getTasksRemainingByGoalId/${east}`, 'admin')).statusCode).toBe(404);
  });
});

describe("a meeting's tasks", () => {
  it('splits remaining and completed tasks of the meeting', async () => {
    const meeting = await k.meetingId('Unit 3 data review');
    const remaining = await list('tom', `task/getRemainingByMeetingId/${meeting}?Sort=Title`);
    expect(titles(remaining)).toEqual([REGROUP, EXIT_TICKETS]);
    const completed = await list('tom', `task/getCompletedByMeetingId/${meeting}`);
    expect(completed.TotalCount).toBe(1);
    // Tom is the assignee of the completed family letter: he may mark it back, not delete it.
    expect(completed.Items[0]).toMatchObject({
      TaskTitle: 'Draft family letter',
      TaskStatusDisplay: 'Completed',
      GoalName: '',
      AssignedToFInitialLastName: 'T. Becker',
      AllowedToMarkTaskAsCompletedOrEdit: true,
      AllowedToDelete: false,
    });
    const next = await k.meetingId('Fractions reteach planning');
    expect(titles(await list('marcus', `task/getRemainingByMeetingId/${next}`))).toEqual([
      'Book the library for fractions night',
    ]);
  });

  it("lets in the meeting teams' members and admins only; another school's meeting is not found", async () => {
    const meeting = await k.meetingId('Unit 3 data review');
    expect((await k.call('GET', `task/getRemainingByMeetingId/${meeting}`, 'admin')).statusCode).toBe(200);
    expect((await k.call('GET', `task/getRemainingByMeetingId/${meeting}`, 'elena')).statusCode).toBe(403);
    expect((await k.call('GET', `task/getCompletedByMeetingId/${meeting}`, 'aisha')).statusCode).toBe(403);
    expect((await k.call('GET', `task/getCompletedByMeetingId/${meeting}`, 'eastAdmin')).statusCode).toBe(
      404,
    );
    const east = await k.meetingId('Freshman grade check');
    expect((await k.call('GET', `task/getRemainingByMeetingId/${east}`, 'admin')).statusCode).toBe(404);
  });
});

describe("a team's tasks", () => {
  const assignees = (page: TaskPage) => page.Items.map((item) => item.AssignedToFInitialLastName);

  it("lists the team's tasks from its goals and its meetings, by assignee, and splits completed ones", async () => {
    const team = await k.teamId('7th Grade Math');
    const remaining = await list('tom', `task/getRemainingByTeamId/${team}?Sort=AssignedTo&PageSize=30`);
    expect(titles(remaining)).toEqual(
      expect.arrayContaining([REGROUP, EXIT_TICKETS, 'Book the library for fractions night']),
    );
    expect(titles(remaining)).not.toContain(READING_LOGS);
    expect(remaining.Items.every((item) => item.TeamName === '7th Grade Math')).toBe(true);
    // Whoever sees the team's tasks may download them all (task/exportByTeamId).
    expect((remaining as TeamTaskPage).AllowedToExport).toBe(true);
    const byName = assignees(remaining);
    expect(byName).toEqual([...byName].sort((a, b) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!)));
    const descending = await list(
      'tom',
      `task/getRemainingByTeamId/${team}?Sort=AssignedTo&SortDirection=desc&PageSize=30`,
    );
    expect(assignees(descending)).toEqual([...byName].reverse());
    expect(titles(await list('tom', `task/getCompletedByTeamId/${team}`))).toContain('Draft family letter');
    expect(titles(await list('admin', `task/getCompletedByTeamId/${team}`))).not.toContain(REGROUP);
  });

  it("lets in the team's members and admins only; another school's team is not found", async () => {
    const team = await k.teamId('7th Grade Math');
    expect((await k.call('GET', `task/getRemainingByTeamId/${team}`, 'admin')).statusCode).toBe(200);
    expect((await k.call('GET', `task/getRemainingByTeamId/${team}`, 'elena')).statusCode).toBe(403);
    expect((await k.call('GET', `task/getCompletedByTeamId/${team}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await k.call('GET', `task/getRemainingByTeamId/${MISSING_ID}`, 'admin')).statusCode).toBe(404);
    expect((await k.call('GET', `task/getRemainingByTeamId/${team}`)).statusCode).toBe(401);
  });
});
