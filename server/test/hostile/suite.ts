import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprintDatabase } from '../database-fingerprint';
import { uniqueIp } from '../sign-in';
import { createTestApp } from '../test-app';
import { hostileRequests, malformableParts, type HostileRequest } from './hostile-request';
import { withRouteCatalogue } from './route-catalogue';
import { FREE_TEXT_GETS, STATE_CHANGING_GETS, callerOf, isWriteRoute, sessionCookies } from './write-routes';

/** fast-check runs per write route; a failing run prints its seed, FC_SEED replays it. */
const RUNS_PER_ROUTE = 500;
/**
 * One route's 500 requests take a few seconds on a quiet machine but took over 30 s (the server project's timeout) on two
 * cores shared with other suites, and a batch cut off by its timeout keeps sending into the next route's batch.
 */
const ROUTE_TIMEOUT_MS = 180_000;
/** Besides before and after each route's batch, the database is compared after every this many requests. */
const FINGERPRINT_EVERY = 100;
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;

/**
 * The write routes are shared out between this many files (server/hostile-input-<part>.test.ts), each with
 * its own app and database, so that vitest runs them side by side: one file took half of vitest's time.
 */
export const HOSTILE_INPUT_PARTS = 4;

/**
 * Sends RUNS_PER_ROUTE malformed requests to every `HOSTILE_INPUT_PARTS`-th write route, starting at the
 * `part`-th (1-based): together the parts cover every write route the app registers. Part 1 also checks the
 * route catalogue itself.
 */
export async function describeHostileInput(part: number): Promise<void> {
  const { built: testApp, routes } = await withRouteCatalogue(() => createTestApp());
  const { app, database } = testApp;
  const writeRoutes = routes.filter(isWriteRoute);
  const routesOfPart = writeRoutes.filter((_, index) => index % HOSTILE_INPUT_PARTS === part - 1);
  const cookieOf = sessionCookies(app);
  const casesByRoute = new Map<string, number>();
  const startedAt = performance.now();

  afterAll(async () => {
    const cases = [...casesByRoute.values()].reduce((sum, count) => sum + count, 0);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.info(
      `hostile input, part ${part} of ${HOSTILE_INPUT_PARTS}: ${casesByRoute.size} of ${writeRoutes.length} write routes, ${cases} malformed requests, ${seconds} s on ${database.kind}`,
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

  if (part === 1) {
    describe('the route catalogue', () => {
      it('holds every API route the access table lists, and every write route can be malformed', () => {
        const catalogued = routes.map((route) => `${route.method} ${route.url}`);
        expect(catalogued).toEqual(
          expect.arrayContaining(app.accessTable.map((r) => `${r.method} ${r.url}`)),
        );
        expect(writeRoutes.length).toBeGreaterThan(40);
        const gets = [...STATE_CHANGING_GETS, ...FREE_TEXT_GETS];
        expect(gets.every((url) => writeRoutes.some((route) => route.url === url))).toBe(true);
        expect(writeRoutes.filter((route) => malformableParts(route).length === 0)).toEqual([]);
      });

      it('is shared out between exactly HOSTILE_INPUT_PARTS files, so every write route is in one', () => {
        const serverDir = path.resolve(import.meta.dirname, '../..');
        const parts = readdirSync(serverDir).filter((file) => /^hostile-input-\d+\.test\.ts$/.test(file));
        expect(parts.sort()).toEqual(
          Array.from({ length: HOSTILE_INPUT_PARTS }, (_, index) => `hostile-input-${index + 1}.test.ts`),
        );
      });
    });
  }

  describe('malformed requests to every write route answer 400 with the schema’s message and change nothing', () => {
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

    it('this part has write routes to malform', () => {
      expect(routesOfPart.length).toBeGreaterThan(0);
    });

    it.each(routesOfPart.map((route) => [`${route.method} ${route.url}`, route] as const))(
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
            if (sent % FINGERPRINT_EVERY === 1)
              expect(await fingerprintDatabase(database.db)).toEqual(before);
          }),
          { numRuns: RUNS_PER_ROUTE, ...(seed === undefined ? {} : { seed }) },
        );
        casesByRoute.set(name, sent);
        expect(await fingerprintDatabase(database.db)).toEqual(before);
        expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
      ROUTE_TIMEOUT_MS,
    );
  });
}
