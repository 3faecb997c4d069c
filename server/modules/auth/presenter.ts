import type { FastifyInstance } from 'fastify';
import type { AppLinks, Impersonation, SessionResponse, SessionUser } from '@shared/schemas/auth';
import { notFound } from '../../errors';
import type { AuthContext, Impersonator } from '../../plugins/auth';
import { findSessionUser } from './repository';

export async function presentSessionUser(
  app: FastifyInstance,
  userId: string,
  locationId: string,
): Promise<SessionUser> {
  const user = await findSessionUser(app.db, userId, locationId);
  if (!user) throw notFound();
  return user;
}

export function presentLinks(app: FastifyInstance): AppLinks {
  return {
    FeedbackUrl: app.env.FEEDBACK_URL,
    HelpCentreUrl: app.env.HELP_CENTRE_URL,
    SiteAdminUrl: app.env.SITE_ADMIN_URL,
  };
}

const presentImpersonation = (impersonator: Impersonator): Impersonation => ({
  ImpersonatorUserId: impersonator.userId,
  ImpersonatorFirstName: impersonator.firstName,
  ImpersonatorLastName: impersonator.lastName,
  ExpiresAt: impersonator.expiresAt.toISOString(),
});

/** The session as the shell sees it: who is signed in, the configured links and any impersonation. */
export async function presentSession(app: FastifyInstance, auth: AuthContext): Promise<SessionResponse> {
  return {
    User: await presentSessionUser(app, auth.userId, auth.locationId),
    Links: presentLinks(app),
    Impersonation: auth.impersonator ? presentImpersonation(auth.impersonator) : null,
  };
}
