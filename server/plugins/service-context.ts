import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { setAuditActor, type AuditActor } from '../db/audit-session';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { BackgroundTasks } from '../lib/background';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../modules/mail';
import { requireAuth, type AuthContext } from './auth';

/**
 * What a service works with besides its input, the one first argument of every service function:
 * the database (or the transaction the service opened), the settings, the mailer, work for after the
 * answer, and the request's logger. Repositories take only `db` from it.
 */
export interface AppContext {
  /** The database, or the transaction a service opened with withTransaction. */
  db: Db;
  env: Env;
  mailer: Mailer;
  /** Work that runs after the answer has gone (mail), drained when the app closes. */
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  /** The app's clock (a hand-moved one in tests). */
  clock: Clock;
}

/** The context of a signed-in caller's request. */
export interface ServiceContext extends AppContext {
  auth: AuthContext;
}

/** The context of work with no caller: an anonymous route, a CLI, a test's set-up. */
export const appContextOf = (app: FastifyInstance, log: FastifyBaseLogger = app.log): AppContext => ({
  db: app.db,
  env: app.env,
  mailer: app.mailer,
  background: app.background,
  log,
  clock: app.clock,
});

/** The context of an anonymous route's request. */
export const publicContextOf = (request: FastifyRequest): AppContext =>
  appContextOf(request.server, request.log);

/** The context of a signed-in route's request (401 without a session). */
export const contextOf = (request: FastifyRequest): ServiceContext => ({
  ...publicContextOf(request),
  auth: requireAuth(request),
});

/** Who the audit log names for the caller's changes: the person, and the super admin impersonating them. */
export const auditActorOf = (auth: AuthContext): AuditActor => ({
  userId: auth.userId,
  impersonatorUserId: auth.impersonator?.userId ?? null,
});

/**
 * The same context inside one transaction: every write through it commits together or not at all, and a
 * signed-in caller's changes are logged as theirs (audit-session.ts). Any context with a database will do
 * (a CLI's has no mailer or logger).
 */
export const withTransaction = <C extends Pick<AppContext, 'db'> & { auth?: AuthContext }, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
): Promise<T> =>
  ctx.db.transaction(async (db) => {
    const { auth } = ctx;
    if (auth) await setAuditActor(db, auditActorOf(auth));
    return work({ ...ctx, db });
  });
