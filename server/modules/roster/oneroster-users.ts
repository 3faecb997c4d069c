import { DuplicateMessages, emailKey, findDuplicates } from './duplicates';
import { graduationYearFromGrades } from './oneroster-grades';
import { isDeletedStatus, kindOfRole, type RoleAtSchool, type UserColumn } from './oneroster-roles';
import type { CsvRow } from './parse-csv';
import type { RosterIssue } from './roster-issue';
import {
  checkStaffRow,
  checkStudentRow,
  type RowCheck,
  type StaffRecord,
  type StudentRecord,
} from './row-rules';

/**
 * A staff member from OneRoster. No IsAdmin: admin rights in PLC Hub are granted in PLC Hub, never by a
 * district feed (OneRoster's "administrator" is a school role, not our permission), so applying keeps an
 * existing staffer's rights and gives new ones none.
 */
export type OneRosterStaff = Omit<StaffRecord, 'IsAdmin'> & { SourcedId: string };
export type OneRosterStudent = StudentRecord & { SourcedId: string };

export interface MappedUsers {
  staff: OneRosterStaff[];
  students: OneRosterStudent[];
  issues: RosterIssue[];
  notes: string[];
}

const USERS_FILE = 'users.csv';

/**
 * The staff or student id: OneRoster's `identifier` (the human-readable id, what the SIS shows), else 1.2's
 * `userMasterIdentifier`. Never `sourcedId`: it is usually a GUID that means nothing to people, and our ids
 * are numbers. An id that is not digits is reported on its line with the form's own message, rather than
 * swapped for something else.
 */
function thirdPartyId(cells: Readonly<Record<UserColumn, string>>): { id: string; column: UserColumn } {
  if (cells.identifier === '' && cells.userMasterIdentifier !== '')
    return { id: cells.userMasterIdentifier, column: 'userMasterIdentifier' };
  return { id: cells.identifier, column: 'identifier' };
}

/** OneRoster's columns for the form fields, so an issue names the column the admin sees in users.csv. */
const sourceColumns = (idColumn: UserColumn): Record<string, string> => ({
  FirstName: 'givenName',
  LastName: 'familyName',
  EmailAddress: 'email',
  StaffId: idColumn,
  StudentId: idColumn,
  GraduationYear: 'grades',
  Active: 'enabledUser',
});

function inUsersCsv<T>(check: RowCheck<T>, idColumn: UserColumn): RowCheck<T> {
  if (check.ok) return check;
  const columns = sourceColumns(idColumn);
  const issues = check.issues.map((issue) => ({
    ...issue,
    Field: issue.Field === null ? null : (columns[issue.Field] ?? issue.Field),
    File: USERS_FILE,
  }));
  return { ok: false, issues };
}

type Mapped = { kind: 'staff'; record: OneRosterStaff } | { kind: 'student'; record: OneRosterStudent };

/**
 * The users of the chosen school as staff and students, checked with the Create forms' rules: givenName,
 * familyName and email as the names and e-mail, enabledUser as Active, the id as above, and for students
 * the graduation year from `grades` in the school year ending in `schoolYearEnd`. Users of other schools,
 * users about to be deleted and roles PLC Hub does not hold are left out with a note, not an issue.
 */
export function mapUsers(
  rows: readonly CsvRow<UserColumn>[],
  roleAt: RoleAtSchool,
  schoolYearEnd: number,
): MappedUsers {
  const mapped: Mapped[] = [];
  const issues: RosterIssue[] = [];
  const leftOut = { otherSchools: 0, deleted: 0, roles: new Map<string, number>() };
  for (const row of rows) {
    const { cells, Line } = row;
    const role = roleAt(row);
    if (role === null) {
      leftOut.otherSchools++;
      continue;
    }
    if (isDeletedStatus(cells.status)) {
      leftOut.deleted++;
      continue;
    }
    const kind = kindOfRole(role);
    if (kind === null) {
      leftOut.roles.set(role, (leftOut.roles.get(role) ?? 0) + 1);
      continue;
    }
    const { id, column } = thirdPartyId(cells);
    const person = { FirstName: cells.givenName, LastName: cells.familyName, EmailAddress: cells.email };
    const SourcedId = cells.sourcedId;
    if (kind === 'staff') {
      const staffCells = { ...person, StaffId: id, IsAdmin: '', Active: cells.enabledUser };
      const check = inUsersCsv(checkStaffRow({ Line, cells: staffCells }), column);
      if (!check.ok) issues.push(...check.issues);
      else {
        const { IsAdmin: _notFromOneRoster, ...record } = check.record;
        mapped.push({ kind, record: { ...record, SourcedId } });
      }
    } else {
      const year = graduationYearFromGrades(cells.grades, schoolYearEnd);
      const studentCells = {
        ...person,
        StudentId: id,
        GraduationYear: year === null ? '' : String(year),
        Active: cells.enabledUser,
      };
      const check = inUsersCsv(checkStudentRow({ Line, cells: studentCells }), column);
      if (!check.ok) issues.push(...check.issues);
      else mapped.push({ kind, record: { ...check.record, SourcedId } });
    }
  }
  // One users table: an e-mail is unique across staff and students; ids only within their kind.
  const { unique, issues: clashes } = findDuplicates(
    mapped.map((entry) => ({ ...entry, Line: entry.record.Line })),
    [
      {
        field: 'email',
        key: ({ record }) => emailKey(record.EmailAddress),
        message: DuplicateMessages.email,
      },
      {
        field: 'identifier',
        key: (e) => (e.kind === 'staff' ? e.record.ThirdPartyId : null),
        message: DuplicateMessages.staffId,
      },
      {
        field: 'identifier',
        key: (e) => (e.kind === 'student' ? e.record.ThirdPartyId : null),
        message: DuplicateMessages.studentId,
      },
    ],
  );
  return {
    staff: unique.flatMap((entry) => (entry.kind === 'staff' ? [entry.record] : [])),
    students: unique.flatMap((entry) => (entry.kind === 'student' ? [entry.record] : [])),
    issues: [...issues, ...clashes.map((issue) => ({ ...issue, File: USERS_FILE }))],
    notes: leftOutNotes(leftOut),
  };
}

function leftOutNotes(leftOut: {
  otherSchools: number;
  deleted: number;
  roles: Map<string, number>;
}): string[] {
  const users = (count: number) => (count === 1 ? '1 user' : `${count} users`);
  const notes: string[] = [];
  if (leftOut.otherSchools > 0) notes.push(`${users(leftOut.otherSchools)} of other schools left out.`);
  if (leftOut.deleted > 0) notes.push(`${users(leftOut.deleted)} marked tobedeleted left out.`);
  for (const [role, count] of [...leftOut.roles].sort(([a], [b]) => a.localeCompare(b)))
    notes.push(`${users(count)} with the role ${role} left out: PLC Hub imports staff and students only.`);
  return notes;
}
