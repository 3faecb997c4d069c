import type { FastifyInstance } from 'fastify';
import type { AppLinks, Impersonation, SessionResponse, SessionUser } from '@shared/schemas/auth';
import { notFound } from '../../errors';
import { type AuthContext, type Impersonator, meetsAccessLevel } from '../../plugins/auth';
import { canChangeAdminGoals, canCreateTeamGoals } from '../goals';
import { canCreateMeetings } from '../meetings';
import { canCreateTeams } from '../teams';
import { findSchoolAdminEmails, findSessionUser } from './repository';
import { needsCurrentPassword } from './service';

export async function presentSessionUser(
  app: FastifyInstance,
  userId: string,
  locationId: string,
): Promise<SessionUser> {
  const user = await findSessionUser(app.db, userId, locationId);
  if (!user) throw notFound();
  return {
    ...user,
    SuperAdminGuidKey1: user.IsSuperAdmin ? user.UserId : null,
    SuperAdminGuidKey2: user.IsSuperAdmin ? user.LocationId : null,
  };
}

/** A mail to the school's admins, the people who can act on feedback when no address is configured. */
export const feedbackMailTo = (recipients: readonly string[]) =>
  `mailto:${recipients.map((address) => encodeURIComponent(address).replace(/%40/g, '@')).join(',')}?subject=${encodeURIComponent('PLC Hub feedback')}`;

/** The shell's links for someone of the school: configured ones, or the defaults that work without setup. */
export async function presentLinks(app: FastifyInstance, locationId: string): Promise<AppLinks> {
  return {
    FeedbackUrl: app.env.FEEDBACK_URL ?? feedbackMailTo(await findSchoolAdminEmails(app.db, locationId)),
    HelpCentreUrl: app.env.HELP_CENTRE_URL ?? null,
    SiteAdminUrl: app.env.SITE_ADMIN_URL,
  };
}

const presentImpersonation = (impersonator: Impersonator): Impersonation => ({
  ImpersonatorUserId: impersonator.userId,
  ImpersonatorFirstName: impersonator.firstName,
  ImpersonatorLastName: impersonator.lastName,
  ExpiresAt: impersonator.expiresAt.toISOString(),
});

/**
 * The session as the shell sees it: who is signed in, the configured links, any impersonation, whether
 * My Account must ask for the current password to change it, and the caller's rights to create (each
 * module's policy decides its own).
 */
export async function presentSession(app: FastifyInstance, auth: AuthContext): Promise<SessionResponse> {
  const [user, links, asksCurrentPassword] = await Promise.all([
    presentSessionUser(app, auth.userId, auth.locationId),
    presentLinks(app, auth.locationId),
    needsCurrentPassword(app, auth),
  ]);
  return {
    User: user,
    Links: links,
    Impersonation: auth.impersonator ? presentImpersonation(auth.impersonator) : null,
    PasswordChangeNeedsCurrentPassword: asksCurrentPassword,
    AllowedToCreateMeetings: canCreateMeetings(auth, user.IsAnyTeamLead),
    AllowedToCreateTeams: canCreateTeams(auth, user.IsAnyTeamLead),
    AllowedToCreateTeamGoals: canCreateTeamGoals(auth, user.IsAnyTeamLead),
    AllowedToManageDistrictGoals: canChangeAdminGoals(auth),
    AllowedToManageSchoolGoals: canChangeAdminGoals(auth),
    AllowedToManageSchool: meetsAccessLevel(auth, 'admin'),
    AllowedToManageDistrict: meetsAccessLevel(auth, 'superAdmin'),
  };
}
