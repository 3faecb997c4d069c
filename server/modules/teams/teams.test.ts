import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamRole, UserType } from '@shared/constants';
import { TeamMessages } from '@shared/messages';
import { personSortKey } from '@shared/natural-sort';
import type { CandidateUser, ManagedTeam, MyTeam, TeamStaffer, TeamWithUsers } from '@shared/schemas/teams';
import { users } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let t: TestApp;
const cookies: Record<string, string> = {};
let teamIds: Record<string, string> = {};
let people: Record<string, string> = {};
let eastPersonId = '';

const ELENA = 'elena.garcia@demo.plchub.test';

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries({ ...DemoAccounts, elena: ELENA })) {
    cookies[key] = await signIn(t.app, email);
  }
  const teams = (await call('GET', '/team/getByLocationId', 'admin')).json<{ Id: string; Name: string }[]>();
  teamIds = Object.fromEntries(teams.map((team) => [team.Name, team.Id]));
  const all = (await call('GET', '/user/getAllUsers', 'admin')).json<CandidateUser[]>();
  people = Object.fromEntries(all.map((user) => [`${user.FirstName} ${user.LastName}`, user.Id]));
  const east = (await call('GET', '/user/getAllUsers', 'eastAdmin')).json<CandidateUser[]>();
  eastPersonId = east[0]!.Id;
});
afterAll(async () => t.close());

type Who = keyof typeof DemoAccounts | 'elena' | 'anonymous';

function call(method: 'GET' | 'POST' | 'DELETE', url: string, who: Who, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who === 'anonymous' ? {} : { cookie: cookies[who]! },
    ...(payload ? { payload } : {}),
  });
}

interface QueryClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

/** Runs `action` and returns the SQL statements the database received meanwhile (both drivers). */
async function queriesDuring(action: () => Promise<unknown>): Promise<string[]> {
  const client = (t.database.db as unknown as { $client: QueryClient }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = (...args: unknown[]) => {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(client, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return statements;
}

const math = () => teamIds['7th Grade Math']!;
const literacy = () => teamIds['Literacy Committee']!;
const science = () => teamIds['Science Department']!;
const eastTeamId = async () =>
  (await call('GET', '/team/getByLocationId', 'eastAdmin')).json<{ Id: string }[]>()[0]!.Id;

const member = (name: string, lead = false) => ({
  UserId: people[name]!,
  UserRoles: lead ? [{ RoleId: TeamRole.TeamLead }] : [],
  UserTeamId: '0',
});

describe('team/getForLoggedInUser', () => {
  it("lists the caller's teams in name order", async () => {
    const response = await call('GET', '/team/getForLoggedInUser', 'teacher');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ Name: string }[]>().map((team) => team.Name)).toEqual([
      '7th Grade Math',
      'Literacy Committee',
    ]);
    expect((await call('GET', '/team/getForLoggedInUser', 'admin')).json()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/team/getForLoggedInUser', 'anonymous')).statusCode).toBe(401);
  });
});

describe('team/getFilterOptions', () => {
  it("offers the caller's teams, and the admin every team of her school, by name", async () => {
    const names = async (person: Parameters<typeof call>[2]) =>
      (await call('GET', '/team/getFilterOptions', person))
        .json<{ Name: string }[]>()
        .map((team) => team.Name);
    expect(await names('teacher')).toEqual(['7th Grade Math', 'Literacy Committee']);
    const school = (await call('GET', '/team/getByLocationId', 'admin')).json<{ Name: string }[]>();
    expect(await names('admin')).toEqual(school.map((team) => team.Name));
    expect(await names('admin')).not.toEqual(await names('eastAdmin'));
    expect((await call('GET', '/team/getFilterOptions', 'anonymous')).statusCode).toBe(401);
  });
});

describe('team/getMyTeamsWithUserTypeIdToExclude', () => {
  it('gives the lead her teams with members, no students, leads marked and rights set', async () => {
    const response = await call('GET', '/team/getMyTeamsWithUserTypeIdToExclude/2', 'lead');
    expect(response.statusCode).toBe(200);
    const teams = response.json<MyTeam[]>();
    expect(teams.map((team) => team.TeamName)).toEqual(['7th Grade Math', 'Literacy Committee']);
    const [mathTeam, literacyTeam] = teams;
    expect(mathTeam!.TeamMembers.map((m) => `${m.FirstName} ${m.LastName}`)).toEqual([
      'Priya Raman',
      'Tom Becker',
      'Marcus Bell',
      'Jordan Lee',
    ]);
    expect(mathTeam!.TeamMembers.every((m) => m.UserTypeId !== UserType.Student)).toBe(true);
    expect(mathTeam).toMatchObject({ AllowedToEdit: true, AllowedToDelete: true });
    const priya = mathTeam!.TeamMembers[0]!;
    expect(priya).toMatchObject({ IsTeamLead: true, EmailAddress: DemoAccounts.lead, UserTypeId: 1 });
    expect(priya.UserRoles).toEqual([{ Id: expect.any(String), RoleId: TeamRole.TeamLead }]);
    expect(mathTeam!.TeamMembers[1]).toMatchObject({ IsTeamLead: false, UserRoles: [] });
    // Literacy Committee has two leads: the screen shows Co-Team Lead from this.
    expect(literacyTeam!.TeamMembers.filter((m) => m.IsTeamLead).map((m) => m.FirstName)).toEqual([
      'Elena',
      'Priya',
    ]);
    expect(literacyTeam).toMatchObject({ AllowedToEdit: true, AllowedToDelete: true });
  });

  it('includes students when another type is excluded', async () => {
    const teams = (await call('GET', '/team/getMyTeamsWithUserTypeIdToExclude/3', 'lead')).json<MyTeam[]>();
    const types = new Set(teams[0]!.TeamMembers.map((m) => m.UserTypeId));
    expect(types).toEqual(new Set([UserType.Staffer, UserType.Student]));
  });

  it('gives a plain member no rights', async () => {
    const teams = (await call('GET', '/team/getMyTeamsWithUserTypeIdToExclude/2', 'teacher')).json<
      MyTeam[]
    >();
    expect(teams.map((team) => [team.AllowedToEdit, team.AllowedToDelete])).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('is empty for a user in no team and refuses unknown types', async () => {
    expect((await call('GET', '/team/getMyTeamsWithUserTypeIdToExclude/2', 'admin')).json()).toEqual([]);
    const bad = await call('GET', '/team/getMyTeamsWithUserTypeIdToExclude/9', 'lead');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('typeId: User type must be 1, 2 or 3');
    expect((await call('GET', '/team/getMyTeamsWithUserTypeIdToExclude/2', 'anonymous')).statusCode).toBe(
      401,
    );
  });
});

describe('reading one team', () => {
  it('gives members and admins the team with its users; others 403, other schools 404', async () => {
    const asLead = await call('GET', `/team/getTeamWithUsersById/${math()}`, 'lead');
    expect(asLead.statusCode).toBe(200);
    const team = asLead.json<TeamWithUsers>();
    expect(team).toMatchObject({ Id: math(), Name: '7th Grade Math', AllowedToEdit: true });
    expect(team.UsersInTeam).toHaveLength(10);
    expect(team.UsersInTeam.filter((m) => m.UserTypeId === UserType.Student)).toHaveLength(6);

    expect((await call('GET', `/team/getTeamWithUsersById/${math()}`, 'admin')).json()).toMatchObject({
      AllowedToEdit: true,
      AllowedToDelete: true,
    });
    expect((await call('GET', `/team/getTeamWithUsersById/${math()}`, 'teacher')).json()).toMatchObject({
      AllowedToEdit: false,
      AllowedToDelete: false,
    });
    expect((await call('GET', `/team/getTeamWithUsersById/${math()}`, 'elena')).statusCode).toBe(403);
    expect((await call('GET', `/team/getTeamWithUsersById/${math()}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await call('GET', `/team/getTeamWithUsersById/${randomUUID()}`, 'admin')).statusCode).toBe(404);
    const bad = await call('GET', '/team/getTeamWithUsersById/12', 'admin');
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/team/getTeamWithUsersById/${math()}`, 'anonymous')).statusCode).toBe(401);
  });

  it('lists the staffers of a team', async () => {
    const response = await call('GET', `/team/getAllStaffersById/${math()}`, 'teacher');
    expect(response.statusCode).toBe(200);
    const staffers = response.json<TeamStaffer[]>();
    expect(staffers.map((s) => s.FullName)).toEqual(['Tom Becker', 'Marcus Bell', 'Priya Raman']);
    expect(staffers[2]).toMatchObject({ FInitialLastName: 'P. Raman', IsTeamLead: true });
    expect((await call('GET', `/team/getAllStaffersById/${math()}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await call('GET', `/team/getAllStaffersById/${science()}`, 'teacher')).statusCode).toBe(403);
  });

  it('gives the team by id', async () => {
    const response = await call('GET', `/team/getById/${literacy()}`, 'elena');
    expect(response.json()).toEqual({
      Id: literacy(),
      Name: 'Literacy Committee',
      TeamNormsTitle: 'Team Norms',
      AllowedToEdit: true,
    });
    expect((await call('GET', `/team/getById/${literacy()}`, 'teacher')).json()).toMatchObject({
      AllowedToEdit: false,
    });
    expect((await call('GET', `/team/getById/${literacy()}`, 'eastAdmin')).statusCode).toBe(404);
  });
});

describe('team/getPagedByLocationId (Manage Teams)', () => {
  it('pages the school teams with their member counts, in one query', async () => {
    let response = await call('GET', '/team/getPagedByLocationId?Page=0&PageSize=10', 'admin');
    const statements = await queriesDuring(async () => {
      response = await call('GET', '/team/getPagedByLocationId?Page=0&PageSize=10', 'admin');
    });
    expect(statements.filter((statement) => statement.includes('from teams t'))).toHaveLength(1);
    expect(statements.length).toBeLessThanOrEqual(2);
    expect(response.statusCode).toBe(200);
    const page = response.json<{ Items: ManagedTeam[]; TotalCount: number }>();
    expect(page.TotalCount).toBe(3);
    expect(page.Items.map((team) => [team.Name, team.MemberCount])).toEqual([
      ['7th Grade Math', 10],
      ['Literacy Committee', 10],
      ['Science Department', 3],
    ]);
    expect(page.Items.every((team) => team.AllowedToEdit && team.AllowedToDelete)).toBe(true);

    const second = (
      await call(
        'GET',
        '/team/getPagedByLocationId?Page=0&PageSize=10&SortDirection=desc&Search=MATH',
        'admin',
      )
    ).json<{ Items: ManagedTeam[]; TotalCount: number }>();
    expect(second).toMatchObject({ TotalCount: 1, Items: [{ Name: '7th Grade Math' }] });
    const east = (await call('GET', '/team/getPagedByLocationId', 'eastAdmin')).json<{
      Items: ManagedTeam[];
    }>();
    expect(east.Items.map((team) => team.Name)).toEqual(['Freshman Success Team']);
  });

  it('is for admins only and validates the page size', async () => {
    expect((await call('GET', '/team/getPagedByLocationId', 'lead')).statusCode).toBe(403);
    expect((await call('GET', '/team/getPagedByLocationId', 'anonymous')).statusCode).toBe(401);
    const bad = await call('GET', '/team/getPagedByLocationId?PageSize=15', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('PageSize: Page size must be 10, 20 or 30');
  });
});

describe('user/getAllUsers (team builder candidates)', () => {
  it('lists the users of the school, not those of another school', async () => {
    const asLead = await call('GET', '/user/getAllUsers', 'lead');
    expect(asLead.statusCode).toBe(200);
    const list = asLead.json<CandidateUser[]>();
    expect(list[0]).toMatchObject({
      Id: expect.any(String),
      FirstName: expect.any(String),
      LastName: expect.any(String),
      UserTypeId: expect.any(Number),
    });
    expect(list.some((user) => user.Id === eastPersonId)).toBe(false);
    expect(list.some((user) => user.UserTypeId === UserType.Partner)).toBe(true);
    expect((await call('GET', '/user/getAllUsers', 'anonymous')).statusCode).toBe(401);
  });

  it('is refused to plain members, who cannot build teams', async () => {
    expect((await call('GET', '/user/getAllUsers', 'teacher')).statusCode).toBe(403);
  });
});

describe('team/addTeamWithUsers', () => {
  it('creates a team, adds the creator as lead, and sets the sort key', async () => {
    const response = await call('POST', '/team/addTeamWithUsers', 'lead', {
      TeamId: null,
      TeamName: '  10th Grade Planning ',
      UsersInTeam: [member('Tom Becker', true), member('Marcus Bell'), member('Ava Thompson')],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ Id: string; Name: string }>();
    expect(saved.Name).toBe('10th Grade Planning');
    const team = (await call('GET', `/team/getTeamWithUsersById/${saved.Id}`, 'lead')).json<TeamWithUsers>();
    expect(team.UsersInTeam.map((m) => [m.FirstName, m.IsTeamLead])).toEqual([
      ['Tom', true],
      ['Priya', true],
      ['Marcus', false],
      ['Ava', false],
    ]);
    // Natural order: "7th" before "10th".
    const names = (await call('GET', '/team/getByLocationId', 'lead'))
      .json<{ Name: string }[]>()
      .map((x) => x.Name);
    expect(names.indexOf('7th Grade Math')).toBeLessThan(names.indexOf('10th Grade Planning'));
  });

  it("lets an admin create a team with '0' as the id, and a lead of any team too", async () => {
    const asAdmin = await call('POST', '/team/addTeamWithUsers', 'admin', {
      TeamId: '0',
      TeamName: 'Admin Team',
      UsersInTeam: [],
    });
    expect(asAdmin.statusCode).toBe(200);
    const team = (
      await call('GET', `/team/getTeamWithUsersById/${asAdmin.json().Id}`, 'admin')
    ).json<TeamWithUsers>();
    expect(team.UsersInTeam.map((m) => [m.FirstName, m.IsTeamLead])).toEqual([['Dana', true]]);
    const asElena = await call('POST', '/team/addTeamWithUsers', 'elena', {
      TeamId: 0,
      TeamName: 'Elena Team',
    });
    expect(asElena.statusCode).toBe(200);
  });

  it('refuses a plain member, and anonymous callers', async () => {
    const response = await call('POST', '/team/addTeamWithUsers', 'teacher', {
      TeamId: null,
      TeamName: 'Nope',
    });
    expect(response.statusCode).toBe(403);
    expect((await call('POST', '/team/addTeamWithUsers', 'anonymous', { TeamName: 'Nope' })).statusCode).toBe(
      401,
    );
  });

  it('validates the name, the ids and the roles', async () => {
    const empty = await call('POST', '/team/addTeamWithUsers', 'admin', { TeamId: null, TeamName: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('TeamName: A team name is required');
    const long = await call('POST', '/team/addTeamWithUsers', 'admin', { TeamName: 'x'.repeat(201) });
    expect(long.json().message).toBe('TeamName: Team name cannot exceed 200 characters');
    const badId = await call('POST', '/team/addTeamWithUsers', 'admin', {
      TeamName: 'Bad',
      UsersInTeam: [{ UserId: 'abc', UserRoles: [] }],
    });
    expect(badId.statusCode).toBe(400);
    const studentLead = await call('POST', '/team/addTeamWithUsers', 'admin', {
      TeamName: 'Student lead',
      UsersInTeam: [member('Ava Thompson', true)],
    });
    expect(studentLead.statusCode).toBe(400);
    expect(studentLead.json().message).toBe('UsersInTeam: Only staffers can be team leads');
  });

  it('saves nothing when one member is unknown or of another school (one transaction)', async () => {
    for (const stranger of [randomUUID(), eastPersonId]) {
      const response = await call('POST', '/team/addTeamWithUsers', 'admin', {
        TeamId: null,
        TeamName: 'Half Saved',
        UsersInTeam: [member('Marcus Bell'), { UserId: stranger, UserRoles: [] }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('UsersInTeam: Every team member must be a user of this school');
    }
    const names = (await call('GET', '/team/getByLocationId', 'admin')).json<{ Name: string }[]>();
    expect(names.map((team) => team.Name)).not.toContain('Half Saved');

    const edit = await call('POST', '/team/addTeamWithUsers', 'lead', {
      TeamId: science(),
      TeamName: 'Renamed',
      UsersInTeam: [{ UserId: randomUUID(), UserRoles: [] }],
    });
    expect(edit.statusCode).toBe(403);
    const editByAdmin = await call('POST', '/team/addTeamWithUsers', 'admin', {
      TeamId: science(),
      TeamName: 'Renamed Science',
      UsersInTeam: [member('Elena Garcia', true), { UserId: randomUUID(), UserRoles: [] }],
    });
    expect(editByAdmin.statusCode).toBe(400);
    const science2 = (
      await call('GET', `/team/getTeamWithUsersById/${science()}`, 'admin')
    ).json<TeamWithUsers>();
    expect(science2.Name).toBe('Science Department');
    expect(science2.UsersInTeam).toHaveLength(3);
  });

  it('lets the lead of the team edit it: rename, members and leads in one save', async () => {
    const created = (
      await call('POST', '/team/addTeamWithUsers', 'lead', {
        TeamName: 'Edit Me',
        UsersInTeam: [member('Marcus Bell'), member('Tom Becker')],
      })
    ).json<{ Id: string }>();
    const before = (
      await call('GET', `/team/getTeamWithUsersById/${created.Id}`, 'lead')
    ).json<TeamWithUsers>();
    const priyaMembership = before.UsersInTeam.find((m) => m.FirstName === 'Priya')!;
    const response = await call('POST', '/team/addTeamWithUsers', 'lead', {
      TeamId: created.Id,
      TeamName: 'Edited',
      UsersInTeam: [
        {
          UserId: people['Priya Raman']!,
          UserRoles: [{ RoleId: 1 }],
          UserTeamId: priyaMembership.UserTeamId,
        },
        member('Tom Becker', true),
        member('Jordan Lee'),
      ],
    });
    expect(response.statusCode).toBe(200);
    const after = (
      await call('GET', `/team/getTeamWithUsersById/${created.Id}`, 'lead')
    ).json<TeamWithUsers>();
    expect(after.Name).toBe('Edited');
    expect(after.UsersInTeam.map((m) => [m.FirstName, m.IsTeamLead])).toEqual([
      ['Tom', true],
      ['Priya', true],
      ['Jordan', false],
    ]);
    // The kept membership is the same row.
    expect(after.UsersInTeam.find((m) => m.FirstName === 'Priya')!.UserTeamId).toBe(
      priyaMembership.UserTeamId,
    );
  });

  it('refuses edits by a plain member, a lead of another team and another school', async () => {
    const body = { TeamId: math(), TeamName: 'Hijacked', UsersInTeam: [] };
    expect((await call('POST', '/team/addTeamWithUsers', 'teacher', body)).statusCode).toBe(403);
    expect((await call('POST', '/team/addTeamWithUsers', 'elena', body)).statusCode).toBe(403);
    expect((await call('POST', '/team/addTeamWithUsers', 'eastAdmin', body)).statusCode).toBe(404);
    const east = await call('POST', '/team/addTeamWithUsers', 'admin', {
      ...body,
      TeamId: await eastTeamId(),
    });
    expect(east.statusCode).toBe(404);
    expect((await call('GET', `/team/getById/${math()}`, 'admin')).json().Name).toBe('7th Grade Math');
  });
});

describe('deleting members and teams', () => {
  it('lets the lead remove a member; others get 403 or 404', async () => {
    const team = (await call('GET', `/team/getTeamWithUsersById/${math()}`, 'lead')).json<TeamWithUsers>();
    const tom = team.UsersInTeam.find((m) => m.FirstName === 'Tom')!;
    expect((await call('DELETE', `/userteam/delete/${tom.UserTeamId}`, 'teacher')).statusCode).toBe(403);
    expect((await call('DELETE', `/userteam/delete/${tom.UserTeamId}`, 'elena')).statusCode).toBe(403);
    expect((await call('DELETE', `/userteam/delete/${tom.UserTeamId}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await call('DELETE', `/userteam/delete/${tom.UserTeamId}`, 'anonymous')).statusCode).toBe(401);
    expect((await call('DELETE', '/userteam/delete/7', 'lead')).statusCode).toBe(400);
    const response = await call('DELETE', `/userteam/delete/${tom.UserTeamId}`, 'lead');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(tom.UserTeamId);
    const after = (await call('GET', `/team/getTeamWithUsersById/${math()}`, 'lead')).json<TeamWithUsers>();
    expect(after.UsersInTeam.map((m) => m.FirstName)).not.toContain('Tom');
    expect((await call('DELETE', `/userteam/delete/${tom.UserTeamId}`, 'lead')).statusCode).toBe(404);
  });

  it('makes a team form loaded before a removal stale, so its save cannot put the member back (409)', async () => {
    const loaded = (await call('GET', `/team/getTeamWithUsersById/${math()}`, 'admin')).json<TeamWithUsers>();
    const removed = loaded.UsersInTeam.find((m) => !m.IsTeamLead)!;
    expect((await call('DELETE', `/userteam/delete/${removed.UserTeamId}`, 'lead')).statusCode).toBe(200);

    const staleSave = await call('POST', '/team/addTeamWithUsers', 'admin', {
      TeamId: loaded.Id,
      TeamName: `${loaded.Name} renamed`,
      UsersInTeam: loaded.UsersInTeam.map((m) => ({ UserId: m.UserId, UserRoles: m.UserRoles })),
      Version: loaded.Version,
    });
    expect(staleSave.statusCode).toBe(409);
    const now = (await call('GET', `/team/getTeamWithUsersById/${math()}`, 'admin')).json<TeamWithUsers>();
    expect(now.Version).toBe(loaded.Version + 1);
    expect(now.Name).toBe(loaded.Name);
    expect(now.UsersInTeam.map((m) => m.UserId)).not.toContain(removed.UserId);
  });

  it("refuses to remove a team's only lead (409), and flags who may be removed", async () => {
    const created = await call('POST', '/team/addTeamWithUsers', 'elena', {
      TeamId: '0',
      TeamName: `Only lead ${randomUUID()}`,
      UsersInTeam: [member('Marcus Bell')],
    });
    expect(created.statusCode, created.body).toBe(200);
    const teamId = created.json<{ Id: string }>().Id;
    const load = async (who: Who) =>
      (await call('GET', `/team/getTeamWithUsersById/${teamId}`, who)).json<TeamWithUsers>();
    const byName = (team: TeamWithUsers, firstName: string) =>
      team.UsersInTeam.find((m) => m.FirstName === firstName)!;
    const removable = (team: TeamWithUsers) =>
      Object.fromEntries(team.UsersInTeam.map((m) => [m.FirstName, m.AllowedToRemove]));

    const team = await load('elena');
    expect(removable(team)).toEqual({ Elena: false, Marcus: true });
    expect(removable(await load('admin'))).toEqual({ Elena: false, Marcus: true });
    expect(removable(await load('teacher'))).toEqual({ Elena: false, Marcus: false });
    const mine = (await call('GET', '/team/getMyTeamsWithUserTypeIdToExclude/2', 'elena')).json<MyTeam[]>();
    const listed = mine.find((row) => row.TeamId === teamId)!;
    expect(listed.TeamMembers.map((m) => [m.FirstName, m.AllowedToRemove])).toEqual([
      ['Elena', false],
      ['Marcus', true],
    ]);

    const elena = byName(team, 'Elena');
    for (const who of ['elena', 'admin'] as const) {
      const refused = await call('DELETE', `/userteam/delete/${elena.UserTeamId}`, who);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(TeamMessages.lastLead);
    }
    expect(removable(await load('elena'))).toEqual({ Elena: false, Marcus: true });
    // Nor does an edit of the team drop its only lead.
    const leaderless = await call('POST', '/team/addTeamWithUsers', 'admin', {
      TeamId: teamId,
      TeamName: team.Name,
      UsersInTeam: [member('Elena Garcia'), member('Marcus Bell')],
    });
    expect(leaderless.statusCode).toBe(400);
    expect(leaderless.json().message).toBe(`UsersInTeam: ${TeamMessages.needsLead}`);
    expect(removable(await load('elena'))).toEqual({ Elena: false, Marcus: true });

    // With a second lead, either may go; the one left is then the only lead again.
    const twoLeads = await call('POST', '/team/addTeamWithUsers', 'elena', {
      TeamId: teamId,
      TeamName: team.Name,
      UsersInTeam: [member('Elena Garcia', true), member('Marcus Bell', true)],
    });
    expect(twoLeads.statusCode, twoLeads.body).toBe(200);
    const withTwo = await load('elena');
    expect(removable(withTwo)).toEqual({ Elena: true, Marcus: true });
    const left = await call('DELETE', `/userteam/delete/${byName(withTwo, 'Elena').UserTeamId}`, 'elena');
    expect(left.statusCode).toBe(200);
    const lastLead = byName(await load('admin'), 'Marcus');
    expect(lastLead.AllowedToRemove).toBe(false);
    expect((await call('DELETE', `/userteam/delete/${lastLead.UserTeamId}`, 'admin')).statusCode).toBe(409);
  });

  it('lets an admin remove a member of any team', async () => {
    const team = (
      await call('GET', `/team/getTeamWithUsersById/${science()}`, 'admin')
    ).json<TeamWithUsers>();
    const aisha = team.UsersInTeam.find((m) => m.FirstName === 'Aisha')!;
    expect((await call('DELETE', `/userteam/delete/${aisha.UserTeamId}`, 'admin')).statusCode).toBe(200);
  });

  it('lets the lead or an admin delete a team, nobody else', async () => {
    expect((await call('DELETE', `/team/delete/${math()}`, 'teacher')).statusCode).toBe(403);
    expect((await call('DELETE', `/team/delete/${math()}`, 'elena')).statusCode).toBe(403);
    expect((await call('DELETE', `/team/delete/${math()}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await call('DELETE', `/team/delete/${math()}`, 'anonymous')).statusCode).toBe(401);
    expect((await call('DELETE', '/team/delete/0', 'admin')).statusCode).toBe(400);
    const response = await call('DELETE', `/team/delete/${math()}`, 'lead');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(math());
    expect((await call('GET', `/team/getById/${math()}`, 'admin')).statusCode).toBe(404);
    const byAdmin = await call('DELETE', `/team/delete/${science()}`, 'admin');
    expect(byAdmin.json()).toBe(science());
    const names = (await call('GET', '/team/getByLocationId', 'admin')).json<{ Name: string }[]>();
    expect(names.map((team) => team.Name)).not.toContain('Science Department');
  });
});

describe('a school of 2,000 more users', () => {
  it('answers the team builder with every active user in one list', async () => {
    const before = (await call('GET', '/user/getAllUsers', 'admin')).json<CandidateUser[]>().length;
    const [lincoln] = await t.database.db
      .select({ districtId: users.districtId, locationId: users.locationId })
      .from(users)
      .where(eq(users.id, people['Dana Whitfield']!));
    const rows = Array.from({ length: 2000 }, (_, index) => {
      const firstName = `Bulk${index}`;
      const lastName = `Person${index}`;
      return {
        ...lincoln!,
        userTypeId: index % 3 === 0 ? UserType.Staffer : UserType.Student,
        firstName,
        lastName,
        sortKey: personSortKey(firstName, lastName),
      };
    });
    for (let start = 0; start < rows.length; start += 500) {
      await t.database.db.insert(users).values(rows.slice(start, start + 500));
    }
    let response = await call('GET', '/user/getAllUsers', 'lead');
    const statements = await queriesDuring(async () => {
      response = await call('GET', '/user/getAllUsers', 'lead');
    });
    expect(response.statusCode).toBe(200);
    // The session lookup, the lead check and ONE list query: nothing per row.
    expect(statements.filter((statement) => statement.includes('"users"'))).not.toHaveLength(0);
    expect(statements.length).toBeLessThanOrEqual(3);
    const list = response.json<CandidateUser[]>();
    expect(list).toHaveLength(before + 2000);
    expect(list.filter((user) => user.FirstName.startsWith('Bulk'))).toHaveLength(2000);
  });
});
