import { z } from 'zod';
import { ListQuerySchema } from './lists';

/** Texts of the super-admin screens and of impersonation (ours; the spec shows none). */
export const SuperAdminMessages = {
  alreadyImpersonating: 'You are already viewing as another user. Return to your own account first.',
  cannotImpersonateSuperAdmin: 'Another super admin cannot be impersonated.',
  cannotImpersonateWithoutWebAccess: 'This user cannot sign in, so they cannot be impersonated.',
  cannotImpersonateSelf: 'You are already signed in as yourself.',
  notImpersonating: 'You are not viewing as another user.',
  forbiddenWhileImpersonating:
    'This cannot be changed while viewing as another user: their password, e-mail address and sign-in links stay theirs.',
} as const;

/** A school the super admin can open, with its district. */
export const SchoolRowSchema = z.object({
  LocationId: z.uuid(),
  LocationName: z.string(),
  DistrictName: z.string(),
});
export type SchoolRow = z.infer<typeof SchoolRowSchema>;

/** superadmin/getSchools: Search matches the school or district name. Sorted by district then school. */
export const SchoolsQuerySchema = ListQuerySchema;

/** A person of a school who can sign in; AllowedToImpersonate comes from the impersonation policy. */
export const ImpersonationCandidateSchema = z.object({
  UserId: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string().nullable(),
  UserTypeId: z.number().int(),
  IsAdmin: z.boolean(),
  IsSuperAdmin: z.boolean(),
  AllowedToImpersonate: z.boolean(),
});
export type ImpersonationCandidate = z.infer<typeof ImpersonationCandidateSchema>;

/** superadmin/getUsersByLocationId/{locationId}: Search matches first or last name or e-mail. */
export const SchoolUsersQuerySchema = ListQuerySchema;

export const SchoolAccessSortColumns = [
  'LocationName',
  'DistrictName',
  'LastUsed',
  'DistinctUsersLast7Days',
  'DistinctUsersLast30Days',
] as const;
export type SchoolAccessSortColumn = (typeof SchoolAccessSortColumns)[number];

/** superadmin/getSchoolAccessReport: every school, most recently used first unless asked otherwise. */
export const SchoolAccessReportQuerySchema = ListQuerySchema.extend({
  SortBy: z.enum(SchoolAccessSortColumns).default('LastUsed'),
  SortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type SchoolAccessReportQuery = z.infer<typeof SchoolAccessReportQuerySchema>;

/** One school of the report, computed from successful sign-ins in the login audit. */
export const SchoolAccessRowSchema = z.object({
  LocationId: z.uuid(),
  LocationName: z.string(),
  DistrictName: z.string(),
  /** The last successful sign-in; null when nobody has signed in yet. */
  LastUsed: z.iso.datetime().nullable(),
  DistinctUsersLast7Days: z.number().int(),
  DistinctUsersLast30Days: z.number().int(),
});
export type SchoolAccessRow = z.infer<typeof SchoolAccessRowSchema>;

/** impersonate/{userId}/{locationId} (spec section 7). */
export const ImpersonateParamsSchema = z.object({ userId: z.uuid(), locationId: z.uuid() });
