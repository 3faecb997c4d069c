import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginCode } from '@shared/constants';
import { loginAudit, loginFailures } from '../../db/schema';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postLogin, sessionCookieOf, signIn, uniqueIp } from '../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const getSession = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/usermembership/getSession',
    headers: cookie ? { cookie } : {},
  });

describe('POST usermembership/login', () => {
  it('signs in with the right password, case-insensitive e-mail, and sets an httpOnly SameSite=Lax cookie', async () => {
    const response = await postLogin(t.app, 'Admin@Demo.PLCHub.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Code: LoginCode.Success,
      User: {
        FirstName: 'Dana',
        LastName: 'Whitfield',
        IsAdmin: true,
        IsSuperAdmin: false,
        LocationName: 'Lincoln Middle School',
      },
    });
    const cookie = response.cookies.find((c) => c.name === 'plchub_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const session = await getSession(sessionCookieOf(response));
    expect(session.statusCode).toBe(200);
    expect(session.json().User.EmailAddress).toBe(DemoAccounts.admin);
  });

  it('answers code 3 for a wrong password and for an unknown user, without a cookie', async () => {
    for (const [email, password] of [
      [DemoAccounts.teacher, 'not-the-password'],
      ['nobody@nowhere.test', DEMO_PASSWORD],
    ] as const) {
      const response = await postLogin(t.app, email, password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ Code: LoginCode.InvalidCredentials, User: null });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('refuses users without web access (students, staff without a password)', async () => {
    const response = await postLogin(t.app, 'ava.thompson@students.demo.plchub.test', DEMO_PASSWORD);
    expect(response.json().Code).toBe(LoginCode.InvalidCredentials);
  });

  it('writes every attempt to the login audit', async () => {
    await postLogin(t.app, DemoAccounts.lead, 'wrong-password');
    await signIn(t.app, DemoAccounts.lead);
    const rows = await t.database.db
      .select({ succeeded: loginAudit.succeeded, reason: loginAudit.failureReason })
      .from(loginAudit)
      .where(eq(loginAudit.emailAddress, DemoAccounts.lead))
      .orderBy(loginAudit.createdAt);
    expect(rows.slice(-2)).toEqual([
      { succeeded: false, reason: 'wrong password' },
      { succeeded: true, reason: null },
    ]);
  });

  it('locks the account after 5 failures from one address (code 2, even with the right password) until the lock expires', async () => {
    const email = 'elena.garcia@demo.plchub.test';
    const ip = uniqueIp();
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push((await postLogin(t.app, email, `wrong-${attempt}`, ip)).json().Code);
    }
    expect(codes).toEqual([3, 3, 3, 3, LoginCode.LockedOut]);
    expect((await postLogin(t.app, email, DEMO_PASSWORD, ip)).json()).toEqual({
      Code: LoginCode.LockedOut,
      User: null,
    });

    await t.database.db
      .update(loginFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginFailures.emailKey, email));
    expect((await postLogin(t.app, email, DEMO_PASSWORD, ip)).json().Code).toBe(LoginCode.Success);
  });

  it('rate-limits sign-in attempts per IP address with 429', async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await postLogin(t.app, 'nobody@nowhere.test', 'x', ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect((await postLogin(t.app, 'nobody@nowhere.test', 'x', uniqueIp())).statusCode).toBe(200);
  });

  it('rate-limits an IPv6 client by its /64 network, whichever of its addresses it uses', async () => {
    const statuses = [];
    for (let host = 1; host <= 21; host += 1) {
      statuses.push(
        (await postLogin(t.app, 'nobody@nowhere.test', 'x', `2001:db8:99:5::${host}`)).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await postLogin(t.app, 'nobody@nowhere.test', 'x', '2001:db8:99:6::1')).statusCode).toBe(200);
  });

  it('validates the body with a readable 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usermembership/login',
      payload: { EmailAddress: '', Password: 'x' },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('EmailAddress: Email Address is required');
  });

  it('issues a new session id at every sign-in and ends the one presented', async () => {
    const first = await signIn(t.app, DemoAccounts.teacher);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usermembership/login',
      payload: { EmailAddress: DemoAccounts.teacher, Password: DEMO_PASSWORD },
      headers: { cookie: first },
      remoteAddress: uniqueIp(),
    });
    const secondCookie = sessionCookieOf(second);
    expect(secondCookie).not.toBe(first);
    expect((await getSession(first)).statusCode).toBe(401);
    expect((await getSession(secondCookie)).statusCode).toBe(200);
  });
});

describe('cookie security', () => {
  it('marks the cookie Secure when the app is served over HTTPS', async () => {
    const secure = await createTestApp({ APP_URL: 'https://plchub.example' });
    try {
      const response = await postLogin(secure.app, DemoAccounts.admin, DEMO_PASSWORD);
      expect(response.cookies.find((c) => c.name === 'plchub_session')?.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});
