import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginCode } from '@shared/constants';
import type {
  IdentityProvider,
  IdentityProviderSettings,
  LinkedAccount,
  SsoLogoutResponse,
} from '@shared/schemas/sso';
import {
  districts,
  identityProviders,
  locations,
  loginAudit,
  sessions,
  userIdentityLinks,
  users,
} from '../../db/schema';
import { DemoAccounts, DEMO_PASSWORD } from '../../db/seed/demo';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import { SESSION_COOKIE } from '../../plugins/auth';
import { apiCaller } from '../../test/api-caller';
import { startCraftedTokenIssuer, type CraftedTokenIssuer } from '../../test/crafted-token-issuer';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../test/local-oidc-provider';
import { postLogin, sessionCookieOf, signIn } from '../../test/sign-in';
import { beginSignIn, finishSignIn, signInAtProvider, SSO_REDIRECT_URL } from '../../test/sso-flow';
import { createTestApp, type TestApp } from '../../test/test-app';

const APP_URL = 'http://plchub.test';
const KEY = randomBytes(32);
const STUDENT = 'ava.thompson@students.demo.plchub.test';
const NO_WEB_ACCESS = 'tom.becker@demo.plchub.test';
const PARTNER = 'jordan.lee@partners.plchub.test';

let t: TestApp;
let local: LocalOidcProvider;
let crafted: CraftedTokenIssuer;
let superAdmin: string;
let call: ReturnType<typeof apiCaller>;
/** The providers saved through the settings API: the local one, and the crafted-token one. */
let localId: string;
let craftedId: string;

const db = () => t.database.db;
const sessionCount = () => db().$count(sessions);

async function saveProvider(body: Record<string, unknown>, who = superAdmin) {
  return call('POST', 'sso/saveProvider', who, {
    Id: '0',
    Kind: 'google',
    DisplayName: 'Google',
    AllowedDomains: ['demo.plchub.test', 'students.demo.plchub.test', 'partners.plchub.test'],
    ...body,
  });
}

async function providerOf(body: Record<string, unknown>): Promise<IdentityProvider> {
  const response = await saveProvider(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<IdentityProvider>();
}

/** A new provider through the local OpenID provider; `body` adds to or overrides its fields. */
const localProviderOf = (body: Record<string, unknown> = {}) =>
  providerOf({
    IssuerUrl: local.issuerUrl,
    ClientId: local.clientId,
    ClientSecret: local.clientSecret,
    ...body,
  });

/** A whole sign-in through the local provider as `accountId`; the app's answer to the callback. */
async function signOn(accountId: string, providerId = localId, returnTo = '/') {
  const begun = await beginSignIn(t.app, providerId, returnTo);
  const callback = await signInAtProvider(begun.location, accountId, SSO_REDIRECT_URL);
  return finishSignIn(t.app, callback, begun.browserCookie);
}

/** The account at the local provider whose address is `email`, added for the test. */
function account(id: string, email: string, emailVerified = true) {
  local.accounts.set(id, { email, emailVerified, givenName: 'Casey', familyName: 'Rivera' });
  return id;
}

const refusedTo = (response: { statusCode: number; headers: Record<string, unknown> }, error: string) => {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/login?sso=${error}`);
};

beforeAll(async () => {
  t = await createTestApp({ APP_URL, SSO_SECRET_KEY: KEY.toString('base64'), SSO_TIMEOUT_MS: '2000' });
  local = await startLocalOidcProvider({
    redirectUris: [SSO_REDIRECT_URL],
    postLogoutRedirectUris: [`${APP_URL}/login`],
    accounts: {},
  });
  crafted = await startCraftedTokenIssuer();
  superAdmin = await signIn(t.app, DemoAccounts.superAdmin);
  call = apiCaller(t.app);
  localId = (await localProviderOf()).Id;
  craftedId = (
    await providerOf({
      Kind: 'oidc',
      DisplayName: 'Crafted',
      IssuerUrl: crafted.issuerUrl,
      ClientId: crafted.clientId,
      ClientSecret: crafted.clientSecret,
    })
  ).Id;
});
afterAll(async () => {
  await t.close();
  await local.close();
  await crafted.close();
});

describe('signing in with a provider', () => {
  it('signs a staff member in to a fresh session, links the account and lands on the page asked for', async () => {
    const before = await sessionCount();
    const answer = await signOn(account('marcus', DemoAccounts.teacher), localId, '/tasks?status=open');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/tasks?status=open');
    const cookie = sessionCookieOf(answer);
    const session = await call('GET', 'usermembership/getSession', cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json<{ User: { EmailAddress: string } }>().User.EmailAddress).toBe(DemoAccounts.teacher);
    expect(await sessionCount()).toBe(before + 1);
    // The same audit row as a password sign-in.
    const [audit] = await db().select().from(loginAudit).orderBy(desc(loginAudit.createdAt)).limit(1);
    expect(audit).toMatchObject({ emailAddress: DemoAccounts.teacher, succeeded: true });
    const links = await call('GET', 'sso/getMyLinks', cookie);
    expect(links.json<LinkedAccount[]>()).toEqual([
      expect.objectContaining({ ProviderName: 'Google', EmailAddress: DemoAccounts.teacher }),
    ]);
  });

  it('redirects only to paths of this site', async () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      '/a/..//evil.example',
      'javascript:alert(1)',
    ]) {
      const answer = await signOn('marcus', localId, returnTo);
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/');
    }
  });

  it('refuses a wrong state, an answer in another browser, and a replayed code, with no session', async () => {
    const before = await sessionCount();
    const begun = await beginSignIn(t.app, localId);
    const callback = await signInAtProvider(begun.location, 'marcus', SSO_REDIRECT_URL);
    const wrongState = new URL(callback);
    wrongState.searchParams.set('state', 'not-the-state');
    refusedTo(await finishSignIn(t.app, wrongState.href, begun.browserCookie), 'failed');
    // The browser that began it is the only one that can finish it (login CSRF).
    const second = await beginSignIn(t.app, localId);
    const secondCallback = await signInAtProvider(second.location, 'marcus', SSO_REDIRECT_URL);
    refusedTo(await finishSignIn(t.app, secondCallback, undefined), 'failed');
    refusedTo(await finishSignIn(t.app, secondCallback, begun.browserCookie), 'failed');

    // A code used once is refused: the same answer again, and the code under a new sign-in's state.
    const third = await beginSignIn(t.app, localId);
    const thirdCallback = await signInAtProvider(third.location, 'marcus', SSO_REDIRECT_URL);
    expect((await finishSignIn(t.app, thirdCallback, third.browserCookie)).statusCode).toBe(302);
    const afterFirstUse = await sessionCount();
    refusedTo(await finishSignIn(t.app, thirdCallback, third.browserCookie), 'failed');
    const fourth = await beginSignIn(t.app, localId);
    const replay = new URL(thirdCallback);
    replay.searchParams.set('state', new URL(fourth.location).searchParams.get('state')!);
    refusedTo(await finishSignIn(t.app, replay.href, fourth.browserCookie), 'failed');
    expect(await sessionCount()).toBe(afterFirstUse);
    expect(afterFirstUse).toBe(before + 1);
  });

  it.each([
    ['expired', 'failed'],
    ['wrongAudience', 'failed'],
    ['wrongIssuer', 'failed'],
    ['unsigned', 'failed'],
    ['wrongNonce', 'failed'],
    ['unverifiedEmail', 'refused'],
  ] as const)('refuses an ID token with a flaw (%s) and opens no session', async (flaw, error) => {
    crafted.flaw = flaw;
    crafted.subject = 'crafted-elena';
    crafted.email = 'elena.garcia@demo.plchub.test';
    const before = await sessionCount();
    const begun = await beginSignIn(t.app, craftedId);
    const callback = await signInAtProvider(begun.location, 'unused', SSO_REDIRECT_URL);
    refusedTo(await finishSignIn(t.app, callback, begun.browserCookie), error);
    expect(await sessionCount()).toBe(before);
  });

  it('checks signatures against keys the issuer publishes later (key rotation)', async () => {
    crafted.flaw = 'none';
    crafted.subject = 'crafted-elena';
    crafted.email = 'elena.garcia@demo.plchub.test';
    const signInOnce = async () => {
      const begun = await beginSignIn(t.app, craftedId);
      return finishSignIn(
        t.app,
        await signInAtProvider(begun.location, 'unused', SSO_REDIRECT_URL),
        begun.browserCookie,
      );
    };
    expect((await signInOnce()).headers.location).toBe('/');
    await crafted.rotateKey();
    // openid-client fetches the keys again for a key it has not seen once its copy is a minute old (so a
    // flood of bad tokens cannot make it hammer the issuer): move the clock on instead of waiting.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      const rotated = await signInOnce();
      expect(rotated.headers.location).toBe('/');
      expect(rotated.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('who may come in', () => {
  it.each([
    ['an address outside the allowed domains', 'someone@elsewhere.example'],
    ['an unknown address', 'nobody@demo.plchub.test'],
    ['a student', STUDENT],
    ['a staff member without web access', NO_WEB_ACCESS],
    ['a partner without web access', PARTNER],
  ])('refuses %s with the one message, and opens no session', async (_, email) => {
    const before = await sessionCount();
    refusedTo(await signOn(account(`refused-${email}`, email)), 'refused');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a deactivated staff member', async () => {
    const email = 'elena.garcia@demo.plchub.test';
    await db().update(users).set({ active: false }).where(eq(users.emailAddress, email));
    try {
      const before = await sessionCount();
      refusedTo(await signOn(account('elena', email)), 'refused');
      expect(await sessionCount()).toBe(before);
    } finally {
      await db().update(users).set({ active: true }).where(eq(users.emailAddress, email));
    }
  });

  it('refuses a person of another district, even with an address in an allowed domain', async () => {
    const [district] = await db().insert(districts).values({ name: 'Another district' }).returning();
    const [school] = await db()
      .insert(locations)
      .values({ districtId: district!.id, name: 'Another school' })
      .returning();
    const email = 'visitor@demo.plchub.test';
    await db().insert(users).values({
      districtId: district!.id,
      locationId: school!.id,
      userTypeId: 1,
      firstName: 'Visiting',
      lastName: 'Teacher',
      emailAddress: email,
      passwordHash: 'not-a-real-hash',
    });
    const before = await sessionCount();
    refusedTo(await signOn(account('visitor', email)), 'refused');
    expect(await sessionCount()).toBe(before);
  });

  it('keeps a linked account to its subject: an address changed at the provider takes over nobody', async () => {
    account('marcus', DemoAccounts.teacher);
    expect((await signOn('marcus')).statusCode).toBe(302);
    // The provider now gives Marcus's account the lead's address: he is still Marcus.
    account('marcus', DemoAccounts.lead);
    const renamed = await signOn('marcus');
    const session = await call('GET', 'usermembership/getSession', sessionCookieOf(renamed));
    expect(session.json<{ User: { EmailAddress: string } }>().User.EmailAddress).toBe(DemoAccounts.teacher);
    // Another account at the provider with Marcus's address is refused: Marcus is linked to the first.
    refusedTo(await signOn(account('intruder', DemoAccounts.teacher)), 'refused');
    account('marcus', DemoAccounts.teacher);
  });

  it('creates a plain staff account for an unknown address only where the district turned it on', async () => {
    const school = (await call('GET', 'sso/getSettings', superAdmin)).json<IdentityProviderSettings>()
      .Schools[0]!;
    const current = (await call('GET', 'sso/getSettings', superAdmin))
      .json<IdentityProviderSettings>()
      .Providers.find((provider) => provider.Id === localId)!;
    const save = (JitLocationId: string | null, Version: number) =>
      saveProvider({ ...current, Id: localId, JitLocationId, ClientSecret: '', Version });
    const withJit = await save(school.Id, current.Version);
    expect(withJit.statusCode, withJit.body).toBe(200);
    try {
      const email = 'new.teacher@demo.plchub.test';
      const answer = await signOn(account('new-teacher', email));
      expect(answer.headers.location).toBe('/');
      const [created] = await db().select().from(users).where(eq(users.emailAddress, email));
      expect(created).toMatchObject({
        firstName: 'Casey',
        lastName: 'Rivera',
        locationId: school.Id,
        isAdmin: false,
        isSuperAdmin: false,
        userTypeId: 1,
        active: true,
      });
      // A second newcomer at the same school: neither has a staff id to collide on.
      expect(
        (await signOn(account('second-teacher', 'second.teacher@demo.plchub.test'))).headers.location,
      ).toBe('/');
    } finally {
      expect((await save(null, withJit.json<IdentityProvider>().Version)).statusCode).toBe(200);
    }
  });
});

describe('a provider that is down', () => {
  it('sends the person back with the message, and password sign-in still works', async () => {
    const down = await providerOf({
      DisplayName: 'Down',
      IssuerUrl: 'http://127.0.0.1:9',
      ClientId: 'x',
      ClientSecret: 'y',
      AllowedDomains: ['down.example'],
    });
    const start = await t.app.inject({ method: 'GET', url: `/api/v1/sso/start/${down.Id}` });
    refusedTo(start, 'unavailable');
    const password = await postLogin(t.app, DemoAccounts.teacher, DEMO_PASSWORD);
    expect(password.json<{ Code: number }>().Code).toBe(LoginCode.Success);
    await call('DELETE', `sso/deleteProvider/${down.Id}`, superAdmin);
  });
});

describe('a secret stored under another key', () => {
  it('makes the provider unavailable instead of failing', async () => {
    const [row] = await db()
      .insert(identityProviders)
      .values({
        districtId: (await db().select().from(identityProviders).where(eq(identityProviders.id, localId)))[0]!
          .districtId,
        kind: 'oidc',
        displayName: 'Old key',
        issuerUrl: local.issuerUrl,
        clientId: local.clientId,
        clientSecretEncrypted: encryptSecret(randomBytes(32), local.clientSecret),
        allowedDomains: ['demo.plchub.test'],
      })
      .returning();
    refusedTo(await t.app.inject({ method: 'GET', url: `/api/v1/sso/start/${row!.id}` }), 'unavailable');
    await call('DELETE', `sso/deleteProvider/${row!.id}`, superAdmin);
  });
});

describe('requiring single sign-on for a domain', () => {
  it('refuses password sign-in for its addresses, but not a super admin’s', async () => {
    const required = await localProviderOf({
      DisplayName: 'Required',
      AllowedDomains: ['demo.plchub.test'],
      RequireSso: true,
      Enabled: true,
    });
    try {
      const teacher = await postLogin(t.app, DemoAccounts.teacher, DEMO_PASSWORD);
      expect(teacher.json()).toEqual({ Code: LoginCode.SsoRequired, User: null });
      const wrong = await postLogin(t.app, DemoAccounts.teacher, 'not the password');
      expect(wrong.json<{ Code: number }>().Code).toBe(LoginCode.SsoRequired);
      const admin = await postLogin(t.app, DemoAccounts.superAdmin, DEMO_PASSWORD);
      expect(admin.json<{ Code: number }>().Code).toBe(LoginCode.Success);
    } finally {
      await call('DELETE', `sso/deleteProvider/${required.Id}`, superAdmin);
    }
    expect((await postLogin(t.app, DemoAccounts.teacher, DEMO_PASSWORD)).json<{ Code: number }>().Code).toBe(
      LoginCode.Success,
    );
  });
});

describe('signing out', () => {
  it('ends the session and offers the provider’s own sign-out', async () => {
    const cookie = sessionCookieOf(await signOn(account('marcus', DemoAccounts.teacher)));
    const answer = await call('POST', 'sso/logout', cookie);
    expect(answer.statusCode).toBe(200);
    const offer = answer.json<SsoLogoutResponse>();
    expect(offer.ProviderName).toBe('Google');
    const url = new URL(offer.ProviderLogoutUrl!);
    expect(url.origin).toBe(local.issuerUrl);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_URL}/login`);
    expect((await call('GET', 'usermembership/getSession', cookie)).statusCode).toBe(401);
  });

  it('offers no provider sign-out after a password sign-in', async () => {
    const cookie = await signIn(t.app, DemoAccounts.lead);
    expect((await call('POST', 'sso/logout', cookie)).json()).toEqual({
      Message: 'Signed out',
      ProviderName: null,
      ProviderLogoutUrl: null,
    });
  });
});

describe('the providers’ settings', () => {
  it('keeps the client secret encrypted and never sends it back', async () => {
    const [row] = await db().select().from(identityProviders).where(eq(identityProviders.id, localId));
    expect(row!.clientSecretEncrypted).not.toContain(local.clientSecret);
    expect(decryptSecret(KEY, row!.clientSecretEncrypted)).toBe(local.clientSecret);
    const settings = await call('GET', 'sso/getSettings', superAdmin);
    expect(settings.body).not.toContain(local.clientSecret);
    expect(settings.json<IdentityProviderSettings>()).toMatchObject({
      RedirectUrl: SSO_REDIRECT_URL,
      CanStoreSecrets: true,
    });
  });

  it('is for super admins only', async () => {
    const admin = await signIn(t.app, DemoAccounts.admin);
    expect((await call('GET', 'sso/getSettings', admin)).statusCode).toBe(403);
    expect(
      (await saveProvider({ IssuerUrl: local.issuerUrl, ClientId: 'a', ClientSecret: 'b' }, admin))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an issuer that is not https, and a new provider without a secret', async () => {
    const http = await saveProvider({
      IssuerUrl: 'http://idp.example.org',
      ClientId: 'a',
      ClientSecret: 'b',
    });
    expect(http.statusCode).toBe(400);
    expect(http.body).toContain('The issuer URL must start with https://');
    const noSecret = await saveProvider({
      IssuerUrl: 'https://idp.example.org',
      ClientId: 'a',
      ClientSecret: '',
    });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.body).toContain('A client secret is required');
  });

  it('tests an issuer’s discovery document', async () => {
    const found = await call('POST', 'sso/testDiscovery', superAdmin, { IssuerUrl: local.issuerUrl });
    expect(found.json()).toMatchObject({ Ok: true, Issuer: local.issuerUrl, SupportsLogout: true });
    const missing = await call('POST', 'sso/testDiscovery', superAdmin, { IssuerUrl: 'http://127.0.0.1:9' });
    expect(missing.json()).toMatchObject({ Ok: false, Issuer: null });
  });

  it('lists only enabled providers on the login page, without secrets or settings', async () => {
    const answer = await call('GET', 'sso/getSignInProviders');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(
      expect.arrayContaining([{ Id: localId, Kind: 'google', DisplayName: 'Google' }]),
    );
    expect(answer.body).not.toContain(local.issuerUrl);
  });
});

describe('the links', () => {
  it('go with the provider', async () => {
    const temporary = await localProviderOf({ DisplayName: 'Temporary' });
    expect((await signOn(account('marcus', DemoAccounts.teacher), temporary.Id)).statusCode).toBe(302);
    const linked = () => db().$count(userIdentityLinks, and(eq(userIdentityLinks.providerId, temporary.Id)));
    expect(await linked()).toBe(1);
    expect((await call('DELETE', `sso/deleteProvider/${temporary.Id}`, superAdmin)).statusCode).toBe(200);
    expect(await linked()).toBe(0);
  });
});
