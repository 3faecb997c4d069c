import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GoalStatus, TaskStatus } from '@shared/constants';
import { GoalMessages } from '@shared/schemas/goals';
import { goals, goalTeams, meetings, tasks, teams, users } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAll } from '../../test/sign-in';
import { percentageCompleted } from './repository';
import { apiCaller } from '../../test/api-caller';

const { admin: ADMIN, lead: LEAD, teacher: TEACHER, eastAdmin: EAST_ADMIN } = DemoAccounts;
const ELENA = 'elena.garcia@demo.plchub.test'; // leads Literacy Committee and Science, not on 7th Grade Math
const KEISHA = 'keisha.moore@east.plchub.test'; // leads East Valley's Freshman Success Team
const MISSING = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

let call: ReturnType<typeof apiCaller>;
const pluck = (rows: unknown, field: string) => (rows as Record<string, unknown>[]).map((row) => row[field]);

const idByEmail = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, email)))[0]!.id;
const teamId = async (name: string) =>
  (await t.database.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name)))[0]!.id;
const goalId = async (title: string) =>
  (await t.database.db.select({ id: goals.id }).from(goals).where(eq(goals.title, title)))[0]!.id;

/** A team goal made through the API by `who`; answers its id. */
async function createTeamGoal(who: string, title: string, team: string) {
  const response = await call('POST', 'goal/save', who, {
    Id: '0',
    Title: title,
    Description: 'Made by a test',
    TargetDate: '2027-05-01',
    GoalTeam: { TeamId: team },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: string }>().Id;
}

/** Tasks straight in the database: one per status given, assigned to the given users in turn. */
async function addTasks(goal: string, team: string, statuses: number[], assignees: string[]) {
  const [school] = await t.database.db
    .select({ districtId: teams.districtId, locationId: teams.locationId })
    .from(teams)
    .where(eq(teams.id, team));
  await t.database.db.insert(tasks).values(
    statuses.map((status, index) => ({
      ...school!,
      title: `Task ${index + 1}`,
      dateAssigned: '2026-11-01',
      teamId: team,
      goalId: goal,
      assignedToUserId: assignees[index % assignees.length]!,
      taskStatusId: status,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app, cookies);
  // Keisha has no password in the demo; give her the teacher's so a lead of another school signs in.
  await t.database.db
    .update(users)
    .set({ passwordHash: sql`(select password_hash from users where email_address = ${TEACHER})` })
    .where(eq(users.emailAddress, KEISHA));
  Object.assign(cookies, await signInAll(t.app, [ADMIN, LEAD, TEACHER, EAST_ADMIN, ELENA, KEISHA]));
  ids.math = await teamId('7th Grade Math');
  ids.literacy = await teamId('Literacy Committee');
  ids.science = await teamId('Science Department');
  ids.freshman = await teamId('Freshman Success Team');
  ids.fractions = await goalId('Fractions fluency for every 7th grader');
  ids.intervention = await goalId('Weekly intervention groups');
  ids.reading = await goalId('School-wide independent reading');
  ids.onTrack = await goalId('Every freshman on track to graduate');
  ids.districtGoal = await goalId('Raise grade-level reading proficiency to 75%');
  ids.schoolGoal = await goalId('Cut chronic absenteeism by a third');
  ids.marcus = await idByEmail(TEACHER);
  ids.priya = await idByEmail(LEAD);
  ids.elena = await idByEmail(ELENA);
  ids.dana = await idByEmail(ADMIN);
  ids.keisha = await idByEmail(KEISHA);
});
afterAll(async () => t.close());

describe('percentageCompleted (the SQL arithmetic)', () => {
  it('floors 100 × completed ÷ total and answers 0 without tasks', async () => {
    const cases: [number, number, number][] = [
      [0, 0, 0],
      [1, 3, 33],
      [2, 3, 66],
      [3, 3, 100],
      [0, 5, 0],
      [199, 200, 99],
    ];
    for (const [completed, total, expected] of cases) {
      const [row] = await selectRows(
        t.database.db,
        sql`select ${percentageCompleted(sql`cast(${completed} as integer)`, sql`cast(${total} as integer)`)} as value`,
        z.strictObject({ value: z.number() }),
      );
      expect(Number(row!.value), `${completed}/${total}`).toBe(expected);
    }
  });
});

describe('district and school goals', () => {
  it('lists the district goals to every user of the district, by title, paged and searchable', async () => {
    for (const who of [TEACHER, EAST_ADMIN]) {
      const response = await call('GET', 'goal/getDistrictGoals', who);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.TotalCount).toBe(2);
      expect(pluck(body.Items, 'Title')).toEqual([
        'Every student known by name, strength and need',
        'Raise grade-level reading proficiency to 75%',
      ]);
    }
    const teacherRow = (await call('GET', 'goal/getDistrictGoals', TEACHER)).json().Items[1];
    expect(teacherRow).toMatchObject({
      Id: ids.districtGoal,
      Description: 'Measured by the spring benchmark across all schools.',
      AllowedToEdit: false,
      AllowedToDelete: false,
    });
    expect(teacherRow.TargetDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const adminRow = (await call('GET', 'goal/getDistrictGoals', EAST_ADMIN)).json().Items[0];
    expect(adminRow).toMatchObject({ AllowedToEdit: true, AllowedToDelete: true });
    const search = await call('GET', 'goal/getDistrictGoals?Search=READING', TEACHER);
    expect(pluck(search.json().Items, 'Id')).toEqual([ids.districtGoal]);
    const desc = await call('GET', 'goal/getDistrictGoals?SortDirection=desc&PageSize=10', TEACHER);
    expect(pluck(desc.json().Items, 'Id')[0]).toBe(ids.districtGoal);
    const past = await call('GET', 'goal/getDistrictGoals?Page=3', TEACHER);
    expect(past.json()).toEqual({ Items: [], TotalCount: 2 });
  });

  it("lists only the caller's school goals", async () => {
    const lincoln = await call('GET', 'goal/getSchoolGoals', TEACHER);
    expect(pluck(lincoln.json().Items, 'Title')).toEqual([
      'Common formative assessments in every core subject',
      'Cut chronic absenteeism by a third',
    ]);
    const east = await call('GET', 'goal/getSchoolGoals', EAST_ADMIN);
    expect(east.json()).toEqual({ Items: [], TotalCount: 0 });
  });

  it('sorts titles naturally and case-insensitively', async () => {
    for (const title of ['zeta 10 plan', 'Zeta 9 plan', 'ZETA 100 plan']) {
      const saved = await call('POST', 'goal/saveSchoolGoal', EAST_ADMIN, { Id: 0, title, description: '' });
      expect(saved.statusCode).toBe(200);
    }
    const list = await call('GET', 'goal/getSchoolGoals?Search=zeta', EAST_ADMIN);
    expect(pluck(list.json().Items, 'Title')).toEqual(['Zeta 9 plan', 'zeta 10 plan', 'ZETA 100 plan']);
  });

  it('creates, reads, edits and deletes a district goal (admins only)', async () => {
    const created = await call('POST', 'goal/saveDistrictGoal', ADMIN, {
      Id: '0',
      title: '  Aim high  ',
      description: 'Everyone',
      targetDate: '2027-06-30',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().Id;
    const read = await call('GET', `goal/getAdminModifiableOnlyGoal/${id}`, EAST_ADMIN);
    expect(read.json()).toEqual({
      Id: id,
      Title: 'Aim high',
      Description: 'Everyone',
      TargetDate: '2027-06-30',
      Version: 1,
    });
    const edited = await call('POST', 'goal/saveDistrictGoal', EAST_ADMIN, {
      Id: id,
      title: 'Aim higher',
      description: '',
      targetDate: '',
    });
    expect(edited.json()).toEqual({ Id: id });
    const again = await call('GET', `goal/getAdminModifiableOnlyGoal/${id}`, ADMIN);
    expect(again.json()).toEqual({
      Id: id,
      Title: 'Aim higher',
      Description: '',
      TargetDate: null,
      Version: 2,
    });
    // Editing it as a school goal: the other kind is 404.
    const wrongKind = await call('POST', 'goal/saveSchoolGoal', ADMIN, { Id: id, title: 'x' });
    expect(wrongKind.statusCode).toBe(404);
    expect((await call('DELETE', `goal/delete/${id}`, TEACHER)).statusCode).toBe(403);
    const deleted = await call('DELETE', `goal/delete/${id}`, ADMIN);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(id);
    expect((await call('GET', `goal/getAdminModifiableOnlyGoal/${id}`, ADMIN)).statusCode).toBe(404);
  });

  it("keeps another school's school goals out of reach (404)", async () => {
    const url = `goal/getAdminModifiableOnlyGoal/${ids.schoolGoal}`;
    expect((await call('GET', url, ADMIN)).statusCode).toBe(200);
    expect((await call('GET', url, EAST_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', `goal/getAdminModifiableOnlyGoal/${ids.fractions}`, ADMIN)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `goal/getAdminModifiableOnlyGoal/${MISSING}`, ADMIN)).statusCode).toBe(404);
    // The form names its kind: a school goal does not open on the district form, nor the other way.
    expect((await call('GET', `${url}?Scope=School`, ADMIN)).statusCode).toBe(200);
    expect((await call('GET', `${url}?Scope=District`, ADMIN)).statusCode).toBe(404);
    const district = `goal/getAdminModifiableOnlyGoal/${ids.districtGoal}`;
    expect((await call('GET', `${district}?Scope=District`, ADMIN)).statusCode).toBe(200);
    expect((await call('GET', `${district}?Scope=School`, ADMIN)).statusCode).toBe(404);
    const edit = await call('POST', 'goal/saveSchoolGoal', EAST_ADMIN, { Id: ids.schoolGoal, title: 'Mine' });
    expect(edit.statusCode).toBe(404);
    expect((await call('DELETE', `goal/delete/${ids.schoolGoal}`, EAST_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', `goal/getGoalStatus/${ids.schoolGoal}`, EAST_ADMIN)).statusCode).toBe(404);
  });

  it('refuses teachers (403) and validates the title', async () => {
    for (const path of ['goal/saveDistrictGoal', 'goal/saveSchoolGoal']) {
      expect((await call('POST', path, TEACHER, { Id: '0', title: 'Mine' })).statusCode).toBe(403);
      const empty = await call('POST', path, ADMIN, { Id: '0', title: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain(GoalMessages.titleRequired);
      const badDate = await call('POST', path, ADMIN, { Id: '0', title: 'x', targetDate: '12/01/2026' });
      expect(badDate.statusCode).toBe(400);
    }
    expect((await call('GET', `goal/getAdminModifiableOnlyGoal/${ids.schoolGoal}`, TEACHER)).statusCode).toBe(
      403,
    );
    expect((await call('GET', 'goal/getDistrictGoals', undefined)).statusCode).toBe(401);
  });
});

describe('team goal lists', () => {
  it("lists the caller's team goals by name with their numbers and rights", async () => {
    const teacher = await call('GET', 'goal/myTeamGoals', TEACHER);
    expect(teacher.statusCode).toBe(200);
    const body = teacher.json();
    expect(body.TotalCount).toBe(3);
    expect(pluck(body.Items, 'GoalName')).toEqual([
      'Fractions fluency for every 7th grader',
      'School-wide independent reading',
      'Weekly intervention groups',
    ]);
    expect(body.Items[0]).toMatchObject({
      GoalId: ids.fractions,
      TeamId: ids.math,
      TeamName: '7th Grade Math',
      GoalStatusId: GoalStatus.Active,
      GoalPercentageCompleted: 0,
      TotalTasks: 2,
      TasksCompleted: 0,
      TasksRemaining: 2,
      MemberCountWithAssignedTasks: 1,
      ReadOnly: true,
      AllowedToMarkGoalAsCompleted: false,
    });
    const elena = (await call('GET', 'goal/myTeamGoals', ELENA)).json();
    expect(pluck(elena.Items, 'GoalId')).toEqual([ids.reading]);
    expect(elena.Items[0]).toMatchObject({ ReadOnly: false, AllowedToMarkGoalAsCompleted: true });
    const lead = (await call('GET', 'goal/myTeamGoals', LEAD)).json();
    expect(pluck(lead.Items, 'ReadOnly')).toEqual([false, false, false]);
    // The admin is on no team and still sees every team goal of the school, with the rights to act.
    const admin = (await call('GET', 'goal/myTeamGoals?PageSize=20', ADMIN)).json();
    expect(admin.TotalCount).toBeGreaterThanOrEqual(3);
    expect(pluck(admin.Items, 'GoalId')).toEqual(expect.arrayContaining([ids.fractions, ids.reading]));
    expect(pluck(admin.Items, 'GoalId')).not.toContain(ids.onTrack);
    expect(new Set(pluck(admin.Items, 'ReadOnly'))).toEqual(new Set([false]));
    const paged = (await call('GET', 'goal/myTeamGoals?PageSize=10&Page=1', TEACHER)).json();
    // Several teams' goals have no one CSV download.
    expect(paged).toEqual({ Items: [], TotalCount: 3, AllowedToExport: false });
    const search = (await call('GET', 'goal/myTeamGoals?Search=weekly', TEACHER)).json();
    expect(pluck(search.Items, 'GoalId')).toEqual([ids.intervention]);
  });

  it("keeps the list to one team with TeamId; another school's or an unknown team gives nothing", async () => {
    const math = (await call('GET', `goal/myTeamGoals?TeamId=${ids.math}`, TEACHER)).json();
    expect(math.TotalCount).toBeGreaterThan(0);
    // One team's goals download as CSV for whoever sees them (goal/exportByTeamId).
    expect(math.AllowedToExport).toBe(true);
    expect(new Set(pluck(math.Items, 'TeamId'))).toEqual(new Set([ids.math]));
    expect(pluck(math.Items, 'GoalId')).not.toContain(ids.reading);
    // Elena is not in 7th Grade Math: the filter narrows her goals, it never widens them.
    expect((await call('GET', `goal/myTeamGoals?TeamId=${ids.math}`, ELENA)).json()).toEqual({
      Items: [],
      TotalCount: 0,
      AllowedToExport: false,
    });
    const admin = (await call('GET', `goal/myTeamGoals?TeamId=${ids.math}&PageSize=30`, ADMIN)).json();
    expect(pluck(admin.Items, 'GoalId')).toEqual(pluck(math.Items, 'GoalId'));
    expect(admin.AllowedToExport).toBe(true);
    expect((await call('GET', `goal/myTeamGoals?TeamId=${ids.math}`, EAST_ADMIN)).json()).toEqual({
      Items: [],
      TotalCount: 0,
      AllowedToExport: false,
    });
    expect((await call('GET', 'goal/myTeamGoals?TeamId=not-a-team', TEACHER)).statusCode).toBe(400);
  });

  it('computes the completion numbers in the list query (0, 1/3, 2/3, 3/3)', async () => {
    const cases: [string, number[], number][] = [
      ['Pct none', [], 0],
      ['Pct one third', [TaskStatus.Completed, TaskStatus.Open, TaskStatus.InProgress], 33],
      ['Pct two thirds', [TaskStatus.Completed, TaskStatus.Completed, TaskStatus.Open], 66],
      ['Pct all', [TaskStatus.Completed, TaskStatus.Completed, TaskStatus.Completed], 100],
    ];
    for (const [title, statuses] of cases) {
      const id = await createTeamGoal(LEAD, title, ids.literacy!);
      if (statuses.length > 0) await addTasks(id, ids.literacy!, statuses, [ids.marcus!, ids.elena!]);
    }
    const list = (
      await call('GET', 'goal/getByTeamId/' + ids.literacy + '?Search=Pct&PageSize=10', LEAD)
    ).json();
    expect(pluck(list.Items, 'GoalName')).toEqual(['Pct all', 'Pct none', 'Pct one third', 'Pct two thirds']);
    const byName = Object.fromEntries(
      (list.Items as Record<string, unknown>[]).map((item) => [item.GoalName, item]),
    );
    expect(byName['Pct none']).toMatchObject({
      GoalPercentageCompleted: 0,
      TotalTasks: 0,
      TasksCompleted: 0,
      TasksRemaining: 0,
      MemberCountWithAssignedTasks: 0,
    });
    expect(byName['Pct one third']).toMatchObject({
      GoalPercentageCompleted: 33,
      TasksCompleted: 1,
      TasksRemaining: 2,
      MemberCountWithAssignedTasks: 2,
    });
    expect(byName['Pct two thirds']).toMatchObject({ GoalPercentageCompleted: 66, TasksRemaining: 1 });
    expect(byName['Pct all']).toMatchObject({
      GoalPercentageCompleted: 100,
      TasksCompleted: 3,
      TasksRemaining: 0,
    });
  });

  it('lists one team for its members and admins; 403 for others, 404 for another school', async () => {
    const url = `goal/getByTeamId/${ids.math}`;
    const teacher = await call('GET', url, TEACHER);
    expect(pluck(teacher.json().Items, 'GoalId')).toEqual([ids.fractions, ids.intervention]);
    expect(teacher.json().AllowedToExport).toBe(true);
    expect((await call('GET', url, ADMIN)).statusCode).toBe(200);
    expect((await call('GET', url, ELENA)).statusCode).toBe(403);
    expect((await call('GET', url, EAST_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', `goal/getByTeamId/${MISSING}`, ADMIN)).statusCode).toBe(404);
  });
});

describe('one team goal', () => {
  it('answers the goal with its team and the caller’s rights', async () => {
    const teacher = await call('GET', `goal/getById/${ids.fractions}`, TEACHER);
    expect(teacher.statusCode).toBe(200);
    const body = teacher.json();
    expect(body).toMatchObject({
      Id: ids.fractions,
      Title: 'Fractions fluency for every 7th grader',
      GoalStatusId: GoalStatus.Active,
      TeamName: '7th Grade Math',
      ReadOnly: true,
      AllowedToMarkGoalAsCompleted: false,
      AllowedToAddTasks: true,
    });
    expect(body.GoalTeam).toMatchObject({ GoalId: ids.fractions, TeamId: ids.math });
    const lead = (await call('GET', `goal/getById/${ids.fractions}`, LEAD)).json();
    expect(lead).toMatchObject({
      ReadOnly: false,
      AllowedToMarkGoalAsCompleted: true,
      AllowedToAddTasks: true,
    });
    const admin = (await call('GET', `goal/getById/${ids.fractions}`, ADMIN)).json();
    expect(admin).toMatchObject({ ReadOnly: false, AllowedToAddTasks: true });
  });

  it('hides it from others: 403 off the team, 404 for another school or another kind of goal', async () => {
    expect((await call('GET', `goal/getById/${ids.fractions}`, ELENA)).statusCode).toBe(403);
    expect((await call('GET', `goal/getById/${ids.fractions}`, EAST_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', `goal/getById/${ids.districtGoal}`, ADMIN)).statusCode).toBe(404);
    expect((await call('GET', `goal/getGoalStatus/${ids.fractions}`, ELENA)).statusCode).toBe(403);
    expect((await call('GET', `goal/getGoalStatus/${ids.fractions}`, EAST_ADMIN)).statusCode).toBe(404);
  });

  it('answers the status of any goal the caller can see', async () => {
    for (const id of [ids.fractions, ids.districtGoal, ids.schoolGoal]) {
      const response = await call('GET', `goal/getGoalStatus/${id}`, TEACHER);
      expect(response.json()).toEqual({ GoalId: id, GoalStatusId: GoalStatus.Active });
    }
    expect((await call('GET', `goal/getGoalStatus/${ids.districtGoal}`, EAST_ADMIN)).statusCode).toBe(200);
  });
});

describe('goal/save (team goals)', () => {
  it('lets admins and the leads of the chosen team create; others 403, another school 404', async () => {
    const byLead = await createTeamGoal(LEAD, 'Lead goal', ids.math!);
    const byAdmin = await createTeamGoal(ADMIN, 'Admin goal', ids.science!);
    const [link] = await t.database.db.select().from(goalTeams).where(eq(goalTeams.goalId, byLead));
    expect(link).toMatchObject({ teamId: ids.math });
    expect((await call('GET', `goal/getById/${byAdmin}`, ELENA)).json()).toMatchObject({
      TeamName: 'Science Department',
      TargetDate: '2027-05-01',
      Description: 'Made by a test',
    });
    const body = (team: string) => ({ Id: 0, Title: 'Nope', GoalTeam: [{ TeamId: team }] });
    expect((await call('POST', 'goal/save', TEACHER, body(ids.math!))).statusCode).toBe(403);
    expect((await call('POST', 'goal/save', ELENA, body(ids.math!))).statusCode).toBe(403);
    expect((await call('POST', 'goal/save', KEISHA, body(ids.math!))).statusCode).toBe(404);
    expect((await call('POST', 'goal/save', ADMIN, body(ids.freshman!))).statusCode).toBe(404);
    // A lead of another team of the school creates on her own team.
    expect((await call('POST', 'goal/save', ELENA, body(ids.science!))).statusCode).toBe(200);
  });

  it('validates the goal name and the team', async () => {
    const blank = await call('POST', 'goal/save', LEAD, {
      Id: '0',
      Title: ' ',
      GoalTeam: { TeamId: ids.math },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(GoalMessages.goalNameRequired);
    const noTeam = await call('POST', 'goal/save', LEAD, { Id: '0', Title: 'x', GoalTeam: { TeamId: '-1' } });
    expect(noTeam.statusCode).toBe(400);
    const badDate = await call('POST', 'goal/save', LEAD, {
      Id: '0',
      Title: 'x',
      TargetDate: 'soon',
      GoalTeam: { TeamId: ids.math },
    });
    expect(badDate.statusCode).toBe(400);
  });

  it('edits a goal and moves it only with rights on both teams', async () => {
    const id = await createTeamGoal(LEAD, 'Movable goal', ids.literacy!);
    const edit = (who: string, team: string, title = 'Moved goal') =>
      call('POST', 'goal/save', who, { Id: id, Title: title, Description: 'd', GoalTeam: { TeamId: team } });
    expect((await edit(TEACHER, ids.literacy!)).statusCode).toBe(403);
    // Elena leads Literacy but not Math: she may edit it in place, not move it to Math.
    expect((await edit(ELENA, ids.literacy!, 'Renamed goal')).statusCode).toBe(200);
    expect((await edit(ELENA, ids.math!)).statusCode).toBe(403);
    expect((await edit(LEAD, ids.math!)).statusCode).toBe(200);
    const moved = (await call('GET', `goal/getById/${id}`, LEAD)).json();
    expect(moved).toMatchObject({
      Title: 'Moved goal',
      Description: 'd',
      TargetDate: null,
      TeamName: '7th Grade Math',
    });
    const links = await t.database.db.select().from(goalTeams).where(eq(goalTeams.goalId, id));
    expect(links).toHaveLength(1);
    expect((await edit(ADMIN, ids.freshman!)).statusCode).toBe(404);
    const district = await call('POST', 'goal/save', ADMIN, {
      Id: ids.districtGoal,
      Title: 'x',
      GoalTeam: { TeamId: ids.math },
    });
    expect(district.statusCode).toBe(404);
    const foreign = await call('POST', 'goal/save', EAST_ADMIN, {
      Id: id,
      Title: 'x',
      GoalTeam: { TeamId: ids.freshman },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('goal/markAsCompleted', () => {
  it('closes a goal once, for its leads and admins', async () => {
    const id = await createTeamGoal(LEAD, 'Closing goal', ids.math!);
    expect((await call('POST', `goal/markAsCompleted/${id}`, TEACHER)).statusCode).toBe(403);
    expect((await call('POST', `goal/markAsCompleted/${id}`, EAST_ADMIN)).statusCode).toBe(404);
    const done = await call('POST', `goal/markAsCompleted/${id}`, LEAD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ GoalId: id, GoalStatusId: GoalStatus.Closed });
    const [row] = await t.database.db.select().from(goals).where(eq(goals.id, id));
    expect(row!.completedAt).not.toBeNull();
    const goal = (await call('GET', `goal/getById/${id}`, LEAD)).json();
    expect(goal).toMatchObject({
      GoalStatusId: 2,
      AllowedToMarkGoalAsCompleted: false,
      AllowedToAddTasks: false,
    });
    const inList = (await call('GET', 'goal/myTeamGoals?Search=Closing', LEAD)).json().Items[0];
    expect(inList).toMatchObject({ GoalStatusId: 2, ReadOnly: false, AllowedToMarkGoalAsCompleted: false });
    expect((await call('GET', `goal/getGoalStatus/${id}`, TEACHER)).json()).toEqual({
      GoalId: id,
      GoalStatusId: 2,
    });
    const again = await call('POST', `goal/markAsCompleted/${id}`, ADMIN);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(GoalMessages.goalAlreadyCompleted);
  });
});

describe('goal/markAsOpen (ours)', () => {
  it('reopens a completed goal for whoever could complete it; the goal takes tasks again', async () => {
    const id = await createTeamGoal(LEAD, 'Reopened goal', ids.math!);
    const early = await call('POST', `goal/markAsOpen/${id}`, LEAD);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(GoalMessages.goalAlreadyOpen);
    expect((await call('POST', `goal/markAsCompleted/${id}`, LEAD)).statusCode).toBe(200);
    const closedForLead = (await call('GET', `goal/getById/${id}`, LEAD)).json();
    expect(closedForLead).toMatchObject({
      AllowedToMarkGoalAsCompleted: false,
      AllowedToMarkGoalAsOpen: true,
    });
    const closedForTeacher = (await call('GET', `goal/getById/${id}`, TEACHER)).json();
    expect(closedForTeacher).toMatchObject({ AllowedToMarkGoalAsOpen: false });
    const closedInList = (await call('GET', 'goal/myTeamGoals?Search=Reopened', ADMIN)).json().Items[0];
    expect(closedInList).toMatchObject({
      AllowedToMarkGoalAsCompleted: false,
      AllowedToMarkGoalAsOpen: true,
    });

    expect((await call('POST', `goal/markAsOpen/${id}`, TEACHER)).statusCode).toBe(403);
    expect((await call('POST', `goal/markAsOpen/${id}`, ELENA)).statusCode).toBe(403);
    expect((await call('POST', `goal/markAsOpen/${id}`, EAST_ADMIN)).statusCode).toBe(404);
    expect((await call('POST', `goal/markAsOpen/${MISSING}`, ADMIN)).statusCode).toBe(404);
    expect((await call('POST', `goal/markAsOpen/${id}`, undefined)).statusCode).toBe(401);

    const reopened = await call('POST', `goal/markAsOpen/${id}`, LEAD);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual({ GoalId: id, GoalStatusId: GoalStatus.Active });
    const [row] = await t.database.db.select().from(goals).where(eq(goals.id, id));
    expect(row).toMatchObject({ goalStatusId: GoalStatus.Active, completedAt: null });
    expect((await call('GET', `goal/getById/${id}`, LEAD)).json()).toMatchObject({
      GoalStatusId: GoalStatus.Active,
      AllowedToMarkGoalAsCompleted: true,
      AllowedToMarkGoalAsOpen: false,
      AllowedToAddTasks: true,
    });
    const again = await call('POST', `goal/markAsOpen/${id}`, ADMIN);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(GoalMessages.goalAlreadyOpen);

    // An admin off the team closes and reopens it too; a task may join it again.
    expect((await call('POST', `goal/markAsCompleted/${id}`, ADMIN)).statusCode).toBe(200);
    expect((await call('POST', `goal/markAsOpen/${id}`, ADMIN)).statusCode).toBe(200);
    const options = (await call('GET', `goal/getByUserId/${ids.marcus}?TeamId=${ids.math}`, LEAD)).json();
    expect(pluck(options, 'Id')).toContain(id);
  });
});

describe('goal/delete (team goals)', () => {
  it('lets the team lead and admins delete; tasks stay without a goal', async () => {
    const id = await createTeamGoal(LEAD, 'Doomed goal', ids.literacy!);
    await addTasks(id, ids.literacy!, [TaskStatus.Open], [ids.marcus!]);
    const [task] = await t.database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.goalId, id));
    expect((await call('DELETE', `goal/delete/${id}`, TEACHER)).statusCode).toBe(403);
    expect((await call('DELETE', `goal/delete/${id}`, EAST_ADMIN)).statusCode).toBe(404);
    const deleted = await call('DELETE', `goal/delete/${id}`, ELENA);
    expect(deleted.json()).toBe(id);
    expect((await call('GET', `goal/getById/${id}`, ADMIN)).statusCode).toBe(404);
    const [orphan] = await t.database.db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect(orphan).toMatchObject({ goalId: null, teamId: ids.literacy });
    expect((await call('DELETE', `goal/delete/${MISSING}`, ADMIN)).statusCode).toBe(404);
  });

  it('deletes the team goals of a deleted team, and only those', async () => {
    const [math] = await t.database.db.select().from(teams).where(eq(teams.id, ids.math!));
    const [inserted] = await t.database.db
      .insert(teams)
      .values({ districtId: math!.districtId, locationId: math!.locationId, name: 'Short-lived team' })
      .returning({ id: teams.id });
    const team = inserted!.id;
    const doomed = await createTeamGoal(ADMIN, 'Goal of a short-lived team', team);
    await addTasks(doomed, team, [TaskStatus.Open], [ids.dana!]);
    const [task] = await t.database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.goalId, doomed));
    expect((await call('DELETE', `team/delete/${team}`, ADMIN)).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(goals)
      .where(inArray(goals.id, [doomed, ids.fractions!]));
    expect(pluck(left, 'id')).toEqual([ids.fractions]);
    const [orphan] = await t.database.db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect(orphan).toMatchObject({ goalId: null, teamId: null });
  });
});

describe('goal options of the task forms', () => {
  it("lists a meeting's open team goals for its teams' members and admins", async () => {
    const [meeting] = await t.database.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(eq(meetings.subject, 'Unit 3 data review'));
    const closed = await createTeamGoal(LEAD, 'A closed math goal', ids.math!);
    await call('POST', `goal/markAsCompleted/${closed}`, LEAD);
    for (const path of [`goal/getByMeetingId/${meeting!.id}`, `goals/getByMeetingId/${meeting!.id}`]) {
      const response = await call('GET', path, TEACHER);
      expect(response.statusCode).toBe(200);
      const options = response.json<{ Id: string; Name: string }[]>();
      expect(options).toContainEqual({ Id: ids.fractions, Name: 'Fractions fluency for every 7th grader' });
      expect(pluck(options, 'Id')).toContain(ids.intervention);
      expect(pluck(options, 'Id')).not.toContain(closed);
      expect(pluck(options, 'Id')).not.toContain(ids.reading);
      const names = pluck(options, 'Name') as string[];
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }
    expect((await call('GET', `goal/getByMeetingId/${meeting!.id}`, ADMIN)).statusCode).toBe(200);
    expect((await call('GET', `goal/getByMeetingId/${meeting!.id}`, ELENA)).statusCode).toBe(403);
    expect((await call('GET', `goal/getByMeetingId/${meeting!.id}`, EAST_ADMIN)).statusCode).toBe(404);
  });

  it("lists the task team's open goals plus the task's own goal even when closed", async () => {
    const closed = await createTeamGoal(LEAD, 'Closed goal with a task', ids.literacy!);
    await addTasks(closed, ids.literacy!, [TaskStatus.Completed], [ids.priya!]);
    await call('POST', `goal/markAsCompleted/${closed}`, LEAD);
    const [task] = await t.database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.goalId, closed));
    const url = `goal/getByTaskId/${task!.id}`;
    const options = (await call('GET', url, LEAD)).json();
    expect(pluck(options, 'Id')).toContain(closed);
    expect(pluck(options, 'Id')).toContain(ids.reading);
    expect(pluck(options, 'Id')).not.toContain(ids.fractions);
    // Marcus is on Literacy, the admin is an admin; Dana's East colleague and a non-member are refused.
    expect((await call('GET', url, TEACHER)).statusCode).toBe(200);
    expect((await call('GET', url, ADMIN)).statusCode).toBe(200);
    expect((await call('GET', url, EAST_ADMIN)).statusCode).toBe(404);
    const [mathTask] = await t.database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.title, 'Book the library for fractions night'));
    expect((await call('GET', `goal/getByTaskId/${mathTask!.id}`, ELENA)).statusCode).toBe(403);
  });

  it("lists the open goals of the teams the caller shares with the user (admins: the user's teams)", async () => {
    // Marcus and Elena share only Literacy.
    const shared = (await call('GET', `goal/getByUserId/${ids.elena}`, TEACHER)).json();
    expect(pluck(shared, 'Id')).toContain(ids.reading);
    expect(pluck(shared, 'Id')).not.toContain(ids.fractions);
    const admin = (await call('GET', `goal/getByUserId/${ids.marcus}`, ADMIN)).json();
    expect(pluck(admin, 'Id')).toEqual(
      expect.arrayContaining([ids.fractions, ids.reading, ids.intervention]),
    );
    const none = await call('GET', `goal/getByUserId/${ids.dana}`, TEACHER);
    expect(none.json()).toEqual([]);
    expect((await call('GET', `goal/getByUserId/${ids.keisha}`, ADMIN)).statusCode).toBe(404);
  });

  it('keeps to the team the form was opened from (TeamId)', async () => {
    const math = (await call('GET', `goal/getByUserId/${ids.marcus}?TeamId=${ids.math}`, LEAD)).json();
    expect(pluck(math, 'Id')).toEqual(expect.arrayContaining([ids.fractions, ids.intervention]));
    expect(pluck(math, 'Id')).not.toContain(ids.reading);
    // A team the two do not share gives nothing, whatever the caller asks for.
    const notShared = await call('GET', `goal/getByUserId/${ids.elena}?TeamId=${ids.math}`, TEACHER);
    expect(notShared.json()).toEqual([]);
  });
});

describe('goal/getTeamsForGoals', () => {
  it('offers admins every team of the school and leads only the teams they lead', async () => {
    const names = async (who: string) =>
      pluck((await call('GET', 'goal/getTeamsForGoals', who)).json(), 'Name');
    expect(await names(ADMIN)).toEqual(['7th Grade Math', 'Literacy Committee', 'Science Department']);
    expect(await names(ELENA)).toEqual(['Literacy Committee', 'Science Department']);
    expect(await names(TEACHER)).toEqual([]);
    expect(await names(EAST_ADMIN)).toEqual(['Freshman Success Team']);
  });
});
