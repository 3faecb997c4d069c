import { decodeText } from './decode-text';
import { DuplicateMessages, emailKey, findDuplicates, type DuplicateRule } from './duplicates';
import { parseCsv, type CsvRow } from './parse-csv';
import { ROSTER_COLUMNS, type RosterKind } from './roster-columns';
import { RosterFileError, sortByLine, type RosterIssue } from './roster-issue';
import {
  checkMembershipRow,
  checkStaffRow,
  checkStudentRow,
  type MembershipRecord,
  type RowCheck,
  type StaffRecord,
  type StudentRecord,
} from './row-rules';

/** The record each kind of roster CSV yields. */
export interface RosterRecords {
  staff: StaffRecord;
  students: StudentRecord;
  memberships: MembershipRecord;
}

/** What an upload holds: the rows that passed every rule, and every problem by line. */
export interface RosterCsvResult<K extends RosterKind> {
  kind: K;
  records: RosterRecords[K][];
  issues: RosterIssue[];
  /** Data rows in the file, valid or not (blank lines aside). */
  rowCount: number;
}

interface KindRules<K extends RosterKind> {
  check: (row: CsvRow<string>) => RowCheck<RosterRecords[K]>;
  duplicates: DuplicateRule<RosterRecords[K]>[];
}

const RULES: { [K in RosterKind]: KindRules<K> } = {
  staff: {
    check: checkStaffRow,
    duplicates: [
      { field: 'EmailAddress', key: (r) => emailKey(r.EmailAddress), message: DuplicateMessages.email },
      { field: 'StaffId', key: (r) => r.ThirdPartyId, message: DuplicateMessages.staffId },
    ],
  },
  students: {
    check: checkStudentRow,
    duplicates: [
      { field: 'EmailAddress', key: (r) => emailKey(r.EmailAddress), message: DuplicateMessages.email },
      { field: 'StudentId', key: (r) => r.ThirdPartyId, message: DuplicateMessages.studentId },
    ],
  },
  memberships: {
    check: checkMembershipRow,
    duplicates: [
      {
        field: 'MemberEmail',
        // Team names compare ignoring case, like people read them; the apply step matches them the same way.
        key: (r) => `${r.TeamName.toLowerCase()}\n${emailKey(r.MemberEmail)}`,
        message: DuplicateMessages.membership,
      },
    ],
  },
};

/**
 * An uploaded roster CSV of one kind, from its bytes to validated records: decode (UTF-8 or
 * Windows-1252), parse, check each row with the forms' rules, then find rows that clash inside the file.
 * A problem of the whole file comes back as the only issue, with no records. Issues are sorted by line.
 */
export async function readRosterCsv<K extends RosterKind>(
  bytes: Uint8Array,
  kind: K,
): Promise<RosterCsvResult<K>> {
  const rules = RULES[kind] as KindRules<K>;
  const valid: RosterRecords[K][] = [];
  const issues: RosterIssue[] = [];
  let rowCount = 0;
  try {
    for await (const item of parseCsv(decodeText(bytes), ROSTER_COLUMNS[kind])) {
      rowCount++;
      if (item.kind === 'issue') {
        issues.push(item.issue);
        continue;
      }
      const result = rules.check(item.row);
      if (result.ok) valid.push(result.record);
      else issues.push(...result.issues);
    }
  } catch (error) {
    if (error instanceof RosterFileError) return { kind, records: [], issues: [error.issue], rowCount };
    throw error;
  }
  const { unique, issues: clashes } = findDuplicates(valid, rules.duplicates);
  return { kind, records: unique, issues: sortByLine([...issues, ...clashes]), rowCount };
}
