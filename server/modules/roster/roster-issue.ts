/**
 * One problem found in an upload. The preview lists them so the admin can fix the file; nothing of a
 * file with problems is applied until they are gone.
 */
export interface RosterIssue {
  /** 1-based line in the file (the header is line 1); null when the problem is the whole file's. */
  Line: number | null;
  /** The column as the file names it (EmailAddress, StaffId, email…); null when no one cell is at fault. */
  Field: string | null;
  Message: string;
  /** In a OneRoster bundle, the CSV inside the zip (users.csv); absent for a single uploaded CSV. */
  File?: string;
}

/**
 * A problem that stops the reading of a whole file (not CSV, no header, unclosed quote): thrown by the
 * readers, caught by whoever turns the upload into a preview.
 */
export class RosterFileError extends Error {
  constructor(readonly issue: RosterIssue) {
    super(issue.Message);
    this.name = 'RosterFileError';
  }
}

/** Throws the file-level problem `message`, found at `line` when one applies. */
export function failFile(message: string, line: number | null = null): never {
  throw new RosterFileError({ Line: line, Field: null, Message: message });
}

/** Issues in file order (those of the whole file first); within a line, in the order they were found. */
export const sortByLine = (issues: RosterIssue[]): RosterIssue[] =>
  issues.sort((a, b) => (a.Line ?? 0) - (b.Line ?? 0));
