import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../db/seed/demo';
import { handleError } from '../error-handler';
import { sessionStore } from '../modules/auth';
import { requestAudit } from '../modules/impersonation';
import authPlugin, { ACCESS_LEVELS, requireAuth } from '../plugins/auth';
import dbPlugin from '../plugins/db';
import { allowWithoutRecord, authorizeAccess } from '../plugins/record-access';
import { signIn } from '../test/sign-in';
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

/** An app with only the database, cookies and the auth plugin, to register routes of a test's own on. */
async function appWithAuth() {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.decorate('env', t.app.env);
  await app.register(dbPlugin, { database: t.database });
  await app.register(cookie);
  await app.register(authPlugin, { sessions: sessionStore, audit: requestAudit });
  return app;
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
    const app = await appWithAuth();
    expect(() => app.get('/api/v1/undeclared', async () => 'open')).toThrow(
      'GET /api/v1/undeclared declares no access level',
    );
    expect(() =>
      app.get('/api/v1/unknown-level', { config: { access: 'everyone' as 'member' } }, async () => 'open'),
    ).toThrow('declares no access level');
    await app.close();
  });

  it('a record-level route answers only once a policy proved its level: a route without one answers 500', async () => {
    const app = await appWithAuth();
    const record = { secret: 'a record of the team' };
    app.get('/api/v1/no-policy', { config: { access: 'teamMember' } }, async (_request, reply) => {
      reply.header('content-disposition', `attachment; filename=${record.secret}.ics`);
      return record;
    });
    app.get('/api/v1/member-proof', { config: { access: 'teamMember' } }, async (request) => {
      authorizeAccess(requireAuth(request), 'teamMember', true);
      return record;
    });
    // A lead's route whose service checked only membership: the declaration promises more than was checked.
    app.get('/api/v1/weaker-proof', { config: { access: 'teamLead' } }, async (request) => {
      authorizeAccess(requireAuth(request), 'teamMember', true);
      return record;
    });
    app.get('/api/v1/lead-proof', { config: { access: 'teamLead' } }, async (request) => {
      authorizeAccess(requireAuth(request), 'teamLead', true);
      return record;
    });
    app.get('/api/v1/owner-from-new', { config: { access: 'owner' } }, async (request) => {
      allowWithoutRecord(requireAuth(request));
      return record;
    });
    app.get('/api/v1/member-from-new', { config: { access: 'teamMember' } }, async (request) => {
      allowWithoutRecord(requireAuth(request));
      return record;
    });
    app.get('/api/v1/refused', { config: { access: 'teamLead' } }, async (request) => {
      authorizeAccess(requireAuth(request), 'teamLead', false);
      return record;
    });
    const session = await signIn(t.app, DemoAccounts.teacher);
    const statusOf = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: session } });
      if (response.statusCode >= 400)
        expect(response.body + JSON.stringify(response.headers)).not.toContain(record.secret);
      return response.statusCode;
    };
    expect(await statusOf('/api/v1/no-policy')).toBe(500);
    expect(await statusOf('/api/v1/member-proof')).toBe(200);
    expect(await statusOf('/api/v1/weaker-proof')).toBe(500);
    expect(await statusOf('/api/v1/lead-proof')).toBe(200);
    expect(await statusOf('/api/v1/owner-from-new')).toBe(500);
    expect(await statusOf('/api/v1/member-from-new')).toBe(200);
    expect(await statusOf('/api/v1/refused')).toBe(403);
    await app.close();
  });
});
