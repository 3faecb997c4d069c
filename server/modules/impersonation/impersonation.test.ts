import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserType } from '@shared/constants';
import { personSortKey } from '@shared/natural-sort';
import type { SessionResponse } from '@shared/schemas/auth';
import { SuperAdminMessages } from '@shared/schemas/super-admin';
import type { UserDetails } from '@shared/schemas/users';
import { impersonationAudit, sessions, teams, users } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf as seededUser } from '../../test/users';
import { sessionCookieOf, signIn, signInAll } from '../../test/sign-in';

let t: TestApp;
let superAdminId: string;
let eastAdmin: { id: string; locationId: string };
beforeAll(async () => {
  t = await createTestApp();
  superAdminId = (await userOf(DemoAccounts.superAdmin)).id;
  eastAdmin = await userOf(DemoAccounts.eastAdmin);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST';
const call = (
  method: Method,
  url: string,
  cookie?: string,
  extra: { headers?: object; payload?: object } = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...(cookie ? { cookie } : {}), ...extra.headers },
    payload: extra.payload,
  });
const getSession = (cookie: string) => call('GET', 'usermembership/getSession', cookie);

const userOf = (email: string) => seededUser(t.database.db, email);

/** A second super admin (or another staffer) of the east school who signs in with the demo password. */
async function insertEastStaffer(overrides: Partial<typeof users.$inferInsert> = {}) {
  const [template] = await t.database.db
    .select({ districtId: users.districtId, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, eastAdmin.id));
  const id = randomUUID();
  const email = `staffer.${id.slice(0, 8)}@east.plchub.test`;
  await t.database.db.insert(users).values({
    id,
    districtId: template!.districtId,
    locationId: eastAdmin.locationId,
    userTypeId: UserType.Staffer,
    firstName: 'Sam',
    lastName: 'Second',
    sortKey: personSortKey('Sam', 'Second'),
    emailAddress: email,
    passwordHash: template!.passwordHash,
    ...overrides,
  });
  return { id, email, locationId: eastAdmin.locationId };
}

const impersonateUrl = (target: { id: string; locationId: string }) =>
  `impersonate/${target.id}/${target.locationId}`;

/** Signs a super admin in and starts acting as `target`. */
async function impersonate(target = eastAdmin, superAdminEmail: string = DemoAccounts.superAdmin) {
  const own = await signIn(t.app, superAdminEmail);
  const response = await call('GET', impersonateUrl(target), own, {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { own, response, cookie: sessionCookieOf(response) };
}

const auditRows = (where = sql`true`) =>
  t.database.db
    .select({
      impersonator: impersonationAudit.impersonatorUserId,
      impersonated: impersonationAudit.impersonatedUserId,
      event: impersonationAudit.event,
      method: impersonationAudit.httpMethod,
      path: impersonationAudit.path,
      status: impersonationAudit.statusCode,
    })
    .from(impersonationAudit)
    .where(where)
    .orderBy(impersonationAudit.createdAt);

describe('starting an impersonation', () => {
  it('lets the super admin act as the east admin: their session, their school, a new token', async () => {
    const { own, response, cookie } = await impersonate();
    const started = response.json<SessionResponse>();
    expect(started.User).toMatchObject({
      EmailAddress: DemoAccounts.eastAdmin,
      LocationName: 'East Valley High School',
      IsSuperAdmin: false,
    });
    expect(started.Impersonation).toMatchObject({
      ImpersonatorUserId: superAdminId,
      ImpersonatorFirstName: expect.any(String),
    });
    const minutesLeft = (Date.parse(started.Impersonation!.ExpiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);

    const session = await getSession(cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json<SessionResponse>()).toEqual(started);
    // The super admin's own session was replaced, not kept aside.
    expect(cookie).not.toBe(own);
    expect((await getSession(own)).statusCode).toBe(401);

    const eastTeams = await t.database.db
      .select({ Id: teams.id, Name: teams.name })
      .from(teams)
      .where(eq(teams.locationId, eastAdmin.locationId));
    const listed = await call('GET', 'team/getByLocationId', cookie);
    expect(listed.statusCode).toBe(200);
    expect(eastTeams.length).toBeGreaterThan(0);
    expect(listed.json()).toEqual(expect.arrayContaining(eastTeams));
    expect(listed.json()).toHaveLength(eastTeams.length);

    const [start] = await auditRows(
      and(eq(impersonationAudit.event, 'start'), eq(impersonationAudit.impersonatedUserId, eastAdmin.id)),
    );
    expect(start).toMatchObject({ impersonator: superAdminId, method: 'GET', status: 200 });
  });

  it('is refused to every other role and to an impersonation session, each attempt audited with the real person', async () => {
    const cookies = await signInAll(t.app, [DemoAccounts.teacher, DemoAccounts.lead, DemoAccounts.admin]);
    const { cookie: impersonation } = await impersonate();
    const keisha = await userOf('keisha.moore@east.plchub.test');
    const callers = [
      ...Object.entries(cookies).map(async ([email, cookie]) => ({
        cookie,
        real: (await userOf(email)).id,
        as: null,
      })),
      Promise.resolve({ cookie: impersonation, real: superAdminId, as: eastAdmin.id }),
    ];
    for (const caller of await Promise.all(callers)) {
      const before = await t.database.db.$count(impersonationAudit, eq(impersonationAudit.event, 'denied'));
      for (const url of [impersonateUrl(keisha), 'superadmin/getSchools']) {
        const response = await call('GET', url, caller.cookie);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      }
      const denied = await auditRows(eq(impersonationAudit.event, 'denied'));
      expect(denied.slice(before)).toEqual([
        {
          impersonator: caller.real,
          impersonated: caller.as,
          event: 'denied',
          method: 'GET',
          path: `/api/v1/${impersonateUrl(keisha)}`,
          status: 403,
        },
        {
          impersonator: caller.real,
          impersonated: caller.as,
          event: 'denied',
          method: 'GET',
          path: '/api/v1/superadmin/getSchools',
          status: 403,
        },
      ]);
    }
  });

  it('answers 401 to an anonymous caller and records nothing', async () => {
    const before = await t.database.db.$count(impersonationAudit);
    expect((await call('GET', impersonateUrl(eastAdmin))).statusCode).toBe(401);
    expect((await call('GET', 'superadmin/getSchools')).statusCode).toBe(401);
    expect(await t.database.db.$count(impersonationAudit)).toBe(before);
  });

  it('never targets another super admin, themselves, someone who cannot sign in, or another school', async () => {
    const otherSuperAdmin = await insertEastStaffer({ isSuperAdmin: true });
    const victor = await userOf('victor.alvarez@east.plchub.test');
    const lincolnAdmin = await userOf(DemoAccounts.admin);
    const cases = [
      { target: otherSuperAdmin, status: 403, message: SuperAdminMessages.cannotImpersonateSuperAdmin },
      {
        target: await userOf(DemoAccounts.superAdmin),
        status: 400,
        message: SuperAdminMessages.cannotImpersonateSelf,
      },
      { target: victor, status: 400, message: SuperAdminMessages.cannotImpersonateWithoutWebAccess },
      { target: { ...lincolnAdmin, locationId: eastAdmin.locationId }, status: 404, message: 'Not found' },
      { target: { id: randomUUID(), locationId: eastAdmin.locationId }, status: 404, message: 'Not found' },
    ];
    const own = await signIn(t.app, DemoAccounts.superAdmin);
    for (const { target, status, message } of cases) {
      const response = await call('GET', impersonateUrl(target), own);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
      const [denied] = await auditRows(
        and(
          eq(impersonationAudit.event, 'denied'),
          eq(impersonationAudit.path, `/api/v1/${impersonateUrl(target)}`),
        ),
      );
      expect(denied).toMatchObject({ impersonator: superAdminId, impersonated: null, status });
    }
    // Refusals leave the super admin's own session as it was.
    expect((await getSession(own)).json<SessionResponse>().Impersonation).toBeNull();
    // A deleted user is not found either.
    const deleted = await insertEastStaffer({ deletedAt: new Date(), active: false, passwordHash: null });
    expect((await call('GET', impersonateUrl(deleted), own)).statusCode).toBe(404);
  });

  it('never chains: the session ends when the person acted as becomes a super admin meanwhile', async () => {
    const promoted = await insertEastStaffer();
    const { cookie } = await impersonate(promoted);
    await t.database.db.update(users).set({ isSuperAdmin: true }).where(eq(users.id, promoted.id));
    const keisha = await userOf('keisha.moore@east.plchub.test');
    expect((await call('GET', impersonateUrl(keisha), cookie)).statusCode).toBe(401);
    expect((await call('GET', 'superadmin/getSchools', cookie)).statusCode).toBe(401);
    expect((await getSession(cookie)).statusCode).toBe(401);
  });

  it('two starts with one session (a double click) open one impersonation; the other is refused', async () => {
    const own = await signIn(t.app, DemoAccounts.superAdmin);
    const running = () => t.database.db.$count(sessions, eq(sessions.impersonatorUserId, superAdminId));
    const before = await running();
    const keisha = await userOf('keisha.moore@east.plchub.test');
    const answers = await Promise.all([
      call('GET', impersonateUrl(eastAdmin), own),
      call('GET', impersonateUrl(keisha), own),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(await running()).toBe(before + 1);
  });

  it('refuses a start triggered from another site', async () => {
    const own = await signIn(t.app, DemoAccounts.superAdmin);
    for (const site of ['cross-site', 'same-site']) {
      const response = await call('GET', impersonateUrl(eastAdmin), own, {
        headers: { 'sec-fetch-site': site },
      });
      expect({ site, status: response.statusCode }).toEqual({ site, status: 403 });
    }
    expect((await getSession(own)).json<SessionResponse>().Impersonation).toBeNull();
    const denied = await auditRows(
      and(eq(impersonationAudit.event, 'denied'), eq(impersonationAudit.impersonatorUserId, superAdminId)),
    );
    expect(denied.slice(-2).map((row) => row.status)).toEqual([403, 403]);
    // No Sec-Fetch-Site at all: not a browser, allowed.
    expect((await call('GET', impersonateUrl(eastAdmin), own)).statusCode).toBe(200);
  });
});

describe('while impersonating', () => {
  it('records every API request with both identities and its status, secrets removed from the path', async () => {
    const { cookie } = await impersonate();
    const feedSecret = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const requests: [Method, string, number][] = [
      ['GET', 'team/getByLocationId', 200],
      ['GET', `user/getById/${randomUUID()}`, 404],
      ['GET', 'user/getById/not-a-uuid', 400],
      ['GET', `calendar/feed/${feedSecret}.ics`, 404],
      ['GET', 'meeting/checkIfZoomIntegrationExists?code=oauth-code-secret', 200],
    ];
    const from = new Date();
    for (const [method, url, status] of requests) {
      expect({ url, status: (await call(method, url, cookie)).statusCode }).toEqual({ url, status });
    }
    await vi.waitFor(async () => {
      const rows = await auditRows(
        and(
          eq(impersonationAudit.event, 'request'),
          sql`${impersonationAudit.createdAt} >= ${from.toISOString()}`,
        ),
      );
      expect(rows).toEqual(
        [
          { path: '/api/v1/team/getByLocationId', status: 200 },
          { path: expect.stringMatching(/^\/api\/v1\/user\/getById\/[0-9a-f-]{36}$/), status: 404 },
          { path: '/api/v1/user/getById/not-a-uuid', status: 400 },
          { path: '/api/v1/calendar/feed/[redacted]', status: 404 },
          { path: '/api/v1/meeting/checkIfZoomIntegrationExists?code=%5Bredacted%5D', status: 200 },
        ].map((row) => ({
          ...row,
          impersonator: superAdminId,
          impersonated: eastAdmin.id,
          event: 'request',
          method: 'GET',
        })),
      );
    });
    const all = await auditRows();
    expect(all.some((row) => row.path.includes(feedSecret) || row.path.includes('oauth-code-secret'))).toBe(
      false,
    );
  });

  it('records requests however their path is spelled: escaped letters or a page load', async () => {
    const { cookie } = await impersonate();
    const from = new Date();
    for (const url of ['/%61pi/v1/team/getByLocationId', '/myTeams']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: url === '/myTeams' ? 404 : 200 });
    }
    await vi.waitFor(async () => {
      const rows = await auditRows(
        and(
          eq(impersonationAudit.event, 'request'),
          sql`${impersonationAudit.createdAt} >= ${from.toISOString()}`,
        ),
      );
      expect(rows.map((row) => [row.path, row.status, row.impersonated])).toEqual([
        ['/%61pi/v1/team/getByLocationId', 200, eastAdmin.id],
        ['/myTeams', 404, eastAdmin.id],
      ]);
    });
  });

  it("forbids changing the person's own password and e-mail, but not editing another staffer", async () => {
    const { cookie } = await impersonate();
    const self = (await call('GET', `user/getById/${eastAdmin.id}`, cookie)).json<UserDetails>();
    const saveSelf = (changes: object) =>
      call('POST', 'user/save', cookie, {
        payload: { ...self, GrantWebAccess: true, Password: '', ...changes },
      });
    for (const changes of [
      { EmailAddress: 'robin.new@east.plchub.test' },
      { Password: 'a-new-password', ConfirmPassword: 'a-new-password' },
    ]) {
      const refused = await saveSelf(changes);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(SuperAdminMessages.forbiddenWhileImpersonating);
    }
    // The same address in other letters is no change, and the rest of their own record stays editable.
    const kept = await saveSelf({ EmailAddress: DemoAccounts.eastAdmin.toUpperCase(), FirstName: 'Robin' });
    expect(kept.statusCode, kept.body).toBe(200);

    const keisha = await userOf('keisha.moore@east.plchub.test');
    const other = (await call('GET', `user/getById/${keisha.id}`, cookie)).json<UserDetails>();
    const edited = await call('POST', 'user/save', cookie, {
      payload: {
        ...other,
        EmailAddress: 'keisha.m@east.plchub.test',
        GrantWebAccess: true,
        Password: 'keisha-new-password',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<UserDetails>().EmailAddress).toBe('keisha.m@east.plchub.test');
  });

  it('forbids calendar feed links and video-meeting connections in their name', async () => {
    const { cookie } = await impersonate();
    for (const [method, url] of [
      ['POST', 'calendar/createFeed'],
      ['POST', 'calendar/revokeFeed'],
      ['GET', 'zoomapi/getClientId'],
      ['POST', 'zoomapi/revokeZoomAccess'],
    ] as const) {
      const response = await call(method, url, cookie);
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
        url,
        status: 403,
        message: SuperAdminMessages.forbiddenWhileImpersonating,
      });
    }
    const zoom = await call('POST', 'zoomapi/zoomUserResponse', cookie, {
      payload: { Code: 'code', State: 'state' },
    });
    expect(zoom.statusCode).toBe(403);
  });
});

describe('ending an impersonation', () => {
  it('stop returns the super admin with a new session; the impersonation cookie is dead', async () => {
    const { cookie } = await impersonate();
    const stopped = await call('POST', 'impersonate/stop', cookie);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<SessionResponse>()).toMatchObject({
      User: {
        EmailAddress: DemoAccounts.superAdmin,
        IsSuperAdmin: true,
        LocationName: 'Lincoln Middle School',
      },
      Impersonation: null,
    });
    const own = sessionCookieOf(stopped);
    expect((await getSession(own)).json<SessionResponse>().User.EmailAddress).toBe(DemoAccounts.superAdmin);
    expect((await getSession(cookie)).statusCode).toBe(401);
    expect((await call('POST', 'impersonate/stop', cookie)).statusCode).toBe(401);

    const notImpersonating = await call('POST', 'impersonate/stop', own);
    expect(notImpersonating.statusCode).toBe(400);
    expect(notImpersonating.json().message).toBe(SuperAdminMessages.notImpersonating);

    const [stop] = (await auditRows(eq(impersonationAudit.event, 'stop'))).slice(-1);
    expect(stop).toMatchObject({
      impersonator: superAdminId,
      impersonated: eastAdmin.id,
      method: 'POST',
      status: 200,
    });
  });

  it('ends at its hard expiry (401)', async () => {
    const { cookie } = await impersonate();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.impersonatorUserId, superAdminId));
    expect((await getSession(cookie)).statusCode).toBe(401);
  });

  it('logout signs the super admin out entirely', async () => {
    const { own, cookie } = await impersonate();
    expect((await call('POST', 'usermembership/logout', cookie)).statusCode).toBe(200);
    expect((await getSession(cookie)).statusCode).toBe(401);
    expect((await getSession(own)).statusCode).toBe(401);
  });

  it("ends when the impersonator's super-admin right is withdrawn", async () => {
    const second = await insertEastStaffer({ isSuperAdmin: true });
    const { cookie } = await impersonate(eastAdmin, second.email);
    expect((await getSession(cookie)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isSuperAdmin: false }).where(eq(users.id, second.id));
    expect((await getSession(cookie)).statusCode).toBe(401);
  });
});
