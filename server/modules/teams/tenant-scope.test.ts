import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const teamsSeenBy = async (email: string) => {
  const cookie = await signIn(t.app, email);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/team/getByLocationId',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ Name: string }[]>().map((team) => team.Name);
};

describe('tenant scoping', () => {
  it("shows each school only its own teams, whatever the caller's role", async () => {
    const lincoln = ['7th Grade Math', 'Literacy Committee', 'Science Department'];
    expect(await teamsSeenBy(DemoAccounts.admin)).toEqual(lincoln);
    expect(await teamsSeenBy(DemoAccounts.teacher)).toEqual(lincoln);
    expect(await teamsSeenBy(DemoAccounts.superAdmin)).toEqual(lincoln);
    expect(await teamsSeenBy(DemoAccounts.eastAdmin)).toEqual(['Freshman Success Team']);
  });

  it('binds the session to the school of the signed-in user', async () => {
    const cookie = await signIn(t.app, DemoAccounts.eastAdmin);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usermembership/getSession',
      headers: { cookie },
    });
    expect(response.json().User).toMatchObject({ LocationName: 'East Valley High School', IsAdmin: true });
  });
});
