import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgendaItemType } from '@shared/schemas/agenda-item-types';
import { DemoAccounts } from '../../db/seed/demo';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api-caller';

let t: TestApp;
let app: FastifyInstance;
const cookies: Record<keyof typeof DemoAccounts, string> = {} as never;

let call: ReturnType<typeof apiCaller>;

const typesSeenBy = async (cookie: string) => {
  const response = await call('GET', '/agendaitemtype/getAgendaItemTypes', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<AgendaItemType[]>();
};

const create = async (Name: string, DisplayName: string) => {
  const response = await call('POST', '/agendaitemtype/save', cookies.admin, { Id: '0', Name, DisplayName });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AgendaItemType>();
};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  call = apiCaller(app);
  for (const key of Object.keys(DemoAccounts) as (keyof typeof DemoAccounts)[]) {
    cookies[key] = await signIn(app, DemoAccounts[key]);
  }
});
afterAll(async () => t.close());

describe('agendaitemtype/getAgendaItemTypes', () => {
  it("lists the school's types by abbreviation with whether an agenda item uses them", async () => {
    const types = await typesSeenBy(cookies.admin);
    expect(types.map((type) => [type.DisplayName, type.Name, type.CurrentlyInUseByAgendaItem])).toEqual([
      ['C', 'Celebration', true],
      ['D', 'Discussion', true],
      ['DC', 'Decision', true],
      ['I', 'Information', true],
    ]);
    const unused = await create('Reflection', 'R');
    expect((await typesSeenBy(cookies.admin)).find((type) => type.Id === unused.Id)).toEqual({
      ...unused,
      CurrentlyInUseByAgendaItem: false,
    });
  });

  it('is read by every signed-in member of the school, scoped to that school', async () => {
    const lincoln = (await typesSeenBy(cookies.admin)).map((type) => type.Id);
    expect((await typesSeenBy(cookies.teacher)).map((type) => type.Id)).toEqual(lincoln);
    expect((await typesSeenBy(cookies.lead)).map((type) => type.Id)).toEqual(lincoln);
    const east = await typesSeenBy(cookies.eastAdmin);
    expect(east).toHaveLength(4);
    expect(east.some((type) => lincoln.includes(type.Id))).toBe(false);
    expect((await call('GET', '/agendaitemtype/getAgendaItemTypes')).statusCode).toBe(401);
  });
});

describe('agendaitemtype/save', () => {
  it('creates a type (Id 0, "0" or the empty GUID) and edits it', async () => {
    const created = await create('  Problem solving ', ' PS ');
    expect(created).toMatchObject({
      Name: 'Problem solving',
      DisplayName: 'PS',
      CurrentlyInUseByAgendaItem: false,
    });
    for (const Id of [0, '00000000-0000-0000-0000-000000000000']) {
      const response = await call('POST', '/agendaitemtype/save', cookies.admin, {
        Id,
        Name: 'Other',
        DisplayName: 'O',
      });
      expect(response.statusCode).toBe(200);
    }
    const edited = await call('POST', '/agendaitemtype/save', cookies.admin, {
      Id: created.Id,
      Name: 'Problem Solving',
      DisplayName: 'P',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...created, Name: 'Problem Solving', DisplayName: 'P' });
    expect((await typesSeenBy(cookies.admin)).find((type) => type.Id === created.Id)?.Name).toBe(
      'Problem Solving',
    );
  });

  it('keeps the in-use flag when a used type is edited', async () => {
    const celebration = (await typesSeenBy(cookies.admin)).find((type) => type.Name === 'Celebration')!;
    const response = await call('POST', '/agendaitemtype/save', cookies.admin, {
      Id: celebration.Id,
      Name: 'Celebrations',
      DisplayName: 'C',
    });
    expect(response.json()).toMatchObject({ Name: 'Celebrations', CurrentlyInUseByAgendaItem: true });
  });

  it.each([
    [{ Name: '', DisplayName: 'X' }, 'Name: Item name is required'],
    [{ Name: '   ', DisplayName: 'X' }, 'Name: Item name is required'],
    [{ Name: 'x'.repeat(51), DisplayName: 'X' }, 'Name: Item name cannot exceed 50 characters'],
    [{ Name: 'Name', DisplayName: '' }, 'DisplayName: Item letter abbreviation is required'],
    [
      { Name: 'Name', DisplayName: 'x'.repeat(51) },
      'DisplayName: Item abbreviation cannot exceed 50 characters',
    ],
  ])('answers 400 for %o with the spec message', async (fields, message) => {
    const response = await call('POST', '/agendaitemtype/save', cookies.admin, { Id: '0', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts exactly 50 characters', async () => {
    const created = await create('n'.repeat(50), 'd'.repeat(50));
    expect(created.Name).toHaveLength(50);
  });

  it('is for admins of the school only', async () => {
    const body = { Id: '0', Name: 'Sneaky', DisplayName: 'S' };
    expect((await call('POST', '/agendaitemtype/save', cookies.lead, body)).statusCode).toBe(403);
    expect((await call('POST', '/agendaitemtype/save', cookies.teacher, body)).statusCode).toBe(403);
    expect((await call('POST', '/agendaitemtype/save', undefined, body)).statusCode).toBe(401);
    const lincolnType = (await typesSeenBy(cookies.admin))[0]!;
    const foreign = await call('POST', '/agendaitemtype/save', cookies.eastAdmin, {
      ...body,
      Id: lincolnType.Id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await typesSeenBy(cookies.admin))[0]).toEqual(lincolnType);
    expect((await typesSeenBy(cookies.admin)).some((type) => type.Name === 'Sneaky')).toBe(false);
  });
});

describe('agendaitemtype/delete', () => {
  it('deletes an unused type and answers its id', async () => {
    const created = await create('Temporary', 'T');
    const response = await call('DELETE', `/agendaitemtype/delete/${created.Id}`, cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(created.Id);
    expect((await typesSeenBy(cookies.admin)).some((type) => type.Id === created.Id)).toBe(false);
    expect((await call('DELETE', `/agendaitemtype/delete/${created.Id}`, cookies.admin)).statusCode).toBe(
      404,
    );
  });

  it('refuses a type in use by an agenda item with 409 and a clear message', async () => {
    const discussion = (await typesSeenBy(cookies.admin)).find((type) => type.Name === 'Discussion')!;
    const response = await call('DELETE', `/agendaitemtype/delete/${discussion.Id}`, cookies.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This agenda item type is used by agenda items and cannot be deleted.',
    );
    expect((await typesSeenBy(cookies.admin)).some((type) => type.Id === discussion.Id)).toBe(true);
  });

  it("is for admins of the school only; another school's type is not found", async () => {
    const created = await create('Keep me', 'K');
    expect((await call('DELETE', `/agendaitemtype/delete/${created.Id}`, cookies.lead)).statusCode).toBe(403);
    expect((await call('DELETE', `/agendaitemtype/delete/${created.Id}`, cookies.teacher)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/agendaitemtype/delete/${created.Id}`, cookies.eastAdmin)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/agendaitemtype/delete/${created.Id}`)).statusCode).toBe(401);
    expect((await call('DELETE', '/agendaitemtype/delete/not-a-uuid', cookies.admin)).statusCode).toBe(400);
    expect((await typesSeenBy(cookies.admin)).some((type) => type.Id === created.Id)).toBe(true);
  });
});
