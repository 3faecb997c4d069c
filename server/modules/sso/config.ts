import type { Env } from '../../env';

/** Single sign-on's settings as the server reads them (env.ts). */

/** The key that encrypts client secrets; null while SSO_SECRET_KEY is unset (nothing can be saved). */
export const keyOf = (env: Env): Buffer | null =>
  env.SSO_SECRET_KEY ? Buffer.from(env.SSO_SECRET_KEY, 'base64') : null;

const appUrlOf = (env: Env) => env.APP_URL.replace(/\/+$/, '');

/** What a district registers at its provider as the redirect (callback) URL. */
export const redirectUrlOf = (env: Env) => `${appUrlOf(env)}/api/v1/sso/callback`;

/** Where a provider sends people after signing out of it. */
export const postLogoutUrlOf = (env: Env) => `${appUrlOf(env)}/login`;

/** The cookie binding a sign-in to the browser that began it (only the sso routes read it). */
export const SSO_BROWSER_COOKIE = 'plchub_sso';
export const SSO_COOKIE_PATH = '/api/v1/sso';

/**
 * Where to go once signed in: a path of this site only. Anything else (another origin, "//host", "/\\host",
 * a scheme, a path that normalises to one of those) becomes the home page, so the callback never
 * redirects off-site.
 */
export function safeReturnPath(returnTo: string | undefined): string {
  const base = 'http://same.origin';
  if (!returnTo?.startsWith('/') || !URL.canParse(returnTo, base)) return '/';
  const url = new URL(returnTo, base);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === base && !/^\/[/\\]/.test(path) ? path : '/';
}

/**
 * Whether the ID token vouches for its address. Google and standard issuers say so in email_verified;
 * Microsoft Entra ID sends no email_verified, but says its tenant owns the address's domain in the
 * optional claim xms_edov (README: add it in the app registration's token configuration).
 */
export function emailVerifiedOf(kind: string, claims: Record<string, unknown>): boolean {
  if (claims.email_verified === true || claims.email_verified === 'true') return true;
  return (
    kind === 'microsoft' &&
    (claims.xms_edov === true || claims.xms_edov === 'true' || claims.xms_edov === '1')
  );
}
