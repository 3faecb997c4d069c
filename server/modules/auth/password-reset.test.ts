import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginCode } from '@shared/constants';
import { Messages, PasswordMessages } from '@shared/messages';
import { mailOutbox, passwordResetTokens } from '../../db/schema';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/demo';
import { signInWithCalendarFeed } from '../../test/calendar-feed';
import { mailText, startSmtpListener } from '../../test/smtp-listener';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postLogin, signIn, uniqueIp } from '../../test/sign-in';
import { INVALID_RESET_LINK } from './service';

const KEISHA = 'keisha.moore@east.plchub.test';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'http://plchub.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string, remoteAddress = uniqueIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/usermembership/ForgotPassword',
    payload: { EmailAddress: email },
    remoteAddress,
  });
const update = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/usermembership/UpdatePassword',
    payload: { Token: token, NewPassword: password },
    remoteAddress: uniqueIp(),
  });

async function requestResetLink(email: string): Promise<string> {
  const response = await forgot(email);
  expect(response.json()).toEqual({ Message: Messages.forgotPasswordSent });
  const text = mailText(await smtp.nextMailTo(email));
  const match = /http:\/\/plchub\.test\/forgotPassword\/([A-Za-z0-9_-]{43})/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

describe('forgot and reset password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await forgot('nobody@nowhere.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Message: Messages.forgotPasswordSent });
    await t.app.background.drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('mails a link over SMTP; the new password works, the old one and every session end', async () => {
    const otherSession = await signIn(t.app, DemoAccounts.lead);
    const token = await requestResetLink(DemoAccounts.lead);
    const stored = await t.database.db
      .select({ hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens);
    expect(stored.map((row) => row.hash)).not.toContain(token);

    const response = await update(token, 'a-brand-new-secret');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Message: Messages.passwordUpdated });

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usermembership/getSession',
      headers: { cookie: otherSession },
    });
    expect(session.statusCode).toBe(401);
    expect((await postLogin(t.app, DemoAccounts.lead, DEMO_PASSWORD)).json().Code).toBe(
      LoginCode.InvalidCredentials,
    );
    expect((await postLogin(t.app, DemoAccounts.lead, 'a-brand-new-secret')).json().Code).toBe(
      LoginCode.Success,
    );
  });

  it('rate-limits reset requests per IP address with 429', async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      statuses.push((await forgot('nobody@nowhere.test', ip)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await forgot('nobody@nowhere.test')).statusCode).toBe(200);
  });

  it('accepts a link once only', async () => {
    const token = await requestResetLink(DemoAccounts.teacher);
    expect((await update(token, 'first-new-password')).statusCode).toBe(200);
    const again = await update(token, 'second-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_RESET_LINK);
  });

  it('refuses an expired link (1 hour)', async () => {
    const token = await requestResetLink(DemoAccounts.admin);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${passwordResetTokens.usedAt} is null`);
    expect((await update(token, 'too-late-password')).json().message).toBe(INVALID_RESET_LINK);
  });

  it('keeps the reset link valid for 60 minutes', async () => {
    await requestResetLink(DemoAccounts.superAdmin);
    const [row] = await t.database.db
      .select({ minutes: sql<number>`extract(epoch from (${passwordResetTokens.expiresAt} - now())) / 60` })
      .from(passwordResetTokens)
      .orderBy(desc(passwordResetTokens.createdAt))
      .limit(1);
    expect(Number(row!.minutes)).toBeGreaterThan(59);
    expect(Number(row!.minutes)).toBeLessThanOrEqual(60);
  });

  it('applies the spec password rules', async () => {
    const tooShort = await update('some-token', '12345');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('NewPassword: Password must be at least 6 characters in length');
  });

  it('a locked-out mailbox owner is unlocked by the reset, from the locked address and everywhere', async () => {
    const email = 'elena.garcia@demo.plchub.test';
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt += 1) await postLogin(t.app, email, 'wrong', ip);
    expect((await postLogin(t.app, email, DEMO_PASSWORD, ip)).json().Code).toBe(LoginCode.LockedOut);
    // 20 failures from as many addresses lock the account everywhere.
    for (let attempt = 0; attempt < 20; attempt += 1) await postLogin(t.app, email, 'wrong');
    expect((await postLogin(t.app, email, DEMO_PASSWORD)).json().Code).toBe(LoginCode.LockedOut);

    const token = await requestResetLink(email);
    await update(token, 'elena-new-password');
    expect((await postLogin(t.app, email, 'elena-new-password', ip)).json().Code).toBe(LoginCode.Success);
    expect((await postLogin(t.app, email, 'elena-new-password')).json().Code).toBe(LoginCode.Success);
  });

  it("refuses a common password and the owner's name or e-mail, and the link stays usable", async () => {
    const token = await requestResetLink(KEISHA);
    for (const [password, message] of [
      ['password1', PasswordMessages.tooCommon],
      ['Qwerty123', PasswordMessages.tooCommon],
      ['P@ssw0rd!', PasswordMessages.tooCommon],
      ['keisha.moore', PasswordMessages.personal],
      ['KEISHA MOORE', PasswordMessages.personal],
      ['keishamoore', PasswordMessages.personal],
      [KEISHA.toUpperCase(), PasswordMessages.personal],
    ] as const) {
      const response = await update(token, password);
      expect({ password, status: response.statusCode, body: response.json().message }).toEqual({
        password,
        status: 400,
        body: `NewPassword: ${message}`,
      });
    }
    expect((await update(token, 'keisha-owns-this-one')).statusCode).toBe(200);
  });

  it('limits reset mails to one address to 3 an hour, whatever the IPs, with the same answer', async () => {
    const email = DemoAccounts.eastAdmin;
    const answers = [];
    for (let request = 0; request < 5; request += 1) {
      const response = await forgot(email, uniqueIp());
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers).toEqual(
      Array.from({ length: 5 }, () => ({ status: 200, body: { Message: Messages.forgotPasswordSent } })),
    );
    await t.app.background.drain();
    const mailsTo = () => smtp.received.filter((mail) => mail.to.includes(email)).length;
    expect(mailsTo()).toBe(3);

    // An hour later the address gets mail again.
    await t.database.db
      .update(passwordResetTokens)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(sql`${passwordResetTokens.userId} = (select id from users where email_address = ${email})`);
    await forgot(email);
    await t.app.background.drain();
    expect(mailsTo()).toBe(4);
    smtp.received.splice(0);
  });

  it('revokes the calendar feed link: whoever held the account may have copied it', async () => {
    const { feedPath } = await signInWithCalendarFeed(t.app, DemoAccounts.admin);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);

    const token = await requestResetLink(DemoAccounts.admin);
    expect((await update(token, 'admin-recovered-account')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
  });
});

describe('without SMTP', () => {
  it('keeps the message in the outbox table', async () => {
    const local = await createTestApp();
    try {
      await local.app.inject({
        method: 'POST',
        url: '/api/v1/usermembership/ForgotPassword',
        payload: { EmailAddress: DemoAccounts.teacher },
      });
      await local.app.background.drain();
      const rows = await local.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, DemoAccounts.teacher));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.textBody).toMatch(/\/forgotPassword\/[A-Za-z0-9_-]{43}/);
    } finally {
      await local.close();
    }
  });
});
