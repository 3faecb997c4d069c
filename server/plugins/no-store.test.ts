import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/demo';
import { postLogin, signIn } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, DemoAccounts.admin);
});
afterAll(() => t.close());

describe('API answers are never cached', () => {
  it('sends no-store with user data: the session, the signed-in name, a school’s staff', async () => {
    for (const url of [
      '/api/v1/usermembership/getSession',
      '/api/v1/user/getCurrentlyLoggedInUserFullName',
      '/API/V1/user/GetStaffers?Page=1&PageSize=10',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends no-store on the sign-in answer that sets the session, and on errors', async () => {
    const login = await postLogin(t.app, DemoAccounts.teacher, DEMO_PASSWORD);
    expect(login.cookies.length).toBeGreaterThan(0);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const [url, status] of [
      ['/api/v1/user/GetStaffers', 401],
      ['/api/v1/no-such-route', 404],
      ['/api/health', 200],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
