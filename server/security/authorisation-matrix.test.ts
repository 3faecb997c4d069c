import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../db/rows';
import type { RouteAccess } from '../plugins/auth';
import { startFakeVideoProvider, type FakeVideoProvider } from '../test/fake-video-provider';
import { sessionCookieOf, signIn } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { userOf } from '../test/users';
import { MatrixRoles, mayCall, refusalStatuses, ROLES, type Role } from './matrix-roles';
import { derivedRequest } from './matrix-derived';
import { ROUTE_REQUESTS, type RouteRequest } from './matrix-requests';
import { letAishaSignIn, loadWorlds, send, sendCase, type World } from './matrix-world';

/**
 * The authorisation matrix: every declared route, called by every role against a record of the demo
 * school's 7th Grade Math team, and by the demo school's people with East Valley's ids put in the URL or
 * body (IDOR). The expected answer comes from the route's declared access (app.accessTable), never
 * from a list written per case.
 */
let t: TestApp;
let video: FakeVideoProvider;
let worlds: Record<World['name'], World>;
const cookies = new Map<Role, string | null>();

beforeAll(async () => {
  // The video-meeting integration is on (against a fake provider), so its routes answer as in production.
  video = await startFakeVideoProvider();
  // Single sign-on can store providers (its key is set), so its settings routes answer as in production.
  t = await createTestApp({
    ...video.env('http://plchub.test/zoomIntegrationResponse/callback'),
    SSO_SECRET_KEY: randomBytes(32).toString('base64'),
  });
  await letAishaSignIn(t.database.db);
  worlds = await loadWorlds(t.app, t.database.db);
  for (const role of ROLES) {
    const email = MatrixRoles[role];
    cookies.set(role, email ? await signIn(t.app, email) : null);
  }
});
afterAll(async () => {
  await t.close();
  await video.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'code']);
/** The demo school's people who see the most of it guess East Valley's ids. */
const IDOR_ROLES: Role[] = ['anonymous', 'teamMember', 'teamLead', 'admin', 'superAdmin'];
const keyOf = (route: RouteAccess) => `${route.method} ${route.url}`;
/** A route's request: derived from the route where its URL names the records (matrix-derived.ts), else stated. */
const requestOf = (route: RouteAccess): RouteRequest | undefined =>
  ROUTE_REQUESTS[keyOf(route)] ?? derivedRequest(route);

interface Tally {
  cases: number;
  idorCases: number;
  leaks: string[];
  unexpected: string[];
}

/** The cookie a case is sent with: the role's session, a fresh one, or an impersonation of the role's person. */
async function cookieFor(fixture: RouteRequest, role: Role): Promise<string | null> {
  const email = MatrixRoles[role];
  if (!email || !fixture.session) return cookies.get(role)!;
  if (fixture.session === 'own') return signIn(t.app, email);
  // The super admin cannot act as themselves: they act as the team's member instead.
  const person = await userOf(t.database.db, role === 'superAdmin' ? MatrixRoles.teamMember : email);
  const started = await send(
    t.app,
    { method: 'GET', url: `/api/v1/impersonate/${person.id}/${person.locationId}` },
    await signIn(t.app, MatrixRoles.superAdmin),
  );
  return sessionCookieOf(started);
}

/** One call: its status against the oracle, and its body against what the caller's school may see. */
async function runCase(route: RouteAccess, role: Role, world: World, tally: Tally, idor: boolean) {
  const fixture = requestOf(route)!;
  const cookie = await cookieFor(fixture, role);
  const context = { world, db: t.database.db, app: t.app, cookie, video };
  const request = await Promise.resolve()
    .then(() => fixture.build(context))
    .catch((error: Error) => {
      tally.unexpected.push(`${role} ${keyOf(route)}: the request could not be prepared: ${error.message}`);
    });
  if (!request) return;
  const addressesRecord = UUID.test(request.url + JSON.stringify(request.payload ?? {}));
  if (idor && !addressesRecord) return;
  const unattributedBefore = await countUnattributedChanges();
  const response = await sendCase(t.app, request, cookie);

  // Another school's records are open to the super admin's routes only, and to the super admin through
  // the routes that read the whole district.
  const districtReader = role === 'superAdmin' && (route.access === 'superAdmin' || fixture.districtWide);
  const allowed = idor
    ? route.access === 'anonymous' || districtReader
    : mayCall(route.access, role, addressesRecord, fixture.owners);
  const label = `${idor ? 'IDOR ' : ''}${role} ${request.method} ${request.url} (${route.access}): ${response.statusCode}`;
  if (idor) tally.idorCases += 1;
  else tally.cases += 1;

  const succeeded = response.statusCode < 400;
  const refusals = refusalStatuses(role, fixture.refusedWith);
  // An impersonation's answers belong to the super admin behind it (of the demo school).
  const callerSchool =
    role === 'otherSchoolAdmin' && fixture.session !== 'impersonating' ? worlds.east : worlds.demo;
  const foreign = callerSchool === worlds.east ? worlds.demo : worlds.east;
  // Anonymous routes answer for the credential in the request (a password, a feed token), not a session.
  const schoolBound =
    !['superAdmin', 'anonymous'].includes(route.access) && role !== 'anonymous' && !districtReader;
  if (!allowed && succeeded) tally.leaks.push(`${label} answered a refused call`);
  else if (schoolBound && foreign.ownedIds.some((id) => response.body.includes(id)))
    tally.leaks.push(`${label} carries another school's ids`);
  else if (!allowed && !isErrorAnswer(response.body))
    tally.leaks.push(`${label} refused with data: ${response.body}`);
  else if (allowed ? !succeeded : !refusals.includes(response.statusCode))
    tally.unexpected.push(
      `${label} expected ${allowed ? 'success' : refusals.join('/')} ${response.body.slice(0, 200)}`,
    );
  else if (role !== 'anonymous' && (await countUnattributedChanges()) !== unattributedBefore)
    tally.unexpected.push(`${label} changed records without naming its caller in the audit log`);
}

/** Audit entries with no actor: a signed-in caller's change must never add one (withTransaction names them). */
async function countUnattributedChanges(): Promise<number> {
  const [row] = await selectRows(
    t.database.db,
    sql`select count(*)::int as count from audit_entries where actor_user_id is null`,
    z.object({ count: z.number() }),
  );
  return row!.count;
}

function isErrorAnswer(body: string): boolean {
  try {
    const answer: unknown = JSON.parse(body);
    return (
      typeof answer === 'object' && answer !== null && Object.keys(answer).every((key) => ERROR_KEYS.has(key))
    );
  } catch {
    return false;
  }
}

describe('the authorisation matrix', () => {
  it('answers every route by its declaration for every role, and leaks nothing (IDOR included)', async () => {
    const table = t.app.accessTable;
    expect(
      table.filter((route) => !requestOf(route)).map(keyOf),
      'routes without a matrix request (neither derived nor stated)',
    ).toEqual([]);
    // Requests that end or replace a session run last, so every other case keeps its session.
    const ordered = [
      ...table.filter((route) => !requestOf(route)!.session),
      ...table.filter((route) => requestOf(route)!.session),
    ];
    const tally: Tally = { cases: 0, idorCases: 0, leaks: [], unexpected: [] };
    const started = performance.now();
    for (const route of ordered) {
      for (const role of ROLES) await runCase(route, role, worlds.demo, tally, false);
      for (const role of IDOR_ROLES) await runCase(route, role, worlds.east, tally, true);
    }
    console.info(
      `authorisation matrix: ${table.length} routes × ${ROLES.length} roles = ${tally.cases} cases, ` +
        `${tally.idorCases} IDOR cases (another school's ids), ${tally.leaks.length} leaks, ` +
        `${tally.unexpected.length} unexpected answers, ${Math.round(performance.now() - started)} ms`,
    );
    expect(tally.leaks).toEqual([]);
    expect(tally.unexpected).toEqual([]);
  }, 300_000);
});
