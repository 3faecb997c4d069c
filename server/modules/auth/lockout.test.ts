import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginCode } from '@shared/constants';
import type { LoginResponse } from '@shared/schemas/auth';
import { buildApp } from '../../app';
import { loginAudit, loginFailures } from '../../db/schema';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/demo';
import { loadEnv } from '../../env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postLogin, uniqueIp } from '../../test/sign-in';

let t: TestApp;
// The per-IP rate limit has its own tests; here one address makes more attempts than it allows a minute.
const UNLIMITED = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' };
beforeAll(async () => {
  t = await createTestApp(UNLIMITED);
});
afterAll(async () => t.close());
// Each test starts with no failures counted anywhere.
beforeEach(async () => {
  await t.database.db.delete(loginFailures);
});

const KEISHA = 'keisha.moore@east.plchub.test';
const NOBODY = 'no.one.here@east.plchub.test';

/** The answers to `count` wrong passwords from one address, as the client sees them (body and cookies). */
async function wrongPasswords(email: string, count: number, ip: string) {
  const answers = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await postLogin(t.app, email, `wrong-${attempt}`, ip);
    const body = response.json<LoginResponse>();
    answers.push({ status: response.statusCode, body, cookies: response.cookies.length });
  }
  return answers;
}

const codeOf = async (email: string, password: string, ip = uniqueIp()) =>
  (await postLogin(t.app, email, password, ip)).json<LoginResponse>().Code;

/** Minutes until the lock of the address from `source` ends, on the database's clock. */
async function lockMinutesLeft(email: string, source: string): Promise<number> {
  const [row] = await t.database.db
    .select({ minutes: sql<number>`extract(epoch from (${loginFailures.lockedUntil} - now())) / 60` })
    .from(loginFailures)
    .where(and(eq(loginFailures.emailKey, email), eq(loginFailures.source, source)));
  return Math.round(Number(row?.minutes));
}

const expireLocks = (email: string) =>
  t.database.db
    .update(loginFailures)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(loginFailures.emailKey, email));

describe('lockout', () => {
  it('answers a real account and an unknown address identically through the whole sequence', async () => {
    const real = await wrongPasswords(KEISHA, 7, '10.99.0.1');
    const unknown = await wrongPasswords(NOBODY, 7, '10.99.0.2');
    const codes = [3, 3, 3, 3, 2, 2, 2];
    expect(real).toEqual(codes.map((Code) => ({ status: 200, body: { Code, User: null }, cookies: 0 })));
    expect(unknown).toEqual(real);
  });

  it('does not lock a colleague on another address out below the account-wide limit', async () => {
    // 15 failures from three addresses: each address is locked, the account as a whole is not (20).
    for (const attacker of ['10.99.1.1', '10.99.1.2', '10.99.1.3']) {
      expect((await wrongPasswords(KEISHA, 5, attacker)).map((answer) => answer.body.Code)).toEqual([
        3, 3, 3, 3, 2,
      ]);
    }
    // The right password from a locked address, during its lock, still answers 2.
    expect(await codeOf(KEISHA, DEMO_PASSWORD, '10.99.1.1')).toBe(LoginCode.LockedOut);
    expect(await codeOf(KEISHA, DEMO_PASSWORD, '10.99.1.9')).toBe(LoginCode.Success);
  });

  it('locks the address from every source at the account-wide limit, known or not', async () => {
    for (const email of [KEISHA, NOBODY]) {
      const codes = [];
      // One failure from each of 20 addresses: no address reaches its own limit.
      for (let attempt = 0; attempt < 20; attempt += 1) codes.push(await codeOf(email, `wrong-${attempt}`));
      expect(codes).toEqual([...Array<number>(19).fill(3), LoginCode.LockedOut]);
      expect(await codeOf(email, DEMO_PASSWORD)).toBe(LoginCode.LockedOut);
    }
    expect(await lockMinutesLeft(KEISHA, '*')).toBe(30);
  });

  it('makes each lock last twice the one before, until a successful sign-in', async () => {
    const ip = '10.99.2.1';
    await wrongPasswords(KEISHA, 5, ip);
    expect(await lockMinutesLeft(KEISHA, ip)).toBe(30);
    await expireLocks(KEISHA);
    await wrongPasswords(KEISHA, 5, ip);
    expect(await lockMinutesLeft(KEISHA, ip)).toBe(60);
    await expireLocks(KEISHA);
    await wrongPasswords(KEISHA, 5, ip);
    expect(await lockMinutesLeft(KEISHA, ip)).toBe(120);

    // At most LOCKOUT_MAX_MINUTES (a day), however many locks came before.
    await t.database.db.update(loginFailures).set({ locks: 40 }).where(eq(loginFailures.emailKey, KEISHA));
    await expireLocks(KEISHA);
    await wrongPasswords(KEISHA, 5, ip);
    expect(await lockMinutesLeft(KEISHA, ip)).toBe(1440);

    await expireLocks(KEISHA);
    expect(await codeOf(KEISHA, DEMO_PASSWORD, ip)).toBe(LoginCode.Success);
    await wrongPasswords(KEISHA, 5, ip);
    expect(await lockMinutesLeft(KEISHA, ip)).toBe(30);
  });

  it('forgets failures older than the window (60 minutes)', async () => {
    const ip = '10.99.3.1';
    await wrongPasswords(NOBODY, 4, ip);
    await t.database.db
      .update(loginFailures)
      .set({ windowStartedAt: sql`now() - interval '61 minutes'` })
      .where(eq(loginFailures.emailKey, NOBODY));
    expect((await wrongPasswords(NOBODY, 5, ip)).map((answer) => answer.body.Code)).toEqual([
      3,
      3,
      3,
      3,
      LoginCode.LockedOut,
    ]);
  });

  it('counts every failure when server processes share the database', async () => {
    // Two apps on one database, as two processes behind a load balancer; on PostgreSQL their requests
    // run on separate connections at once.
    const second = await buildApp({
      env: loadEnv({ LOG_LEVEL: 'silent', CLIENT_DIST_DIR: './.tmp/no-client', ...UNLIMITED }),
      database: t.database,
    });
    try {
      for (const email of [KEISHA, NOBODY]) {
        const ip = uniqueIp();
        const codes = await Promise.all(
          [t.app, second, t.app, second].map(async (app, attempt) => {
            const response = await postLogin(app, email, `wrong-${attempt}`, ip);
            return response.json().Code as number;
          }),
        );
        expect(codes).toEqual([3, 3, 3, 3]);
        expect((await postLogin(second, email, 'wrong-again', ip)).json().Code).toBe(LoginCode.LockedOut);
      }
    } finally {
      await second.close();
    }
  });

  it('lets a burst sent at once check no more passwords than the limit allows', async () => {
    for (const email of [KEISHA, NOBODY]) {
      const ip = uniqueIp();
      const codes = await Promise.all(
        Array.from({ length: 20 }, async (_, attempt) => {
          const response = await postLogin(t.app, email, `burst-${attempt}`, ip);
          return response.json<LoginResponse>().Code;
        }),
      );
      // Four wrong passwords answer 3, the fifth locks, and the other fifteen are refused unchecked.
      expect(codes.filter((code) => code === LoginCode.InvalidCredentials)).toHaveLength(4);
      expect(codes.filter((code) => code === LoginCode.LockedOut)).toHaveLength(16);
      const reasons = await t.database.db
        .select({ reason: loginAudit.failureReason, attempts: sql<number>`count(*)::int` })
        .from(loginAudit)
        .where(and(eq(loginAudit.emailAddress, email), eq(loginAudit.ipAddress, ip)))
        .groupBy(loginAudit.failureReason)
        .orderBy(loginAudit.failureReason);
      const reason = email === KEISHA ? 'wrong password' : 'unknown user';
      expect(reasons).toEqual([
        { reason: 'locked out', attempts: 15 },
        { reason, attempts: 4 },
        { reason: `${reason}, now locked out`, attempts: 1 },
      ]);
      expect(await codeOf(email, DEMO_PASSWORD, ip)).toBe(LoginCode.LockedOut);
    }
  });

  it('writes a successful sign-in once in the audit, as a success', async () => {
    const ip = uniqueIp();
    expect(await codeOf(DemoAccounts.eastAdmin, DEMO_PASSWORD, ip)).toBe(LoginCode.Success);
    const rows = await t.database.db
      .select({ succeeded: loginAudit.succeeded, reason: loginAudit.failureReason })
      .from(loginAudit)
      .where(eq(loginAudit.ipAddress, ip));
    expect(rows).toEqual([{ succeeded: true, reason: null }]);
  });

  it('is lifted for every address by a successful sign-in from the source, not by one elsewhere', async () => {
    await wrongPasswords(DemoAccounts.eastAdmin, 4, '10.99.4.1');
    await wrongPasswords(DemoAccounts.eastAdmin, 4, '10.99.4.2');
    expect(await codeOf(DemoAccounts.eastAdmin, DEMO_PASSWORD, '10.99.4.1')).toBe(LoginCode.Success);
    // 10.99.4.2's own count stands: one more failure locks it.
    expect(await codeOf(DemoAccounts.eastAdmin, 'wrong', '10.99.4.2')).toBe(LoginCode.LockedOut);
    expect(await codeOf(DemoAccounts.eastAdmin, 'wrong', '10.99.4.1')).toBe(LoginCode.InvalidCredentials);
  });

  it('keys an IPv6 client by its /64, so stepping through its addresses escapes no lock', async () => {
    const codes = [];
    for (let host = 1; host <= 5; host += 1)
      codes.push(await codeOf(KEISHA, 'wrong', `2001:db8:77:1::${host}`));
    expect(codes).toEqual([3, 3, 3, 3, 2]);
    expect(await codeOf(KEISHA, DEMO_PASSWORD, '2001:db8:77:1:ffff::9')).toBe(LoginCode.LockedOut);
    expect(await codeOf(KEISHA, DEMO_PASSWORD, '2001:db8:77:2::1')).toBe(LoginCode.Success);
  });
});

describe('lockout behind a proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY=true once trusted every X-Forwarded-For entry; it now trusts proxies on private networks.
    proxied = await createTestApp({ ...UNLIMITED, TRUST_PROXY: 'true' });
  });
  afterAll(async () => proxied.close());

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const PROXY = '10.99.9.1';
    const attempt = (forged: string, password: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/v1/usermembership/login',
        payload: { EmailAddress: DemoAccounts.eastAdmin, Password: password },
        remoteAddress: PROXY,
        // The client sent "X-Forwarded-For: <forged>"; the proxy appended the address it saw.
        headers: { 'x-forwarded-for': `${forged}, 198.51.100.20` },
      });
    const codes = [];
    for (let attemptNumber = 1; attemptNumber <= 5; attemptNumber += 1) {
      codes.push((await attempt(`203.0.113.${attemptNumber}`, 'wrong')).json<LoginResponse>().Code);
    }
    expect(codes).toEqual([3, 3, 3, 3, 2]);
    expect((await attempt('203.0.113.99', DEMO_PASSWORD)).json<LoginResponse>().Code).toBe(
      LoginCode.LockedOut,
    );
  });
});
