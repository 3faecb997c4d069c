import { randomBytes } from 'node:crypto';
import { UserType } from '@shared/constants';
import { personSortKey } from '@shared/natural-sort';
import type { SsoError } from '@shared/sso-messages';
import { hashPassword } from '../../lib/passwords';
import { canDecrypt, decryptSecret } from '../../lib/secret-box';
import { createToken, hashToken } from '../../lib/tokens';
import { type AppContext, withTransaction } from '../../plugins/service-context';
import { type ClientInfo, logout, openSignOnSession, recordRefusedSignOn } from '../auth';
import { insertUser } from '../users';
import { emailVerifiedOf, keyOf, redirectUrlOf, safeReturnPath } from './config';
import {
  authorizationUrl,
  configurationOf,
  endSessionUrl,
  newSignInSecrets,
  ProviderUnavailableError,
  redeemCode,
  type SignInClaims,
} from './oidc';
import { presentSignInProvider } from './presenter';
import * as repo from './repository';

/**
 * Signing in through a district's OpenID Connect provider (issue 24). The start keeps the sign-in's state,
 * nonce and PKCE verifier server-side, bound to the browser by a cookie; the callback takes them once, has
 * openid-client check the provider's answer, then admits a person only by the rules of `admit`.
 */

/** The login page's buttons: every enabled provider (a login page knows no district). */
export async function listSignInProviders(ctx: AppContext) {
  return (await repo.listEnabledProviders(ctx.db)).map(presentSignInProvider);
}

/** How long a person has to finish signing in at the provider. */
const SIGN_IN_MINUTES = 10;

export type StartResult = { ok: true; url: string; browserToken: string } | { ok: false; error: SsoError };

export async function startSignIn(
  ctx: AppContext,
  providerId: string,
  returnTo: string | undefined,
): Promise<StartResult> {
  const key = keyOf(ctx.env);
  const provider = await repo.findProvider(ctx.db, providerId);
  if (!key || !provider?.enabled) return { ok: false, error: 'unavailable' };
  let url: string;
  const secrets = newSignInSecrets();
  try {
    const config = await configurationOf(settingsOf(provider, key), ctx.env.SSO_TIMEOUT_MS);
    url = await authorizationUrl(config, secrets, redirectUrlOf(ctx.env), undefined);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    ctx.log.warn({ providerId, err: error.cause }, 'single sign-on provider unavailable');
    return { ok: false, error: 'unavailable' };
  }
  const browser = createToken();
  await repo.deleteExpiredSignIns(ctx.db);
  await repo.insertPendingSignIn(
    ctx.db,
    {
      stateHash: hashToken(secrets.state),
      providerId,
      browserHash: browser.tokenHash,
      codeVerifier: secrets.codeVerifier,
      nonce: secrets.nonce,
      returnTo: safeReturnPath(returnTo),
    },
    SIGN_IN_MINUTES,
  );
  return { ok: true, url, browserToken: browser.token };
}

/** The provider's answer as the callback got it. */
export interface CallbackAnswer {
  state: string | undefined;
  error: string | undefined;
  /** The callback's query string, from "?": openid-client reads the code, state and issuer from it. */
  rawQuery: string;
}

export type CallbackResult =
  { ok: true; sessionToken: string; returnTo: string } | { ok: false; error: SsoError };

export async function completeSignIn(
  ctx: AppContext,
  answer: CallbackAnswer,
  browserToken: string | undefined,
  client: ClientInfo,
): Promise<CallbackResult> {
  const key = keyOf(ctx.env);
  // One use per state, and only in the browser that began it: a link someone else began (login CSRF) or
  // a replayed answer finds nothing.
  const pending = answer.state ? await repo.takePendingSignIn(ctx.db, hashToken(answer.state)) : undefined;
  if (!pending || !browserToken || pending.browserHash !== hashToken(browserToken)) {
    return { ok: false, error: 'failed' };
  }
  if (answer.error) return { ok: false, error: 'failed' };
  const provider = await repo.findProvider(ctx.db, pending.providerId);
  if (!key || !provider?.enabled) return { ok: false, error: 'unavailable' };

  let claims: SignInClaims;
  try {
    const config = await configurationOf(settingsOf(provider, key), ctx.env.SSO_TIMEOUT_MS);
    const callbackUrl = new URL(`${redirectUrlOf(ctx.env)}${answer.rawQuery}`);
    claims = await redeemCode(
      config,
      callbackUrl,
      { state: answer.state!, nonce: pending.nonce, codeVerifier: pending.codeVerifier },
      (idToken) => emailVerifiedOf(provider.kind, idToken),
    );
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      ctx.log.warn({ providerId: provider.id, err: error.cause }, 'single sign-on provider unavailable');
      return { ok: false, error: 'unavailable' };
    }
    // The answer did not check out; its reason is for the log, never for the page.
    ctx.log.info({ providerId: provider.id, reason: (error as Error).message }, 'single sign-on refused');
    return { ok: false, error: 'failed' };
  }

  const sessionToken = await withTransaction(ctx, async (tx) => {
    const admitted = await admit(tx, provider, claims);
    if (!admitted.ok) {
      await recordRefusedSignOn(
        tx,
        {
          emailAddress: claims.email ?? `(no address) ${claims.subject}`,
          userId: admitted.userId,
          districtId: provider.districtId,
          locationId: null,
        },
        admitted.reason,
        client,
      );
      return null;
    }
    return openSignOnSession(tx, admitted.person, provider.id, client);
  });
  if (sessionToken === null) return { ok: false, error: 'refused' };
  return { ok: true, sessionToken, returnTo: pending.returnTo };
}

type Admission =
  | { ok: true; person: { id: string; districtId: string; locationId: string; emailAddress: string } }
  | { ok: false; reason: string; userId: string | null };

const refuse = (reason: string, userId: string | null = null): Admission => ({ ok: false, reason, userId });

/**
 * Who comes in: a verified address in one of the provider's domains, which is (or is linked to) an active
 * staff member or partner with web access of the provider's district. The provider's subject is linked at
 * the first sign-in and decides after that, so an address changed at the provider cannot take over another
 * account. Nobody is created unless the provider names a school for new accounts: then as plain staff.
 */
async function admit(ctx: AppContext, provider: repo.ProviderRow, claims: SignInClaims): Promise<Admission> {
  const email = claims.email?.toLowerCase() ?? null;
  if (!email || !claims.emailVerified) return refuse('no verified e-mail address');
  const domain = email.split('@').pop()!;
  if (!provider.allowedDomains.includes(domain)) return refuse(`domain ${domain} not allowed`);

  const linked = await repo.findLinkedPerson(ctx.db, provider.id, claims.subject);
  let person = linked ?? (await repo.findPersonByEmail(ctx.db, email));
  if (!linked && person && (await repo.hasOtherLink(ctx.db, provider.id, person.id))) {
    return refuse('address linked to another account at the provider', person.id);
  }
  if (!person) {
    if (!provider.jitLocationId) return refuse('unknown address');
    person = await createStaffer(ctx, provider, provider.jitLocationId, email, claims);
  }
  if (person.districtId !== provider.districtId) return refuse('another district’s person', person.id);
  if (!person.active) return refuse('deactivated', person.id);
  if (person.userTypeId === UserType.Student) return refuse('a student', person.id);
  if (!person.hasWebAccess) return refuse('no web access', person.id);

  if (linked) await repo.touchLink(ctx.db, provider.id, claims.subject, email);
  else
    await repo.insertLink(ctx.db, {
      userId: person.id,
      providerId: provider.id,
      subject: claims.subject,
      emailAddress: email,
    });
  return {
    ok: true,
    person: {
      id: person.id,
      districtId: person.districtId,
      locationId: person.locationId,
      emailAddress: person.emailAddress ?? email,
    },
  };
}

/**
 * A just-in-time account: plain staff at the provider's school, named as the provider names them. Its
 * password is one nobody knows, which gives it web access; "Forgot your password?" can set a real one.
 */
async function createStaffer(
  ctx: AppContext,
  provider: repo.ProviderRow,
  locationId: string,
  email: string,
  claims: SignInClaims,
): Promise<repo.PersonRow> {
  const [first, ...rest] = (claims.name ?? '').split(/\s+/).filter(Boolean);
  const firstName = (claims.givenName ?? first ?? email.split('@')[0]!).slice(0, 100);
  const lastName = (claims.familyName ?? (rest.join(' ') || '-')).slice(0, 100);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const id = await insertUser(ctx.db, { districtId: provider.districtId, locationId }, UserType.Staffer, {
    firstName,
    lastName,
    sortKey: personSortKey(firstName, lastName),
    emailAddress: email,
    thirdPartyId: null,
    active: true,
    isAdmin: false,
    graduationYear: null,
    passwordHash,
  });
  return {
    id,
    districtId: provider.districtId,
    locationId,
    emailAddress: email,
    userTypeId: UserType.Staffer,
    active: true,
    hasWebAccess: true,
  };
}

/** The provider's settings with its secret; one another key wrote (SSO_SECRET_KEY changed) is unusable. */
function settingsOf(provider: repo.ProviderRow, key: Buffer) {
  if (!canDecrypt(key, provider.clientSecretEncrypted)) {
    throw new ProviderUnavailableError('the client secret was stored under another SSO_SECRET_KEY');
  }
  return {
    cacheKey: `${provider.id}:${provider.version}`,
    issuerUrl: provider.issuerUrl,
    clientId: provider.clientId,
    clientSecret: decryptSecret(key, provider.clientSecretEncrypted),
  };
}

/**
 * Ends the session like usermembership/logout, and offers the provider's own sign-out when the session
 * began there and the provider supports it (a provider that cannot be reached offers none).
 */
export async function logoutWithOffer(
  ctx: AppContext,
  sessionToken: string | undefined,
): Promise<{ providerName: string | null; providerLogoutUrl: string | null }> {
  if (!sessionToken) return { providerName: null, providerLogoutUrl: null };
  const provider = await repo.findSessionProvider(ctx.db, hashToken(sessionToken));
  await logout(ctx, sessionToken);
  const key = keyOf(ctx.env);
  if (!provider?.enabled || !key) return { providerName: null, providerLogoutUrl: null };
  try {
    const config = await configurationOf(settingsOf(provider, key), ctx.env.SSO_TIMEOUT_MS);
    const url = endSessionUrl(config, `${ctx.env.APP_URL.replace(/\/+$/, '')}/login`);
    return { providerName: url ? provider.displayName : null, providerLogoutUrl: url };
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    return { providerName: null, providerLogoutUrl: null };
  }
}
