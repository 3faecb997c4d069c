import type { RosterIssue } from './roster-issue';

/** One way two rows of a file may clash: the key they share, the column it is in, the words for it. */
export interface DuplicateRule<T> {
  field: string;
  /** The key the row must not share with an earlier one; null when the rule does not apply to the row. */
  key: (record: T) => string | null;
  message: (firstLine: number) => string;
}

export const DuplicateMessages = {
  email: (line: number) => `This email address is already on line ${line}`,
  staffId: (line: number) => `This Staff Id is already on line ${line}`,
  studentId: (line: number) => `This Student Id is already on line ${line}`,
  membership: (line: number) => `This person is already listed for this team on line ${line}`,
} as const;

/**
 * Clashes inside one file, which the database would refuse on apply (e-mail unique across users, ignoring
 * case; staff and student ids unique per kind, as typed). The first row of a key stays; each later one is
 * an issue naming the first line, so the admin can see which two rows to reconcile.
 */
export function findDuplicates<T extends { Line: number }>(
  records: readonly T[],
  rules: readonly DuplicateRule<T>[],
): { unique: T[]; issues: RosterIssue[] } {
  const firstLines = rules.map(() => new Map<string, number>());
  const unique: T[] = [];
  const issues: RosterIssue[] = [];
  for (const record of records) {
    let clashes = false;
    rules.forEach((rule, index) => {
      const key = rule.key(record);
      if (key === null) return;
      const seen = firstLines[index];
      const firstLine = seen?.get(key);
      if (firstLine === undefined) seen?.set(key, record.Line);
      else {
        clashes = true;
        issues.push({ Line: record.Line, Field: rule.field, Message: rule.message(firstLine) });
      }
    });
    if (!clashes) unique.push(record);
  }
  return { unique, issues };
}

/** E-mail addresses compare as the database's unique index does: lower-cased. */
export const emailKey = (email: string) => email.toLowerCase();
