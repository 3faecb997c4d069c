import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginCode } from '@shared/constants';
import { Messages } from '@shared/messages';
import { SuperAdminMessages } from '@shared/schemas/super-admin';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/demo';
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
    const resetLink = await issuePasswordLink(t.app, lead.id, 60);

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
});
