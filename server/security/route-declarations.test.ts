import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../modules/auth';
import { requestAudit } from '../modules/impersonation';
import authPlugin, { ACCESS_LEVELS } from '../plugins/auth';
import dbPlugin from '../plugins/db';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/**
 * Every method and path the router holds, read from Fastify's own route tree (printRoutes), not from
 * the access table: a route registered where the auth plugin's hook cannot see it shows up here.
 */
function registeredRoutes(tree: string): { method: string; url: string }[] {
  const prefixes: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

describe('route declarations', () => {
  it('every route the server registered under /api declares who may call it', () => {
    // The router matches case-insensitively and prints paths in lower case.
    const declared = new Set(t.app.accessTable.map((route) => `${route.method} ${route.url.toLowerCase()}`));
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((route) =>
      route.url.startsWith('/api'),
    );
    expect(registered.length).toBeGreaterThan(100);
    // HEAD is answered by the GET route's handler and hooks, so it carries the GET's declaration.
    // The tree prints a wildcard under its longest static prefix: `/api/docs/static/*` as `/api/docs*`.
    const isDeclared = (key: string) =>
      key.endsWith('*')
        ? [...declared].some((known) => known.endsWith('*') && known.startsWith(key.slice(0, -1)))
        : declared.has(key);
    const undeclared = [
      ...new Set(
        registered.map(
          (route) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url.toLowerCase()}`,
        ),
      ),
    ].filter((key) => !isDeclared(key));
    expect(undeclared).toEqual([]);
    expect(t.app.accessTable.every((route) => ACCESS_LEVELS.includes(route.access))).toBe(true);
  });

  it('the declared table is the reviewed one: a changed level (a relaxed one above all) shows in access-table.txt', async () => {
    // The matrix takes the table as its oracle, so a relaxed declaration would relax its expectations too;
    // this file makes every change of a level a visible diff (vitest -u writes it after review).
    const lines = t.app.accessTable.map(
      (route) => `${route.access.padEnd(10)} ${route.method.padEnd(6)} ${route.url}`,
    );
    await expect(`${lines.sort().join('\n')}\n`).toMatchFileSnapshot('./access-table.txt');
  });

  it('an API route that declares nothing cannot be registered', async () => {
    const app = Fastify({ logger: false });
    await app.register(dbPlugin, { database: t.database });
    await app.register(authPlugin, { sessions: sessionStore, audit: requestAudit });
    expect(() => app.get('/api/v1/undeclared', async () => 'open')).toThrow(
      'GET /api/v1/undeclared declares no access level',
    );
    expect(() =>
      app.get('/api/v1/unknown-level', { config: { access: 'everyone' as 'member' } }, async () => 'open'),
    ).toThrow('declares no access level');
    await app.close();
  });
});
