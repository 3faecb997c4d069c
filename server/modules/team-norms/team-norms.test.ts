import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamNorm, TeamWithNorms } from '@shared/schemas/team-norms';
import type { TeamWithUsers } from '@shared/schemas/teams';
import { LIST_CHANGED } from '../../db/ordered-list';
import { DemoAccounts } from '../../db/seed/demo';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api-caller';

let t: TestApp;
let app: FastifyInstance;
const cookies: Record<keyof typeof DemoAccounts, string> = {} as never;
let math: string;
let science: string;
let eastTeam: string;

let call: ReturnType<typeof apiCaller>;

const teamIdByName = async (cookie: string, name: string) => {
  const response = await call('GET', '/team/getByLocationId', cookie);
  const team = response.json<{ Id: string; Name: string }[]>().find((row) => row.Name === name);
  if (!team) throw new Error(`no team ${name}`);
  return team.Id;
};

const normsOf = async (teamId: string, cookie = cookies.admin) => {
  const response = await call('GET', `/team/getTeamWithNormsByTeamId/${teamId}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<TeamWithNorms>();
};

const addNorm = async (teamId: string, norm: string, cookie = cookies.admin) => {
  const response = await call('POST', '/teamnorms/save', cookie, {
    Id: '0',
    TeamId: teamId,
    Norm: norm,
    DisplayOrder: 0,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TeamNorm>();
};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  call = apiCaller(app);
  for (const key of Object.keys(DemoAccounts) as (keyof typeof DemoAccounts)[]) {
    cookies[key] = await signIn(app, DemoAccounts[key]);
  }
  math = await teamIdByName(cookies.admin, '7th Grade Math');
  science = await teamIdByName(cookies.admin, 'Science Department');
  eastTeam = await teamIdByName(cookies.eastAdmin, 'Freshman Success Team');
});
afterAll(async () => t.close());

describe('team/getTeamWithNormsByTeamId', () => {
  it('answers the team, its default title and its norms in display order', async () => {
    const team = await normsOf(math, cookies.lead);
    expect(team).toMatchObject({
      TeamId: math,
      TeamName: '7th Grade Math',
      TeamNormsTitle: 'Team Norms',
      AllowedToEdit: true,
    });
    expect(team.Norms.map((norm) => [norm.Norm, norm.DisplayOrder])).toEqual([
      ['Start and end on time.', 1],
      ['Assume positive intent.', 2],
      ['Decisions are made with student data in front of us.', 3],
    ]);
    expect(team.Norms.every((norm) => norm.TeamId === math)).toBe(true);
  });

  it('lets admins edit any team, leads their own, and plain members only read', async () => {
    expect((await normsOf(math, cookies.admin)).AllowedToEdit).toBe(true);
    expect((await normsOf(science, cookies.admin)).AllowedToEdit).toBe(true);
    expect((await normsOf(math, cookies.teacher)).AllowedToEdit).toBe(false);
  });

  it('refuses a staffer of the school who is not a member, hides other schools, and needs a session', async () => {
    expect((await call('GET', `/team/getTeamWithNormsByTeamId/${science}`, cookies.lead)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/team/getTeamWithNormsByTeamId/${math}`, cookies.eastAdmin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/team/getTeamWithNormsByTeamId/${eastTeam}`, cookies.admin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/team/getTeamWithNormsByTeamId/${math}`)).statusCode).toBe(401);
    expect((await call('GET', '/team/getTeamWithNormsByTeamId/not-a-uuid', cookies.admin)).statusCode).toBe(
      400,
    );
  });

  it('matches the path case-insensitively', async () => {
    const response = await call('GET', `/Team/GetTeamWithNormsByTeamId/${math}`, cookies.admin);
    expect(response.statusCode).toBe(200);
  });
});

describe('teamnorms/save', () => {
  it('adds a new norm last for the lead, and edits its text in place', async () => {
    const before = await normsOf(math);
    const added = await addNorm(math, '  Phones away during data talks.  ', cookies.lead);
    expect(added).toMatchObject({ TeamId: math, Norm: 'Phones away during data talks.' });
    expect(added.DisplayOrder).toBe(before.Norms.length + 1);

    for (const id of [0, '00000000-0000-0000-0000-000000000000']) {
      const other = await call('POST', '/teamnorms/save', cookies.admin, {
        Id: id,
        TeamId: math,
        Norm: `Norm ${id}`,
      });
      expect(other.statusCode).toBe(200);
    }

    const edited = await call('POST', '/teamnorms/save', cookies.lead, {
      Id: added.Id,
      TeamId: math,
      Norm: 'Phones away.',
      DisplayOrder: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      Id: added.Id,
      Norm: 'Phones away.',
      DisplayOrder: added.DisplayOrder,
    });
    const after = await normsOf(math);
    expect(after.Norms.find((norm) => norm.Id === added.Id)?.Norm).toBe('Phones away.');
    expect(after.Norms.map((norm) => norm.DisplayOrder)).toEqual(after.Norms.map((_, index) => index + 1));
  });

  it('answers the validation messages', async () => {
    const blank = await call('POST', '/teamnorms/save', cookies.admin, {
      Id: '0',
      TeamId: math,
      Norm: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Norm: Norm is required');
    const long = await call('POST', '/teamnorms/save', cookies.admin, {
      Id: '0',
      TeamId: math,
      Norm: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Norm: Norm cannot exceed 1000 characters');
    const exact = await call('POST', '/teamnorms/save', cookies.admin, {
      Id: '0',
      TeamId: math,
      Norm: 'x'.repeat(1000),
    });
    expect(exact.statusCode).toBe(200);
    const badTeam = await call('POST', '/teamnorms/save', cookies.admin, {
      Id: '0',
      TeamId: 'abc',
      Norm: 'x',
    });
    expect(badTeam.statusCode).toBe(400);
  });

  it('stores the text as plain text', async () => {
    const added = await addNorm(math, '<b>Bold</b> & <script>x</script>');
    expect(added.Norm).toBe('<b>Bold</b> & <script>x</script>');
  });

  it('refuses members who do not lead the team, other schools and anonymous callers', async () => {
    const norm = (await normsOf(math)).Norms[0]!;
    const newNorm = { Id: '0', TeamId: math, Norm: 'Not allowed' };
    const edit = { Id: norm.Id, TeamId: math, Norm: 'Changed' };
    expect((await call('POST', '/teamnorms/save', cookies.teacher, newNorm)).statusCode).toBe(403);
    expect((await call('POST', '/teamnorms/save', cookies.teacher, edit)).statusCode).toBe(403);
    expect(
      (await call('POST', '/teamnorms/save', cookies.lead, { ...newNorm, TeamId: science })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/teamnorms/save', cookies.eastAdmin, newNorm)).statusCode).toBe(404);
    expect((await call('POST', '/teamnorms/save', cookies.eastAdmin, edit)).statusCode).toBe(404);
    expect((await call('POST', '/teamnorms/save', undefined, newNorm)).statusCode).toBe(401);
    // A norm moved to another team through the payload is not found in that team.
    expect(
      (await call('POST', '/teamnorms/save', cookies.admin, { ...edit, TeamId: science })).statusCode,
    ).toBe(404);
    expect((await normsOf(math)).Norms[0]!.Norm).toBe(norm.Norm);
  });
});

describe('teamnorms/delete', () => {
  it('deletes a norm, answers its id and closes the gap in the order', async () => {
    const first = await addNorm(science, 'First');
    const second = await addNorm(science, 'Second');
    const third = await addNorm(science, 'Third');
    const response = await call('DELETE', `/teamnorms/delete/${second.Id}`, cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(second.Id);
    const after = await normsOf(science);
    expect(after.Norms.map((norm) => [norm.Id, norm.DisplayOrder])).toEqual([
      [first.Id, 1],
      [third.Id, 2],
    ]);
  });

  it('lets the lead delete from their team and refuses everyone else', async () => {
    const norm = await addNorm(math, 'To be deleted');
    expect((await call('DELETE', `/teamnorms/delete/${norm.Id}`, cookies.teacher)).statusCode).toBe(403);
    expect((await call('DELETE', `/teamnorms/delete/${norm.Id}`, cookies.eastAdmin)).statusCode).toBe(404);
    expect((await call('DELETE', `/teamnorms/delete/${norm.Id}`)).statusCode).toBe(401);
    const scienceNorm = await addNorm(science, 'Science only');
    expect((await call('DELETE', `/teamnorms/delete/${scienceNorm.Id}`, cookies.lead)).statusCode).toBe(403);
    expect((await call('DELETE', `/teamnorms/delete/${norm.Id}`, cookies.lead)).statusCode).toBe(200);
    expect((await call('DELETE', `/teamnorms/delete/${norm.Id}`, cookies.lead)).statusCode).toBe(404);
  });
});

describe('teamnorms/reorder', () => {
  const reorder = (cookie: string | undefined, ids: string[]) =>
    call('POST', '/teamnorms/reorder', cookie, {
      ReorderItems: ids.map((id, index) => ({ TeamNormId: id, NewDisplayOrder: index + 1 })),
    });

  it('applies the new order for the lead and answers the norms in order', async () => {
    const ids = (await normsOf(math)).Norms.map((norm) => norm.Id);
    const reversed = [...ids].reverse();
    const response = await reorder(cookies.lead, reversed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TeamNorm[]>().map((norm) => norm.Id)).toEqual(reversed);
    const after = await normsOf(math);
    expect(after.Norms.map((norm) => norm.Id)).toEqual(reversed);
    expect(after.Norms.map((norm) => norm.DisplayOrder)).toEqual(reversed.map((_, index) => index + 1));
  });

  it('renumbers 1..n whatever numbers the client sends', async () => {
    const ids = (await normsOf(math)).Norms.map((norm) => norm.Id);
    const response = await call('POST', '/teamnorms/reorder', cookies.admin, {
      ReorderItems: ids.map((id, index) => ({ TeamNormId: id, NewDisplayOrder: (ids.length - index) * 10 })),
    });
    expect(response.statusCode).toBe(200);
    const after = await normsOf(math);
    expect(after.Norms.map((norm) => norm.Id)).toEqual([...ids].reverse());
    expect(after.Norms.map((norm) => norm.DisplayOrder)).toEqual(ids.map((_, index) => index + 1));
  });

  it('changes nothing when one id belongs to another team, and answers 400', async () => {
    const before = await normsOf(math);
    const ids = before.Norms.map((norm) => norm.Id);
    const literacy = await normsOf(await teamIdByName(cookies.admin, 'Literacy Committee'));
    const response = await reorder(cookies.admin, [...[...ids].reverse(), literacy.Norms[0]!.Id]);
    expect(response.statusCode).toBe(400);
    expect(await normsOf(math)).toEqual(before);
    expect(await normsOf(literacy.TeamId)).toEqual(literacy);

    const east = await normsOf(eastTeam, cookies.eastAdmin);
    // Another school's norm is not one of this team's: the list does not match the team's (409).
    const withEast = await reorder(cookies.admin, [...[...ids].reverse(), east.Norms[0]!.Id]);
    expect(withEast.statusCode).toBe(409);
    expect(await normsOf(math)).toEqual(before);
  });

  it('answers 409 and changes nothing for a partial or stale list', async () => {
    const before = await normsOf(math);
    const ids = before.Norms.map((norm) => norm.Id);
    const partial = await reorder(cookies.lead, [...ids].reverse().slice(1));
    expect(partial.statusCode).toBe(409);
    expect(partial.json<{ message: string }>().message).toBe(LIST_CHANGED);
    const stale = await reorder(cookies.lead, [...ids.slice(1).reverse(), randomUUID()]);
    expect(stale.statusCode).toBe(409);
    expect(await normsOf(math)).toEqual(before);
  });

  it('validates the list', async () => {
    const ids = (await normsOf(math)).Norms.map((norm) => norm.Id);
    expect((await reorder(cookies.admin, [])).statusCode).toBe(400);
    expect((await reorder(cookies.admin, [ids[0]!, ids[0]!])).statusCode).toBe(400);
    expect((await reorder(cookies.admin, ['not-a-uuid'])).statusCode).toBe(400);
  });

  it('refuses plain members, non-members, other schools and anonymous callers', async () => {
    const before = await normsOf(math);
    const reversed = before.Norms.map((norm) => norm.Id).reverse();
    expect((await reorder(cookies.teacher, reversed)).statusCode).toBe(403);
    expect((await reorder(cookies.eastAdmin, reversed)).statusCode).toBe(404);
    expect((await reorder(undefined, reversed)).statusCode).toBe(401);
    const scienceIds = (await normsOf(science)).Norms.map((norm) => norm.Id);
    expect((await reorder(cookies.lead, scienceIds)).statusCode).toBe(403);
    expect(await normsOf(math)).toEqual(before);
  });
});

describe('team/updateNormTitle', () => {
  it('renames the norms for the lead and the admin', async () => {
    const response = await call('POST', '/team/updateNormTitle', cookies.lead, {
      Id: math,
      NormTitle: ' Our Agreements ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      TeamId: math,
      TeamNormsTitle: 'Our Agreements',
      Version: expect.any(Number),
    });
    expect((await normsOf(math, cookies.teacher)).TeamNormsTitle).toBe('Our Agreements');
    const byAdmin = await call('POST', '/team/updateNormTitle', cookies.admin, {
      Id: science,
      NormTitle: 'Lab Norms',
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it("keeps the title's version apart from the team's: renaming one meanwhile never refuses the other", async () => {
    const titleForm = await normsOf(science);
    const teamResponse = await call('GET', `/team/getTeamWithUsersById/${science}`, cookies.admin);
    const teamForm = teamResponse.json<TeamWithUsers>();
    const saveTeam = (version: number) =>
      call('POST', '/team/addTeamWithUsers', cookies.admin, {
        TeamId: science,
        TeamName: teamForm.Name,
        UsersInTeam: teamForm.UsersInTeam.map(({ UserId, UserRoles }) => ({ UserId, UserRoles })),
        Version: version,
      });
    const saveTitle = (title: string, version: number) =>
      call('POST', '/team/updateNormTitle', cookies.admin, {
        Id: science,
        NormTitle: title,
        Version: version,
      });

    expect((await saveTeam(teamForm.Version)).statusCode).toBe(200);
    const retitled = await saveTitle('Lab Agreements', titleForm.Version);
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect((await saveTeam(teamForm.Version + 1)).statusCode).toBe(200);
    // Each still refuses its own stale copy.
    expect((await saveTitle('From an old copy', titleForm.Version)).statusCode).toBe(409);
    expect((await saveTeam(teamForm.Version)).statusCode).toBe(409);
    expect((await normsOf(science)).TeamNormsTitle).toBe('Lab Agreements');
  });

  it('answers the validation messages', async () => {
    const blank = await call('POST', '/team/updateNormTitle', cookies.admin, { Id: math, NormTitle: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('NormTitle: Norm title is required');
    const long = await call('POST', '/team/updateNormTitle', cookies.admin, {
      Id: math,
      NormTitle: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('NormTitle: Norm title cannot exceed 100 characters');
  });

  it('refuses plain members, non-members, other schools and anonymous callers', async () => {
    const body = { Id: math, NormTitle: 'Nope' };
    expect((await call('POST', '/team/updateNormTitle', cookies.teacher, body)).statusCode).toBe(403);
    expect(
      (await call('POST', '/team/updateNormTitle', cookies.lead, { ...body, Id: science })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/team/updateNormTitle', cookies.eastAdmin, body)).statusCode).toBe(404);
    expect((await call('POST', '/team/updateNormTitle', undefined, body)).statusCode).toBe(401);
    expect((await normsOf(math)).TeamNormsTitle).not.toBe('Nope');
  });
});
