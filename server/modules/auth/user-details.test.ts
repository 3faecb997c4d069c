import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, SessionResponse } from '@shared/schemas/auth';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/demo';
import { postLogin, sessionCookieOf } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The user details the login answers, and those the session answers with its cookie. */
async function userDetailsOf(email: string) {
  const login = await postLogin(t.app, email, DEMO_PASSWORD);
  expect(login.statusCode).toBe(200);
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/v1/usermembership/getSession',
    headers: { cookie: sessionCookieOf(login) },
  });
  return { login: login.json<LoginResponse>().User!, session: session.json<SessionResponse>().User };
}

describe("the logged-in user's details (spec section 3)", () => {
  it('carry SuperAdminGuidKey1 and SuperAdminGuidKey2: null for everyone but a super admin', async () => {
    for (const email of [DemoAccounts.admin, DemoAccounts.lead, DemoAccounts.teacher]) {
      const { login, session } = await userDetailsOf(email);
      for (const user of [login, session]) {
        expect(user, email).toMatchObject({ SuperAdminGuidKey1: null, SuperAdminGuidKey2: null });
      }
    }
  });

  it("give a super admin identifiers, never secrets: their own user id and their school's id", async () => {
    const morgan = await userOf(t.database.db, DemoAccounts.superAdmin);
    const { login, session } = await userDetailsOf(DemoAccounts.superAdmin);
    for (const user of [login, session]) {
      expect(user).toMatchObject({
        IsSuperAdmin: true,
        SuperAdminGuidKey1: morgan.id,
        SuperAdminGuidKey2: morgan.locationId,
      });
    }
  });
});
