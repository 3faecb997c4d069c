import type { FastifyInstance } from 'fastify';
import { DemoAccounts } from '../../db/seed/demo';
import { signIn } from '../sign-in';
import type { CataloguedRoute } from './route-catalogue';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GETs that change state: starting an impersonation switches the session (the spec's client uses GET). */
export const STATE_CHANGING_GETS = new Set(['/api/v1/impersonate/:userId/:locationId']);

/** GETs that take free text from the user: search. */
export const FREE_TEXT_GETS = new Set(['/api/v1/search']);

/** The routes the hostile-input suite malforms: every write, and the GETs above. */
export const isWriteRoute = (route: CataloguedRoute) =>
  WRITE_METHODS.has(route.method) || STATE_CHANGING_GETS.has(route.url) || FREE_TEXT_GETS.has(route.url);

/**
 * Who calls each access level so that a request gets past the access check. The levels that depend on
 * the record addressed (team member, team lead, owner) are checked after validation, in the services, so
 * a team lead (a member too) gets as far as validation and body parsing on all of them.
 */
const CALLER_BY_ACCESS: Record<string, string | null> = {
  anonymous: null,
  admin: DemoAccounts.admin,
  superAdmin: DemoAccounts.superAdmin,
};

/** The e-mail address of the demo account that calls `route`, or null for an anonymous route. */
export const callerOf = (route: CataloguedRoute): string | null =>
  route.access !== undefined && route.access in CALLER_BY_ACCESS
    ? CALLER_BY_ACCESS[route.access]!
    : DemoAccounts.lead;

/** A session opened more than this long ago is replaced before the next batch of requests. */
const SESSION_REUSE_MS = 30_000;

/**
 * Session cookies per account, re-opened when half a minute old: a session's last_seen_at is refreshed
 * once a minute, and that write must not land inside a batch whose database is being compared.
 */
export function sessionCookies(app: FastifyInstance) {
  const sessions = new Map<string, { cookie: string; openedAt: number }>();
  return async (email: string | null): Promise<string | null> => {
    if (email === null) return null;
    const session = sessions.get(email);
    if (session && performance.now() - session.openedAt < SESSION_REUSE_MS) return session.cookie;
    const cookie = await signIn(app, email);
    sessions.set(email, { cookie, openedAt: performance.now() });
    return cookie;
  };
}
