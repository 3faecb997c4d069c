import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginCode } from '@shared/constants';
import { Messages, PasswordMessages } from '@shared/messages';
import type { SessionResponse } from '@shared/schemas/auth';
import { SuperAdminMessages } from '@shared/schemas/super-admin';
import { sessions } from '../../db/schema';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/demo';
import { hashToken } from '../../lib/tokens';
import { appContextOf } from '../../plugins/service-context';
import { signInWithCalendarFeed } from '../../test/calendar-feed';
import { mailText, startSmtpListener } from '../../test/smtp-listener';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf as seededUser } from '../../test/users';
import { postLogin, sessionCookieOf, signIn, uniqueIp } from '../../test/sign-in';
import { INVALID_RESET_LINK, issuePasswordLink } from './service';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const changePassword = (cookie: string, NewPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/usermembership/UpdatePasswordForLoggedInUser',
    payload: { NewPassword },
    headers: { cookie },
  });
const getSession = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/usermembership/getSession', headers: { cookie } });
/** The change with the whole body, from its own address (the route's per-IP limit is tested elsewhere). */
const changeWith = (
  cookie: string,
  body: { NewPassword: string; CurrentPassword?: string },
  ip = uniqueIp(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/usermembership/UpdatePasswordForLoggedInUser',
    payload: body,
    headers: { cookie },
    remoteAddress: ip,
  });
const needsCurrentPassword = async (cookie: string) =>
  (await getSession(cookie)).json<SessionResponse>().PasswordChangeNeedsCurrentPassword;
/** Moves the session's sign-in `minutes` into the past, on the database's clock. */
const signedInMinutesAgo = (cookie: string, minutes: number) =>
  t.database.db
    .update(sessions)
    .set({ signedInAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.tokenHash, hashToken(cookie.split('=')[1]!)));

const userOf = (email: string) => seededUser(t.database.db, email);

/** Signs the super admin in and starts acting as `email`; the impersonation session's cookie. */
async function impersonate(email: string): Promise<string> {
  const target = await userOf(email);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/impersonate/${target.id}/${target.locationId}`,
    headers: { cookie: await signIn(t.app, DemoAccounts.superAdmin) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response);
}

describe('POST usermembership/UpdatePasswordForLoggedInUser', () => {
  it('applies the spec password rules', async () => {
    const cookie = await signIn(t.app, DemoAccounts.teacher);
    const empty = await changePassword(cookie, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('NewPassword: Please provide a password');
    const short = await changePassword(cookie, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('NewPassword: Password must be at least 6 characters in length');
    expect((await postLogin(t.app, DemoAccounts.teacher, DEMO_PASSWORD)).json().Code).toBe(LoginCode.Success);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usermembership/UpdatePasswordForLoggedInUser',
      payload: { NewPassword: 'whatever-password' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password, ends the other sessions, spends reset links and mails a notice', async () => {
    const lead = await userOf(DemoAccounts.lead);
    const current = await signIn(t.app, DemoAccounts.lead);
    const other = await signIn(t.app, DemoAccounts.lead);
    const resetLink = await issuePasswordLink(appContextOf(t.app), lead.id, 60);

    const response = await changePassword(current, 'lead-new-secret');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: Messages.passwordUpdated });

    expect((await getSession(other)).statusCode).toBe(401);
    expect((await getSession(current)).statusCode).toBe(200);
    expect((await postLogin(t.app, DemoAccounts.lead, DEMO_PASSWORD)).json().Code).toBe(
      LoginCode.InvalidCredentials,
    );
    expect((await postLogin(t.app, DemoAccounts.lead, 'lead-new-secret')).json().Code).toBe(
      LoginCode.Success,
    );

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usermembership/UpdatePassword',
      payload: { Token: new URL(resetLink).pathname.split('/').pop(), NewPassword: 'via-old-reset-link' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(INVALID_RESET_LINK);

    const notice = mailText(await smtp.nextMailTo(DemoAccounts.lead));
    expect(notice).toContain('Subject: Your PLC Hub password was changed');
    expect(notice).toContain('If you did not');
    expect(notice).not.toMatch(/https?:\/\//);
    expect(notice).not.toContain('lead-new-secret');
  });

  it('ends the impersonations the user is running when they change their own password', async () => {
    const impersonation = await impersonate(DemoAccounts.eastAdmin);
    const ownSession = await signIn(t.app, DemoAccounts.superAdmin);
    expect((await changePassword(ownSession, 'super-new-secret')).statusCode).toBe(200);
    expect((await getSession(impersonation)).statusCode).toBe(401);
    expect((await getSession(ownSession)).statusCode).toBe(200);
    await smtp.nextMailTo(DemoAccounts.superAdmin);
    // Back to the demo password for the other tests of this file.
    expect((await changePassword(ownSession, DEMO_PASSWORD)).statusCode).toBe(200);
    await smtp.nextMailTo(DemoAccounts.superAdmin);
  });

  it('is refused while a super admin acts as the user', async () => {
    const impersonation = await impersonate(DemoAccounts.admin);
    const response = await changePassword(impersonation, 'hijacked-password');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SuperAdminMessages.forbiddenWhileImpersonating);
    expect((await postLogin(t.app, DemoAccounts.admin, DEMO_PASSWORD)).json().Code).toBe(LoginCode.Success);
  });

  it("refuses a common password and the user's own name or e-mail", async () => {
    const cookie = await signIn(t.app, DemoAccounts.teacher);
    for (const [password, message] of [
      ['123456789', PasswordMessages.tooCommon],
      ['iloveyou', PasswordMessages.tooCommon],
      ['Marcus', PasswordMessages.personal],
      ['bell', null], // shorter than 6: the spec's rule answers first
      ['Marcus Bell', PasswordMessages.personal],
      ['TEACHER@demo.plchub.test', PasswordMessages.personal],
    ] as const) {
      const response = await changeWith(cookie, { NewPassword: password });
      expect({ password, status: response.statusCode, message: response.json().message }).toEqual({
        password,
        status: 400,
        message: `NewPassword: ${message ?? 'Password must be at least 6 characters in length'}`,
      });
    }
    expect((await postLogin(t.app, DemoAccounts.teacher, DEMO_PASSWORD)).json().Code).toBe(LoginCode.Success);
  });
});

describe('the current password, more than 15 minutes after signing in', () => {
  const ADMIN = DemoAccounts.admin;

  it("is not needed right after signing in: the spec's call with NewPassword alone works", async () => {
    const cookie = await signIn(t.app, ADMIN);
    await signedInMinutesAgo(cookie, 14);
    expect(await needsCurrentPassword(cookie)).toBe(false);
    expect((await changeWith(cookie, { NewPassword: 'admin-second-secret' })).statusCode).toBe(200);
    await smtp.nextMailTo(ADMIN);
    expect((await changeWith(cookie, { NewPassword: DEMO_PASSWORD })).statusCode).toBe(200);
    await smtp.nextMailTo(ADMIN);
  });

  it('is asked for, named in a 400 when missing or wrong, and then accepted', async () => {
    const cookie = await signIn(t.app, ADMIN);
    await signedInMinutesAgo(cookie, 16);
    expect(await needsCurrentPassword(cookie)).toBe(true);

    const missing = await changeWith(cookie, { NewPassword: 'admin-third-secret' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`CurrentPassword: ${PasswordMessages.currentRequired}`);
    const wrong = await changeWith(cookie, {
      NewPassword: 'admin-third-secret',
      CurrentPassword: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(`CurrentPassword: ${PasswordMessages.currentWrong}`);
    // Both problems at once, one line each.
    const both = await changeWith(cookie, { NewPassword: 'password', CurrentPassword: '' });
    expect(both.json().message).toBe(
      `CurrentPassword: ${PasswordMessages.currentRequired}\nNewPassword: ${PasswordMessages.tooCommon}`,
    );
    expect((await postLogin(t.app, ADMIN, DEMO_PASSWORD)).json().Code).toBe(LoginCode.Success);

    const right = await changeWith(cookie, {
      NewPassword: 'admin-third-secret',
      CurrentPassword: DEMO_PASSWORD,
    });
    expect(right.statusCode, right.body).toBe(200);
    await smtp.nextMailTo(ADMIN);
    const restored = await changeWith(cookie, {
      NewPassword: DEMO_PASSWORD,
      CurrentPassword: 'admin-third-secret',
    });
    expect(restored.statusCode).toBe(200);
    await smtp.nextMailTo(ADMIN);
  });

  it('counts a wrong one towards the lock of the address from that IP', async () => {
    const email = 'elena.garcia@demo.plchub.test';
    const cookie = await signIn(t.app, email);
    await signedInMinutesAgo(cookie, 60);
    const ip = uniqueIp();
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await changeWith(
        cookie,
        { NewPassword: 'elena-secret-2', CurrentPassword: `wrong-${attempt}` },
        ip,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 403]);
    // Locked for that IP: the right password neither changes it nor signs in there, for now.
    const locked = await changeWith(
      cookie,
      { NewPassword: 'elena-secret-2', CurrentPassword: DEMO_PASSWORD },
      ip,
    );
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(Messages.lockedOut);
    expect((await postLogin(t.app, email, DEMO_PASSWORD, ip)).json().Code).toBe(LoginCode.LockedOut);
    expect((await postLogin(t.app, email, DEMO_PASSWORD)).json().Code).toBe(LoginCode.Success);
  });

  it("keeps counting from the super admin's own sign-in through an impersonation and back", async () => {
    const own = await signIn(t.app, DemoAccounts.superAdmin);
    await signedInMinutesAgo(own, 20);
    const target = await userOf(DemoAccounts.eastAdmin);
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/v1/impersonate/${target.id}/${target.locationId}`,
      headers: { cookie: own },
    });
    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/v1/impersonate/stop',
      headers: { cookie: sessionCookieOf(started) },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<SessionResponse>().PasswordChangeNeedsCurrentPassword).toBe(true);
    expect(await needsCurrentPassword(sessionCookieOf(stopped))).toBe(true);
  });

  it('leaves the calendar feed on: a change from a signed-in session is not an account recovery', async () => {
    const { cookie, feedPath } = await signInWithCalendarFeed(t.app, DemoAccounts.teacher);
    expect((await changeWith(cookie, { NewPassword: 'teacher-new-secret' })).statusCode).toBe(200);
    await smtp.nextMailTo(DemoAccounts.teacher);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
  });
});
