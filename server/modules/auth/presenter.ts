import type { AppLinks, Impersonation, SessionResponse, SessionUser } from '@shared/schemas/auth';
import { SEARCH_KINDS } from '@shared/schemas/search';
import { notFound } from '../../errors';
import { type Impersonator, meetsAccessLevel } from '../../plugins/auth';
import type { AppContext, ServiceContext } from '../../plugins/service-context';
import { canChangeAdminGoals, canCreateTeamGoals } from '../goals';
import { canSeeDistrictInsights, canSeeSchoolInsights } from '../insights';
import { canCreateMeetings } from '../meetings';
import { searchableKinds } from '../search';
import { canCreateTeams } from '../teams';
import { findSchoolAdminEmails, findSessionUser } from './repository';
import { needsCurrentPassword } from './service';

export async function presentSessionUser(
  ctx: AppContext,
  userId: string,
  locationId: string,
): Promise<SessionUser> {
  const user = await findSessionUser(ctx.db, userId, locationId);
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
export async function presentLinks(ctx: AppContext, locationId: string): Promise<AppLinks> {
  return {
    FeedbackUrl: ctx.env.FEEDBACK_URL ?? feedbackMailTo(await findSchoolAdminEmails(ctx.db, locationId)),
    HelpCentreUrl: ctx.env.HELP_CENTRE_URL ?? null,
    SiteAdminUrl: ctx.env.SITE_ADMIN_URL,
  };
}

const presentImpersonation = (impersonator: Impersonator): Impersonation => ({
  ImpersonatorUserId: impersonator.userId,
  ImpersonatorFirstName: impersonator.firstName,
  ImpersonatorLastName: impersonator.lastName,
  ExpiresAt: impersonator.expiresAt.toISOString(),
});

/**
 * The session of the context's caller as the shell sees it: who is signed in, the configured links, any
 * impersonation, whether My Account must ask for the current password to change it, and the caller's
 * rights to create and to see insights (each module's policy decides its own).
 */
export async function presentSession(ctx: ServiceContext): Promise<SessionResponse> {
  const { auth } = ctx;
  const [user, links, asksCurrentPassword] = await Promise.all([
    presentSessionUser(ctx, auth.userId, auth.locationId),
    presentLinks(ctx, auth.locationId),
    needsCurrentPassword(ctx),
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
    AllowedToViewInsights: canSeeSchoolInsights(auth, user.IsAnyTeamLead),
    AllowedToViewDistrictInsights: canSeeDistrictInsights(auth),
    AllowedSearchKinds: searchableKinds(auth, SEARCH_KINDS),
  };
}
