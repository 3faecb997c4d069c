import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/demo';
import { createTestApp, type TestApp } from '../test/test-app';
import { signIn, uniqueIp } from '../test/sign-in';
import { CROSS_SITE_REFUSED } from './cross-site';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://plchub.example.org' });
});
afterAll(async () => t.close());

const login = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/usermembership/login',
    headers: { host: 'plchub.internal:3000', ...headers },
    payload: { EmailAddress: DemoAccounts.teacher, Password: DEMO_PASSWORD },
    remoteAddress: uniqueIp(),
  });

const getSession = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/usermembership/getSession', headers: { cookie, ...headers } });

describe('state-changing requests from another site', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin without Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['an opaque Origin without Sec-Fetch-Site', { origin: 'null' }],
    ['the right host on another scheme', { origin: 'https://plchub.internal:3000' }],
  ])('are refused with 403: %s', async (_, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: CROSS_SITE_REFUSED });
    expect(response.cookies).toEqual([]);
  });

  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none (typed or bookmarked)', { 'sec-fetch-site': 'none' }],
    ['the public address as Origin', { origin: 'https://plchub.example.org' }],
    ['the asked host as Origin (dev proxy, private address)', { origin: 'http://plchub.internal:3000' }],
    ['no browser headers at all (API clients)', {}],
  ])('are served from this app: %s', async (_, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Code: 1 });
  });

  it("leave a signed-in victim's session untouched (a forged sign-out) and reads stay possible", async () => {
    const cookie = await signIn(t.app, DemoAccounts.teacher);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usermembership/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await getSession(cookie)).statusCode).toBe(200);
    // A cross-site GET changes nothing; the browser's CORS rules keep its answer from the other site.
    expect((await getSession(cookie, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
  });
});
