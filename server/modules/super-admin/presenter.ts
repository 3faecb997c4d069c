import type { ImpersonationCandidate, SchoolAccessRow, SchoolRow } from '@shared/schemas/super-admin';
import type { AuthContext } from '../../plugins/auth';
import { canBeImpersonated } from '../impersonation';
import type * as repo from './repository';

export const presentSchoolRow = (row: {
  locationId: string;
  locationName: string;
  districtName: string;
}): SchoolRow => ({
  LocationId: row.locationId,
  LocationName: row.locationName,
  DistrictName: row.districtName,
});

export const presentSchoolAccessRow = (row: repo.SchoolAccessRow): SchoolAccessRow => ({
  ...presentSchoolRow(row),
  LastUsed: row.lastUsed,
  DistinctUsersLast7Days: row.distinctUsersLast7Days,
  DistinctUsersLast30Days: row.distinctUsersLast30Days,
});

type SignInUserRow = Awaited<ReturnType<typeof repo.listSignInUsers>>[number];

/** Everyone listed can sign in (the query keeps only them), so the policy decides on role and identity. */
export const presentImpersonationCandidate =
  (auth: AuthContext) =>
  (row: SignInUserRow): ImpersonationCandidate => ({
    UserId: row.id,
    FirstName: row.firstName,
    LastName: row.lastName,
    EmailAddress: row.emailAddress,
    UserTypeId: row.userTypeId,
    IsAdmin: row.isAdmin,
    IsSuperAdmin: row.isSuperAdmin,
    AllowedToImpersonate: canBeImpersonated(auth, {
      userId: row.id,
      isSuperAdmin: row.isSuperAdmin,
      canSignIn: true,
    }),
  });
