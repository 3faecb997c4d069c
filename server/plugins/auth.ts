import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import { hashToken } from '../lib/tokens';
import type { Env } from '../env';
import type { Db } from '../db/database';
import { withholdUnprovedAnswers } from './record-access';

/**
 * Who may call a route; every /api route declares one, and the plugin enforces it. It checks the coarse
 * part before the handler (a session for all but `anonymous`, the admin and super-admin flags). The part
 * that depends on the record addressed (its school, its team, its people) only the owning module's policy
 * can check, which the service runs before it reads or writes: the policy proves the level through
 * authorizeAccess (record-access.ts), and the plugin withholds every successful answer of a record-level
 * route for which no policy proved the level during the request. A proof names a level, not a record: each
 * policy checks the record its service acts on. A write has happened by the time its answer is withheld,
 * so the authorisation matrix, which takes this table as its oracle, is what catches such a route.
 * - anonymous: anyone, signed in or not;
 * - member: any signed-in person, on their own data and their school's shared lists;
 * - teamMember: members of the addressed record's team, and admins of its school;
 * - teamLead: leads of the addressed record's team, and admins of its school;
 * - owner: the record's own people (its author, assignee, assigner, note taker or facilitator; the team's
 *   leads where the policy says so), and admins of its school;
 * - admin: admins of the addressed record's school (of their own school when no record is addressed);
 * - superAdmin: super admins, across schools.
 */
export const ACCESS_LEVELS = [
  'anonymous',
  'member',
  'teamMember',
  'teamLead',
  'owner',
  'admin',
  'superAdmin',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The super admin behind an impersonation session, their own school, and the session's hard end. */
export interface Impersonator {
  userId: string;
  firstName: string;
  lastName: string;
  districtId: string;
  locationId: string;
  expiresAt: Date;
}

/** The signed-in caller, scoped to one school. While impersonating, userId is the person acted as. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  districtId: string;
  locationId: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  impersonator: Impersonator | null;
  /** When the person at the keyboard last proved their password (a super admin's own, while impersonating). */
  signedInAt: Date;
}

/**
 * Whether a signed-in caller meets a role's access level: the check every admin and super-admin route
 * gets, and the session's rights to open those screens (auth presenter).
 */
export const meetsAccessLevel = (auth: AuthContext, access: 'admin' | 'superAdmin'): boolean =>
  access === 'admin' ? auth.isAdmin : auth.isSuperAdmin;

/** One row per API route: what the access check enforces, listed for tests and reviews. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTable: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The audit row of a request made while impersonating; its status is filled in once answered. */
    impersonationAuditId: string | null;
  }
}

export const SESSION_COOKIE = 'plchub_session';
/** Writing last_seen_at on every request would turn reads into writes; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** How long a session lives: since its last use, and since its sign-in whatever the activity. */
export interface SessionLifetime {
  idleMinutes: number;
  absoluteDays: number;
}

/** A signed-in caller as the access check sees them, and when their session was last used. */
export type LiveSession = AuthContext & { lastSeenAt: Date };

/**
 * What the plugin reads and writes through the modules that own sessions (auth) and the impersonation
 * audit (impersonation). app.ts passes them in: the plugin imports neither module, so every module may
 * import the plugin's types and guards without a cycle.
 */
export interface AuthPluginOptions {
  sessions: {
    /** The live session of a token's hash, with when it was last used. */
    findLive(db: Db, tokenHash: string, lifetime: SessionLifetime): Promise<LiveSession | undefined>;
    touch(db: Db, sessionId: string): Promise<void>;
  };
  audit: {
    /** Writes an impersonation audit row for the request; returns its id. */
    record(
      db: Db,
      request: FastifyRequest,
      auth: AuthContext,
      event: 'request' | 'denied',
      statusCode?: number,
    ): Promise<string>;
    setStatus(db: Db, id: string, statusCode: number): Promise<void>;
  };
}

export default fp<AuthPluginOptions>(
  async (app, { sessions, audit }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('impersonationAuditId', null);
    const accessTable: RouteAccess[] = [];
    app.decorate('accessTable', accessTable);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      // Swagger UI's routes take no config of ours; the API documentation is public.
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'anonymous' };
      const access = route.config?.access;
      if (!access || !ACCESS_LEVELS.includes(access))
        throw new Error(`Route ${route.method.toString()} ${route.url} declares no access level`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') accessTable.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.auth = await resolveSession(request, token);
      const { auth } = request;
      // Every request of an impersonation session, whatever its path looks like (the router decodes
      // escapes and accepts absolute URLs), written before the access check and the handler, so refused
      // and failing requests are on record too.
      if (auth?.impersonator) {
        request.impersonationAuditId = await audit.record(app.db, request, auth, 'request');
      }
      const access = request.routeOptions.config.access;
      if (!access || access === 'anonymous') return;
      if (!auth) throw unauthorized();
      if (access === 'admin' && !meetsAccessLevel(auth, access)) throw forbidden();
      if (access === 'superAdmin' && !meetsAccessLevel(auth, access)) {
        await audit.record(app.db, request, auth, 'denied', 403);
        throw forbidden();
      }
    });

    withholdUnprovedAnswers(app);

    app.addHook('onResponse', async (request, reply) => {
      if (request.impersonationAuditId)
        await audit.setStatus(app.db, request.impersonationAuditId, reply.statusCode);
    });

    async function resolveSession(request: FastifyRequest, token: string): Promise<AuthContext | null> {
      const row = await sessions.findLive(app.db, hashToken(token), sessionLifetimeOf(app.env));
      if (!row) return null;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
        await sessions.touch(app.db, row.sessionId);
      request.log = request.log.child({ userId: row.userId, impersonatorUserId: row.impersonator?.userId });
      const { lastSeenAt: _lastSeenAt, ...auth } = row;
      return auth;
    }
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The session lifetime settings, as the session lookup takes them. */
export const sessionLifetimeOf = (env: Env): SessionLifetime => ({
  idleMinutes: env.SESSION_IDLE_MINUTES,
  absoluteDays: env.SESSION_ABSOLUTE_DAYS,
});

/** The caller of a route that declared a signed-in access level. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || request.server.env.APP_URL.startsWith('https:'),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
