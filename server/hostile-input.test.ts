import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprintDatabase } from './test/database-fingerprint';
import { hostileRequests, malformableParts, type HostileRequest } from './test/hostile/hostile-request';
import { withRouteCatalogue } from './test/hostile/route-catalogue';
import { STATE_CHANGING_GETS, callerOf, isWriteRoute, sessionCookies } from './test/hostile/write-routes';
import { uniqueIp } from './test/sign-in';
import { createTestApp } from './test/test-app';

/** fast-check runs per write route; a failing run prints its seed, FC_SEED replays it. */
const RUNS_PER_ROUTE = 500;
/** Besides before and after each route's batch, the database is compared after every this many requests. */
const FINGERPRINT_EVERY = 100;
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;

const { built: testApp, routes } = await withRouteCatalogue(() => createTestApp());
const { app, database } = testApp;
const writeRoutes = routes.filter(isWriteRoute);
const cookieOf = sessionCookies(app);
const casesByRoute = new Map<string, number>();
const startedAt = performance.now();

afterAll(async () => {
  const cases = [...casesByRoute.values()].reduce((sum, count) => sum + count, 0);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.info(
    `hostile input: ${casesByRoute.size} write routes, ${cases} malformed requests, ${seconds} s on ${database.kind}`,
  );
  await testApp.close();
});

function send(request: HostileRequest, cookie: string | null) {
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    // The sign-in, reset and password routes are rate-limited per address.
    remoteAddress: uniqueIp(),
  });
}

describe('the route catalogue', () => {
  it('holds every API route the access table lists, and every write route can be malformed', () => {
    const catalogued = routes.map((route) => `${route.method} ${route.url}`);
    expect(catalogued).toEqual(expect.arrayContaining(app.accessTable.map((r) => `${r.method} ${r.url}`)));
    expect(writeRoutes.length).toBeGreaterThan(40);
    expect([...STATE_CHANGING_GETS].every((url) => writeRoutes.some((route) => route.url === url))).toBe(
      true,
    );
    expect(writeRoutes.filter((route) => malformableParts(route).length === 0)).toEqual([]);
  });
});

describe('malformed requests to every write route answer 400 with the schema’s message and change nothing', () => {
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

  it.each(writeRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (name, route) => {
      const cookie = await cookieOf(callerOf(route));
      const before = await fingerprintDatabase(database.db);
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(hostileRequests(route), async (request) => {
          const response = await send(request, cookie);
          sent += 1;
          expect({ status: response.statusCode, body: response.json() }, JSON.stringify(request)).toEqual({
            status: 400,
            body: { statusCode: 400, error: 'Bad Request', message: request.expectedMessage },
          });
          if (sent % FINGERPRINT_EVERY === 1) expect(await fingerprintDatabase(database.db)).toEqual(before);
        }),
        { numRuns: RUNS_PER_ROUTE, ...(seed === undefined ? {} : { seed }) },
      );
      casesByRoute.set(name, sent);
      expect(await fingerprintDatabase(database.db)).toEqual(before);
      expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});
