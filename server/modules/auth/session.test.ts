import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@shared/schemas/auth';
import { buildApp } from '../../app';
import { sessions, users } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { loadEnv } from '../../env';
import { hashToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';
import { apiCaller } from '../../test/api-caller';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
});
afterAll(async () => t.close());

let call: ReturnType<typeof apiCaller>;

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, email));
  return row!.id;
}

describe('sessions', () => {
  it('answers 401 without a cookie and with a made-up one', async () => {
    expect((await call('GET', '/api/v1/usermembership/getSession')).statusCode).toBe(401);
    const forged = await call('GET', '/api/v1/usermembership/getSession', 'plchub_session=forged-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ statusCode: 401, message: 'Authentication required' });
  });

  it('stores only a hash of the token', async () => {
    const cookie = await signIn(t.app, DemoAccounts.lead);
    const token = cookie.split('=')[1]!;
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.some((row) => row.hash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  it('expires after the idle timeout (480 minutes by default)', async () => {
    const cookie = await signIn(t.app, DemoAccounts.teacher);
    const userId = await userIdOf(DemoAccounts.teacher);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '479 minutes'` })
      .where(eq(sessions.userId, userId));
    expect((await call('GET', '/api/v1/usermembership/getSession', cookie)).statusCode).toBe(200);
    // That request counted as activity: the session was touched.
    const [touched] = await t.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(60_000);

    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '481 minutes'` })
      .where(eq(sessions.userId, userId));
    expect((await call('GET', '/api/v1/usermembership/getSession', cookie)).statusCode).toBe(401);
  });

  it('ends 30 days after its sign-in however active (SESSION_ABSOLUTE_DAYS)', async () => {
    const cookie = await signIn(t.app, DemoAccounts.lead);
    const token = hashToken(cookie.split('=')[1]!);
    const signedInDaysAgo = (days: number) =>
      t.database.db
        .update(sessions)
        .set({ signedInAt: sql`now() - make_interval(days => ${days})`, lastSeenAt: sql`now()` })
        .where(eq(sessions.tokenHash, token));
    await signedInDaysAgo(29);
    expect((await call('GET', '/api/v1/usermembership/getSession', cookie)).statusCode).toBe(200);
    await signedInDaysAgo(30);
    expect((await call('GET', '/api/v1/usermembership/getSession', cookie)).statusCode).toBe(401);
  });

  it('ends when the user is deactivated', async () => {
    const cookie = await signIn(t.app, 'elena.garcia@demo.plchub.test');
    await t.database.db
      .update(users)
      .set({ active: false })
      .where(eq(users.emailAddress, 'elena.garcia@demo.plchub.test'));
    expect((await call('GET', '/api/v1/usermembership/getSession', cookie)).statusCode).toBe(401);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const cookie = await signIn(t.app, DemoAccounts.admin);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usermembership/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'plchub_session')?.value).toBe('');
    expect((await call('GET', '/api/v1/usermembership/getSession', cookie)).statusCode).toBe(401);
  });

  it('survives a server restart: a new app on the same database accepts the cookie', async () => {
    const cookie = await signIn(t.app, DemoAccounts.admin);
    const restarted = await buildApp({
      env: loadEnv({ LOG_LEVEL: 'silent', CLIENT_DIST_DIR: './.tmp/no-client' }),
      database: t.database,
    });
    try {
      const response = await restarted.inject({
        method: 'GET',
        url: '/api/v1/usermembership/getSession',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('routes match case-insensitively, as the spec client writes them', async () => {
    const cookie = await signIn(t.app, DemoAccounts.admin);
    expect((await call('GET', '/api/v1/USERMEMBERSHIP/getsession', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/user/getCurrentlyLoggedInUserFullName', cookie)).json()).toBe(
      'Dana Whitfield',
    );
  });
});

describe('the shell links', () => {
  const linksOf = async (app: typeof t.app, email: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/usermembership/getSession',
      headers: { cookie: await signIn(app, email) },
    });
    expect(response.statusCode).toBe(200);
    return response.json<SessionResponse>().Links;
  };

  it("work without setup: feedback mails the school's active admins, Help stays in the app", async () => {
    expect(await linksOf(t.app, DemoAccounts.teacher)).toEqual({
      FeedbackUrl: `mailto:${DemoAccounts.superAdmin},${DemoAccounts.admin}?subject=PLC%20Hub%20feedback`,
      HelpCentreUrl: null,
      SiteAdminUrl: 'https://admin.plchub.local/',
    });
    expect((await linksOf(t.app, DemoAccounts.eastAdmin)).FeedbackUrl).toBe(
      `mailto:${DemoAccounts.eastAdmin}?subject=PLC%20Hub%20feedback`,
    );
  });

  it('come from the configuration when it has them', async () => {
    const configured = await buildApp({
      env: loadEnv({
        LOG_LEVEL: 'silent',
        CLIENT_DIST_DIR: './.tmp/no-client',
        FEEDBACK_URL: 'https://feedback.example.org/plc-hub',
        HELP_CENTRE_URL: 'https://help.example.org/',
        SITE_ADMIN_URL: 'https://site-admin.example.org/',
      }),
      database: t.database,
    });
    try {
      expect(await linksOf(configured, DemoAccounts.teacher)).toEqual({
        FeedbackUrl: 'https://feedback.example.org/plc-hub',
        HelpCentreUrl: 'https://help.example.org/',
        SiteAdminUrl: 'https://site-admin.example.org/',
      });
    } finally {
      await configured.close();
    }
  });
});

describe('every protected route', () => {
  it('answers 401 without a session, and every API route declares its access level', async () => {
    const table = t.app.accessTable;
    expect(table.length).toBeGreaterThan(5);
    const protectedRoutes = table.filter((route) => route.access !== 'anonymous');
    expect(protectedRoutes.length).toBeGreaterThan(2);
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '2b1f7a4e-0000-4000-8000-000000000001');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });
});

// Last in the file: it leaves sessions of three demo users behind.
describe('the session answer', () => {
  it('tells the client what the caller may create and open, as the policies and access levels decide', async () => {
    const rightsOf = async (email: string) => {
      const session = (
        await call('GET', '/api/v1/usermembership/getSession', await signIn(t.app, email))
      ).json<SessionResponse>();
      return {
        meetings: session.AllowedToCreateMeetings,
        teams: session.AllowedToCreateTeams,
        teamGoals: session.AllowedToCreateTeamGoals,
        districtGoals: session.AllowedToManageDistrictGoals,
        schoolGoals: session.AllowedToManageSchoolGoals,
        school: session.AllowedToManageSchool,
        district: session.AllowedToManageDistrict,
        insights: session.AllowedToViewInsights,
        districtInsights: session.AllowedToViewDistrictInsights,
        findsPeople: session.AllowedSearchKinds.includes('person'),
      };
    };
    expect(await rightsOf(DemoAccounts.teacher)).toEqual({
      meetings: false,
      teams: false,
      teamGoals: false,
      districtGoals: false,
      schoolGoals: false,
      school: false,
      district: false,
      insights: false,
      districtInsights: false,
      findsPeople: false,
    });
    expect(await rightsOf(DemoAccounts.lead)).toEqual({
      meetings: true,
      teams: true,
      teamGoals: true,
      districtGoals: false,
      schoolGoals: false,
      school: false,
      district: false,
      insights: true,
      districtInsights: false,
      findsPeople: false,
    });
    const adminRights = {
      meetings: true,
      teams: true,
      teamGoals: true,
      districtGoals: true,
      schoolGoals: true,
      school: true,
      district: false,
      insights: true,
      districtInsights: false,
      findsPeople: true,
    };
    expect(await rightsOf(DemoAccounts.admin)).toEqual(adminRights);
    expect(await rightsOf(DemoAccounts.superAdmin)).toEqual({
      ...adminRights,
      district: true,
      districtInsights: true,
    });
  });
});
