import type { FastifyInstance } from 'fastify';
import type { AppLinks, SessionUser } from '@shared/schemas/auth';
import { notFound } from '../../errors';
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
