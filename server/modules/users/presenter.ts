import { UserType } from '@shared/constants';
import { fInitialLastName, fullName, lastCommaFirst } from '@shared/names';
import type { AuthContext } from '../../plugins/auth';
import { canManageUser } from './policy';
import type { PersonDetails, StafferRow, StudentRow, UserDetails } from '@shared/schemas/users';

interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  emailAddress: string | null;
}

const names = (row: PersonRow) => {
  const name = { FirstName: row.firstName, LastName: row.lastName };
  return {
    Id: row.id,
    ...name,
    FullName: fullName(name),
    LastCommaFirst: lastCommaFirst(name),
    EmailAddress: row.emailAddress ?? '',
  };
};

interface UserRow extends PersonRow {
  thirdPartyId: string | null;
  active: boolean;
  isAdmin: boolean;
  hasWebAccess: boolean;
  graduationYear: number | null;
}

export const presentStafferRow =
  (auth: AuthContext) =>
  (row: UserRow & { isSuperAdmin: boolean }): StafferRow => ({
    ...names(row),
    ThirdPartyId: row.thirdPartyId ?? '',
    Active: row.active,
    IsAdmin: row.isAdmin,
    HasWebAccess: row.hasWebAccess,
    AllowedToEdit: canManageUser(auth, row),
    AllowedToDelete: canManageUser(auth, row) && row.id !== auth.userId,
  });

export const presentStudentRow = (row: UserRow): StudentRow => ({
  ...names(row),
  ThirdPartyId: row.thirdPartyId ?? '',
  Active: row.active,
  GraduationYear: row.graduationYear,
});

/** A user as user/get answers it; `seesHistory`: the caller may read the person's History. */
export const presentUserDetails = (
  row: UserRow & { userTypeId: number },
  seesHistory: boolean,
): UserDetails => {
  const { LastCommaFirst: _lastCommaFirst, ...rest } = names(row);
  return {
    ...rest,
    UserTypeId: row.userTypeId,
    ThirdPartyId: row.thirdPartyId ?? '',
    Active: row.active,
    IsAdmin: row.isAdmin,
    HasWebAccess: row.hasWebAccess,
    UserStudent: row.userTypeId === UserType.Student ? { GraduationYear: row.graduationYear } : null,
    AllowedToSeeHistory: seesHistory,
  };
};

/** user/getUserDetails: the spec's User fields a colleague may see. */
export const presentPersonDetails = (
  row: PersonRow & {
    userTypeId: number;
    thirdPartyId: string | null;
    active: boolean;
    isAdmin: boolean;
    graduationYear: number | null;
  },
): PersonDetails => {
  const person = names(row);
  return {
    ...person,
    FInitialLastName: fInitialLastName(person),
    UserTypeId: row.userTypeId,
    ThirdPartyId: row.thirdPartyId ?? '',
    Active: row.active,
    IsAdmin: row.isAdmin,
    UserStudent: row.userTypeId === UserType.Student ? { GraduationYear: row.graduationYear } : null,
  };
};
