import type { FastifyRequest } from 'fastify';
import { SuperAdminMessages } from '@shared/schemas/super-admin';
import { badRequest, forbidden, notFound, unauthorized, type HttpError } from '../../errors';
import { createToken } from '../../lib/tokens';
import { type AuthContext, sessionLifetimeOf } from '../../plugins/auth';
import { isCrossSiteRequest } from '../../plugins/cross-site';
import { type AppContext, type ServiceContext, withTransaction } from '../../plugins/service-context';
import { clientInfoOf, deleteSessionById, findLiveSession, insertSession } from '../auth';
import { auditEntryOf } from './audit';
import { insertAuditEntry } from './audit-repository';
import { impersonationRefusal } from './policy';
import * as repository from './repository';

/** The session that replaced the caller's: its token for the cookie, and who it signs in. */
export interface SwitchedSession {
  token: string;
  auth: AuthContext;
}

/**
 * Starts acting as a person of a school. Every refusal is written to the audit before it is answered. The
 * caller's session is replaced, not kept aside: a new token for the new identity, and returning later
 * opens another fresh one.
 */
export async function start(
  ctx: ServiceContext,
  request: FastifyRequest,
  params: { userId: string; locationId: string },
): Promise<SwitchedSession> {
  const { auth } = ctx;
  const refuse = async (refusal: HttpError) => {
    await insertAuditEntry(ctx.db, auditEntryOf(request, auth, 'denied', refusal.statusCode));
    return refusal;
  };
  // A state-changing GET (the spec's verb): a link on another site would carry the SameSite=Lax cookie.
  if (isCrossSiteRequest(request.headers['sec-fetch-site'])) throw await refuse(forbidden());
  const target = await repository.findImpersonationTarget(ctx.db, params.userId, params.locationId);
  if (!target) throw await refuse(notFound());
  const refusal = impersonationRefusal(auth, target);
  if (refusal) throw await refuse(refusal);

  const { token, tokenHash } = createToken();
  const started = await withTransaction(ctx, async (tx) => {
    // Two starts racing with one cookie (a double click, two tabs): only the one that ends it goes on.
    if (!(await deleteSessionById(tx.db, auth.sessionId))) return false;
    await insertSession(tx.db, {
      tokenHash,
      userId: target.userId,
      districtId: target.districtId,
      locationId: target.locationId,
      impersonatorUserId: auth.userId,
      expiresInMinutes: ctx.env.IMPERSONATION_MINUTES,
      // Acting as someone proves no password: the super admin's own sign-in still dates the session.
      signedInAt: auth.signedInAt,
      ...clientInfoOf(request),
    });
    await insertAuditEntry(tx.db, {
      ...auditEntryOf(request, auth, 'start', 200),
      impersonatedUserId: target.userId,
    });
    return true;
  });
  if (!started) throw unauthorized();
  return switchedTo(ctx, token, tokenHash);
}

/**
 * Returns the super admin to their own identity in their own school, with a fresh session. An
 * impersonation past its hard end is not stopped here: its session is simply dead (401), the client shows
 * the timeout and the super admin signs in again, so an expired impersonation never turns back into a
 * super-admin session by itself.
 */
export async function stop(ctx: ServiceContext, request: FastifyRequest): Promise<SwitchedSession> {
  const { auth } = ctx;
  const { impersonator } = auth;
  if (!impersonator) throw badRequest(SuperAdminMessages.notImpersonating);
  const { token, tokenHash } = createToken();
  const stopped = await withTransaction(ctx, async (tx) => {
    // Two stops racing with one cookie: only the one that ends the session opens another.
    if (!(await deleteSessionById(tx.db, auth.sessionId))) return false;
    await insertSession(tx.db, {
      tokenHash,
      userId: impersonator.userId,
      districtId: impersonator.districtId,
      locationId: impersonator.locationId,
      signedInAt: auth.signedInAt,
      ...clientInfoOf(request),
    });
    await insertAuditEntry(tx.db, auditEntryOf(request, auth, 'stop', 200));
    return true;
  });
  if (!stopped) throw badRequest(SuperAdminMessages.notImpersonating);
  return switchedTo(ctx, token, tokenHash);
}

/** The new session read back as any request would see it, so the answer matches the next getSession. */
async function switchedTo(ctx: AppContext, token: string, tokenHash: string): Promise<SwitchedSession> {
  const auth = await findLiveSession(ctx.db, tokenHash, sessionLifetimeOf(ctx.env));
  // The person lost their access between the switch and this read.
  if (!auth) throw unauthorized();
  const { lastSeenAt: _lastSeenAt, ...context } = auth;
  return { token, auth: context };
}
