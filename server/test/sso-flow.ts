import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SSO_BROWSER_COOKIE } from '../modules/sso';

/**
 * Drives a single sign-on as a browser would, for the server tests: the app's start (inject), the
 * provider's pages over real HTTP (its sign-in form, with the account id typed as the login), and the
 * app's callback (inject) with the browser's cookie. Not a test.
 */

/** The callback a test app (APP_URL http://plchub.test) gives providers to send people back to. */
export const SSO_REDIRECT_URL = 'http://plchub.test/api/v1/sso/callback';

export interface BegunSignIn {
  /** The Location the app's start answered: the provider's authorization URL or the login page. */
  location: string;
  /** The cookie that binds the sign-in to this browser ("name=value"), when the start set one. */
  browserCookie: string | undefined;
}

export async function beginSignIn(
  app: FastifyInstance,
  providerId: string,
  returnTo = '/',
): Promise<BegunSignIn> {
  const start = await app.inject({
    method: 'GET',
    url: `/api/v1/sso/start/${providerId}?returnTo=${encodeURIComponent(returnTo)}`,
  });
  if (start.statusCode !== 302) throw new Error(`sso/start answered ${start.statusCode}: ${start.body}`);
  const cookie = start.cookies.find((each) => each.name === SSO_BROWSER_COOKIE);
  return {
    location: String(start.headers.location),
    browserCookie: cookie ? `${SSO_BROWSER_COOKIE}=${cookie.value}` : undefined,
  };
}

/**
 * Follows the provider's redirects from its authorization URL, signing in as `accountId` on its sign-in
 * page when one comes, until it sends the browser back to `redirectUrl`; that URL, with code and state.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string, redirectUrl: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(redirectUrl)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { body: form.toString() }),
    });
    form = undefined;
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action)
      throw new Error(`the provider answered ${response.status} without a form: ${page.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    form = /name="login"/.test(page)
      ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}

/** The app's callback with the provider's answer (`callbackUrl`), from the browser holding `browserCookie`. */
export function finishSignIn(
  app: FastifyInstance,
  callbackUrl: string,
  browserCookie: string | undefined,
): Promise<LightMyRequestResponse> {
  const url = new URL(callbackUrl);
  return app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: browserCookie ? { cookie: browserCookie } : {},
  });
}
