import type { CsvRow } from './parse-csv';

/**
 * users.csv as OneRoster 1.1 writes it: each user's role and orgs are columns of the user. The columns
 * PLC Hub does not use (middleName, phone…) are ignored; email, identifier and grades must be there as
 * the spec requires, even when blank for some users.
 */
export const USERS_COLUMNS_V1_1 = {
  required: [
    'sourcedId',
    'orgSourcedIds',
    'role',
    'givenName',
    'familyName',
    'email',
    'identifier',
    'grades',
  ],
  optional: ['enabledUser', 'status', 'username', 'userMasterIdentifier'],
} as const;

/** users.csv as OneRoster 1.2 writes it: roles and orgs moved to roles.csv, userMasterIdentifier added. */
export const USERS_COLUMNS_V1_2 = {
  required: ['sourcedId', 'givenName', 'familyName', 'email', 'identifier', 'grades'],
  optional: ['enabledUser', 'status', 'username', 'userMasterIdentifier', 'orgSourcedIds', 'role'],
} as const;

/** roles.csv of OneRoster 1.2: one row per role a user holds at an org. */
export const ROLES_COLUMNS = {
  required: ['userSourcedId', 'role', 'orgSourcedId'],
  optional: ['roleType', 'status'],
} as const;

export type UserColumn = (typeof USERS_COLUMNS_V1_1)['required' | 'optional'][number];
type RoleColumn = (typeof ROLES_COLUMNS)['required' | 'optional'][number];

/** A user's role at the chosen school, or null when the user is not at that school. */
export type RoleAtSchool = (user: CsvRow<UserColumn>) => string | null;

/** OneRoster's status of a record about to go (tobedeleted; 1.0 said inactive): left out of an import. */
export const isDeletedStatus = (status: string) => ['tobedeleted', 'inactive'].includes(status.toLowerCase());

/** OneRoster 1.1: the user is at the school when its sourcedId is among orgSourcedIds (a comma list). */
export function rolesFromUsersCsv(schoolSourcedId: string): RoleAtSchool {
  return ({ cells }) => {
    const orgs = cells.orgSourcedIds.split(',').map((id) => id.trim());
    return orgs.includes(schoolSourcedId) ? cells.role : null;
  };
}

/**
 * OneRoster 1.2: the user's roles at the school come from roles.csv; of several, the primary one counts
 * (a teacher who is also a parent at the school is imported as a teacher), else the first listed.
 */
export function rolesFromRolesCsv(
  roles: readonly CsvRow<RoleColumn>[],
  schoolSourcedId: string,
): RoleAtSchool {
  const byUser = new Map<string, string>();
  for (const { cells } of roles) {
    if (cells.orgSourcedId !== schoolSourcedId || isDeletedStatus(cells.status)) continue;
    const primary = cells.roleType.toLowerCase() === 'primary';
    if (primary || !byUser.has(cells.userSourcedId)) byUser.set(cells.userSourcedId, cells.role);
  }
  return ({ cells }) => byUser.get(cells.sourcedId) ?? null;
}

/**
 * OneRoster roles PLC Hub imports. Staff: teacher, aide and administrator (1.1), with 1.2's principal,
 * site and district administrators. Students: student. Guardians, parents, relatives, proctors and
 * system administrators (IT accounts) are not members of a PLC and are left out with a note.
 */
const KIND_OF_ROLE: Record<string, 'staff' | 'student'> = {
  teacher: 'staff',
  aide: 'staff',
  administrator: 'staff',
  principal: 'staff',
  siteadministrator: 'staff',
  districtadministrator: 'staff',
  student: 'student',
};

export const kindOfRole = (role: string): 'staff' | 'student' | null =>
  KIND_OF_ROLE[role.toLowerCase()] ?? null;
