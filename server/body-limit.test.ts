import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprintDatabase } from './test/database-fingerprint';
import { INVALID_JSON_BODY } from './test/hostile/hostile-request';
import { withRouteCatalogue } from './test/hostile/route-catalogue';
import { callerOf, isWriteRoute, sessionCookies } from './test/hostile/write-routes';
import { uniqueIp } from './test/sign-in';
import { createTestApp } from './test/test-app';

/** The limit, written out rather than read from buildApp, so raising the app's limit fails here. */
const ONE_MEGABYTE = 1024 * 1024;

const { built: testApp, routes } = await withRouteCatalogue(() => createTestApp());
const { app, database } = testApp;
const cookieOf = sessionCookies(app);
// A GET carries no body, so every write route but the impersonation GET.
const bodyRoutes = routes.filter((route) => isWriteRoute(route) && route.method !== 'GET');
afterAll(() => testApp.close());

/** A JSON document of exactly `bytes` bytes: one string field, so only its size can refuse it. */
const jsonOfSize = (bytes: number) => `{"Note":"${'x'.repeat(bytes - '{"Note":""}'.length)}"}`;
const overLimit = jsonOfSize(ONE_MEGABYTE + 1);

const TOO_LARGE = { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' };

interface Delivery {
  payload: string | Readable;
  headers?: Record<string, string>;
}

/** How the oversized body is announced: honestly, with a small lie, with none at all, with a big lie. */
const deliveries: [string, () => Delivery][] = [
  ['an honest content-length', () => ({ payload: overLimit })],
  [
    'a content-length claiming 100 bytes',
    () => ({ payload: overLimit, headers: { 'content-length': '100' } }),
  ],
  ['no content-length (a stream)', () => ({ payload: Readable.from([overLimit]) })],
  [
    'a content-length claiming 2 MB over a small body',
    () => ({ payload: '{}', headers: { 'content-length': String(2 * ONE_MEGABYTE) } }),
  ],
];

describe('bodies over 1 MB are refused with 413 on every write route, and nothing changes', () => {
  it('knows the write routes that take a body', () => {
    expect(bodyRoutes.length).toBeGreaterThan(40);
  });

  it.each(bodyRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, route) => {
      const cookie = await cookieOf(callerOf(route));
      // Path parameters are well-formed, so only the body can be refused.
      const url = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const before = await fingerprintDatabase(database.db);
      for (const [how, delivery] of deliveries) {
        const { payload, headers = {} } = delivery();
        const response = await app.inject({
          method: route.method as 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
          remoteAddress: uniqueIp(),
        });
        expect({ how, status: response.statusCode, body: response.json() }).toEqual({
          how,
          status: 413,
          body: TOO_LARGE,
        });
      }
      // The limit is 1 MB, not less: a body of exactly 1 MB is read and parsed (and refused as broken JSON).
      const atLimit = await app.inject({
        method: route.method as 'POST',
        url,
        payload: jsonOfSize(ONE_MEGABYTE).slice(0, -1) + ' ',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        remoteAddress: uniqueIp(),
      });
      expect(atLimit.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: INVALID_JSON_BODY });
      expect(await fingerprintDatabase(database.db)).toEqual(before);
    },
  );
});
