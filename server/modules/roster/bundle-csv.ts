import { decodeText } from './decode-text';
import { parseCsv, type CsvColumns, type CsvRow } from './parse-csv';
import { RosterFileError, type RosterIssue } from './roster-issue';

/** The rows of one CSV in a bundle, and the rows it could not split, tagged with the file's name. */
export interface BundleCsv<C extends string> {
  rows: CsvRow<C>[];
  issues: RosterIssue[];
}

/** The name of a CSV at the top of the bundle, whatever its case (Users.csv); undefined when absent. */
export function findAtRoot(names: readonly string[], fileName: string): string | undefined {
  return names.find((name) => name.toLowerCase() === fileName);
}

/**
 * Reads one CSV of a bundle with the single-CSV reader (same decoding, header and quote rules), every
 * issue naming the file. A problem of the whole file is rethrown with the file's name on it.
 */
export async function readBundleCsv<C extends string>(
  bytes: Uint8Array,
  fileName: string,
  columns: CsvColumns<C>,
): Promise<BundleCsv<C>> {
  const rows: CsvRow<C>[] = [];
  const issues: RosterIssue[] = [];
  try {
    for await (const item of parseCsv(decodeText(bytes), columns)) {
      if (item.kind === 'row') rows.push(item.row);
      else issues.push({ ...item.issue, File: fileName });
    }
  } catch (error) {
    if (error instanceof RosterFileError) throw new RosterFileError({ ...error.issue, File: fileName });
    throw error;
  }
  return { rows, issues };
}
