import { findAtRoot, readBundleCsv } from './bundle-csv';
import {
  isDeletedStatus,
  rolesFromRolesCsv,
  rolesFromUsersCsv,
  ROLES_COLUMNS,
  USERS_COLUMNS_V1_1,
  USERS_COLUMNS_V1_2,
} from './oneroster-roles';
import { ORG_COLUMNS, pickSchool, type OneRosterSchool, type SchoolChoice } from './oneroster-school';
import { mapUsers, type OneRosterStaff, type OneRosterStudent } from './oneroster-users';
import { failFile, RosterFileError, sortByLine, type RosterIssue } from './roster-issue';
import { unzipSafely, type ZipLimits } from './safe-unzip';

export type { OneRosterSchool, SchoolChoice } from './oneroster-school';
export type { OneRosterStaff, OneRosterStudent } from './oneroster-users';

export interface OneRosterOptions {
  school: SchoolChoice;
  /** The calendar year in which the current school year ends (2026 for 2025–26), for graduation years. */
  schoolYearEnd: number;
  zipLimits?: ZipLimits;
}

/**
 * A class enrollment at the chosen school of a user the import holds. Kept for a later step (teams from
 * classes); nothing is applied from it yet.
 */
export interface OneRosterEnrollment {
  Line: number;
  ClassSourcedId: string;
  UserSourcedId: string;
  Role: string;
}

/** What a OneRoster bundle holds for one school, and every problem found in it. */
export interface OneRosterImport {
  /** 1.2 when the bundle has roles.csv (where 1.2 keeps users' roles and orgs), else 1.1. */
  version: '1.1' | '1.2' | null;
  school: OneRosterSchool | null;
  staff: OneRosterStaff[];
  students: OneRosterStudent[];
  enrollments: OneRosterEnrollment[];
  issues: RosterIssue[];
  /** Who was left out and why (other schools, parents…): worth knowing, nothing to fix. */
  notes: string[];
}

export const BundleMessages = {
  missing: (file: string) => `The OneRoster bundle has no ${file}.`,
  nested: (file: string, found: string) =>
    `${file} must be at the top of the zip archive, not at "${found}". Zip the files themselves, not their folder.`,
} as const;

const BUNDLE_FILES = ['orgs.csv', 'users.csv', 'roles.csv', 'enrollments.csv'];
const ENROLLMENT_COLUMNS = {
  required: ['classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
  optional: ['status'],
} as const;

/** The bytes of a CSV the bundle must have at its top level; says so when it sits in a folder. */
function required(
  names: readonly string[],
  files: ReadonlyMap<string, Uint8Array>,
  file: string,
): Uint8Array {
  const name = findAtRoot(names, file);
  const bytes = name === undefined ? undefined : files.get(name);
  if (bytes) return bytes;
  const nested = names.find((entry) => entry.toLowerCase().endsWith(`/${file}`));
  return failFile(nested ? BundleMessages.nested(file, nested) : BundleMessages.missing(file));
}

function optional(names: readonly string[], files: ReadonlyMap<string, Uint8Array>, file: string) {
  const name = findAtRoot(names, file);
  return name === undefined ? undefined : files.get(name);
}

/**
 * A OneRoster 1.1 or 1.2 CSV bundle (a zip with orgs.csv and users.csv, optionally roles.csv and
 * enrollments.csv) read for one school: the zip opened safely (safe-unzip.ts), the school picked from
 * orgs.csv, its staff and students mapped and checked with the forms' rules (oneroster-users.ts). A
 * problem that stops the reading comes back as the only issue.
 */
export async function readOneRosterBundle(
  zip: Uint8Array,
  options: OneRosterOptions,
): Promise<OneRosterImport> {
  const result: OneRosterImport = {
    version: null,
    school: null,
    staff: [],
    students: [],
    enrollments: [],
    issues: [],
    notes: [],
  };
  try {
    const wanted = (name: string) => BUNDLE_FILES.includes(name.toLowerCase());
    const { names, files } = unzipSafely(zip, wanted, options.zipLimits);
    const orgsBytes = required(names, files, 'orgs.csv');
    const usersBytes = required(names, files, 'users.csv');
    const orgs = await readBundleCsv(orgsBytes, 'orgs.csv', ORG_COLUMNS);
    const school = pickSchool(orgs.rows, options.school);
    result.school = school;
    const rolesBytes = optional(names, files, 'roles.csv');
    result.version = rolesBytes ? '1.2' : '1.1';
    const roles = rolesBytes ? await readBundleCsv(rolesBytes, 'roles.csv', ROLES_COLUMNS) : null;
    const userColumns = roles ? USERS_COLUMNS_V1_2 : USERS_COLUMNS_V1_1;
    const userRows = await readBundleCsv(usersBytes, 'users.csv', userColumns);
    const roleAt = roles
      ? rolesFromRolesCsv(roles.rows, school.SourcedId)
      : rolesFromUsersCsv(school.SourcedId);
    const mapped = mapUsers(userRows.rows, roleAt, options.schoolYearEnd);
    const enrollments = await readEnrollments(optional(names, files, 'enrollments.csv'), school, mapped);
    Object.assign(result, {
      staff: mapped.staff,
      students: mapped.students,
      enrollments: enrollments.rows,
      issues: [
        ...orgs.issues,
        ...(roles?.issues ?? []),
        ...sortByLine([...userRows.issues, ...mapped.issues]),
        ...enrollments.issues,
      ],
      notes: mapped.notes,
    });
    return result;
  } catch (error) {
    if (error instanceof RosterFileError) return { ...result, issues: [error.issue] };
    throw error;
  }
}

async function readEnrollments(
  bytes: Uint8Array | undefined,
  school: OneRosterSchool,
  people: { staff: readonly OneRosterStaff[]; students: readonly OneRosterStudent[] },
): Promise<{ rows: OneRosterEnrollment[]; issues: RosterIssue[] }> {
  if (!bytes) return { rows: [], issues: [] };
  const imported = new Set([...people.staff, ...people.students].map((person) => person.SourcedId));
  const { rows, issues } = await readBundleCsv(bytes, 'enrollments.csv', ENROLLMENT_COLUMNS);
  const kept = rows
    .filter(
      ({ cells }) =>
        cells.schoolSourcedId === school.SourcedId &&
        imported.has(cells.userSourcedId) &&
        !isDeletedStatus(cells.status),
    )
    .map(({ Line, cells }) => ({
      Line,
      ClassSourcedId: cells.classSourcedId,
      UserSourcedId: cells.userSourcedId,
      Role: cells.role,
    }));
  return { rows: kept, issues };
}
