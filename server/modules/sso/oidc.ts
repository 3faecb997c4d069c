import * as client from 'openid-client';

/**
 * The OpenID Connect protocol, through openid-client (certified): discovery, the authorization URL with
 * PKCE, state and nonce, and the code exchange, which checks the ID token's signature against the
 * issuer's published keys (fetched again when a token names a key it has not seen: key rotation), its
 * issuer, audience, expiry and nonce, and refuses unsigned (alg none) tokens.
 */

/** A provider as the protocol needs it. `cacheKey` changes whenever its settings do. */
export interface OidcClientSettings {
  cacheKey: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The provider could not be reached, or answered its discovery or token request with a server error. */
export class ProviderUnavailableError extends Error {}

/** How long a discovered configuration (and the keys it fetched) is reused. */
const DISCOVERY_TTL_MS = 10 * 60_000;
const discovered = new Map<string, { config: Promise<client.Configuration>; until: number }>();

/** http is allowed only on this machine (a provider for tests and development); elsewhere https only. */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

function discover(settings: OidcClientSettings, timeoutMs: number): Promise<client.Configuration> {
  const issuer = new URL(settings.issuerUrl);
  return client.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    client.ClientSecretPost(settings.clientSecret),
    {
      timeout: Math.max(1, Math.ceil(timeoutMs / 1000)),
      execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
    },
  );
}

/** The provider's configuration, discovered once per settings and reused for a while. */
export async function configurationOf(
  settings: OidcClientSettings,
  timeoutMs: number,
  now = Date.now(),
): Promise<client.Configuration> {
  const cached = discovered.get(settings.cacheKey);
  if (cached && cached.until > now) return cached.config;
  const config = discover(settings, timeoutMs);
  discovered.set(settings.cacheKey, { config, until: now + DISCOVERY_TTL_MS });
  try {
    return await config;
  } catch (error) {
    discovered.delete(settings.cacheKey);
    throw new ProviderUnavailableError('discovery failed', { cause: error });
  }
}

/** What a sign-in keeps between leaving for the provider and coming back. */
export interface SignInSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newSignInSecrets(): SignInSecrets {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

/** Where the browser goes to sign in at the provider. */
export async function authorizationUrl(
  config: client.Configuration,
  secrets: SignInSecrets,
  redirectUrl: string,
  loginHint: string | undefined,
): Promise<string> {
  const parameters: Record<string, string> = {
    redirect_uri: redirectUrl,
    scope: 'openid email profile',
    response_type: 'code',
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (loginHint) parameters.login_hint = loginHint;
  return client.buildAuthorizationUrl(config, parameters).href;
}

/** The ID token's claims this app reads. */
export interface SignInClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

const stringClaim = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Exchanges the code the provider sent back (in `callbackUrl`) for tokens and checks the ID token. Throws
 * ProviderUnavailableError when the provider cannot be reached or fails; any other error means the answer
 * did not check out (wrong state, a replayed code, a bad token).
 */
export async function redeemCode(
  config: client.Configuration,
  callbackUrl: URL,
  secrets: SignInSecrets,
  emailVerifiedClaim: (claims: Record<string, unknown>) => boolean,
): Promise<SignInClaims> {
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    if (isUnreachable(error)) throw new ProviderUnavailableError('token request failed', { cause: error });
    throw error;
  }
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  return {
    subject: claims.sub,
    email: stringClaim(claims.email),
    emailVerified: emailVerifiedClaim(claims),
    givenName: stringClaim(claims.given_name),
    familyName: stringClaim(claims.family_name),
    name: stringClaim(claims.name),
  };
}

/** A network failure, a timeout, or a provider answering with a server error. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    (error instanceof TypeError && /fetch/i.test(error.message)) ||
    (error.cause !== undefined && isUnreachable(error.cause))
  );
}

/** The provider's own sign-out page, when it supports RP-initiated logout. */
export function endSessionUrl(config: client.Configuration, afterLogoutUrl: string): string | null {
  if (!config.serverMetadata().end_session_endpoint) return null;
  return client.buildEndSessionUrl(config, { post_logout_redirect_uri: afterLogoutUrl }).href;
}

/** Fetches an issuer's discovery document as a sign-in would, without keeping it (the settings' "Test"). */
export async function testDiscovery(issuerUrl: string, timeoutMs: number): Promise<DiscoverySummary> {
  const config = await discover(
    { cacheKey: '', issuerUrl, clientId: 'discovery-test', clientSecret: 'discovery-test' },
    timeoutMs,
  );
  return summaryOf(config);
}

/** What the settings screen's "Test" shows of a discovery. */
export interface DiscoverySummary {
  issuer: string;
  authorizationEndpoint: string | null;
  supportsLogout: boolean;
}

export const summaryOf = (config: client.Configuration): DiscoverySummary => {
  const metadata = config.serverMetadata();
  return {
    issuer: metadata.issuer,
    authorizationEndpoint: metadata.authorization_endpoint ?? null,
    supportsLogout: Boolean(metadata.end_session_endpoint),
  };
};
