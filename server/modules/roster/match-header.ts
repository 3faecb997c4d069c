import { failFile } from './roster-issue';

/** The columns a CSV reader looks for: required ones must be in the header, optional ones may be. */
export interface CsvColumns<C extends string> {
  readonly required: readonly C[];
  readonly optional: readonly C[];
}

/** Where each known column sits in the file's rows, and how many cells a row must have. */
export interface HeaderMap<C extends string> {
  readonly width: number;
  readonly positions: ReadonlyMap<C, number>;
}

export const HeaderMessages = {
  separatedBy: (name: string) =>
    `The file looks separated by ${name}; save it as comma-separated CSV ("CSV UTF-8 (comma delimited)") and upload it again.`,
  missingColumns: (columns: readonly string[]) =>
    `The header row lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}. Start from the template, whose first row names every column.`,
  repeatedColumn: (column: string) => `The column ${column} appears more than once in the header row.`,
} as const;

/** What people type differently in the same header: case, spaces and underscores ("Email_Address"). */
export const normaliseHeader = (cell: string) => cell.toLowerCase().replace(/[\s_]+/g, '');

const OTHER_SEPARATORS: readonly (readonly [string, string])[] = [
  [';', 'semicolons'],
  ['\t', 'tabs'],
  ['|', 'vertical bars'],
];

/**
 * Matches the header row (found on `line`) against the expected columns. Unknown columns are ignored, so
 * an export with extra columns still reads. A header of too few cells holding another separator means the
 * file was saved with the wrong delimiter (Excel in many European locales writes semicolons); that is said
 * instead of the missing columns, which are only a consequence of it.
 */
export function matchHeader<C extends string>(
  cells: readonly string[],
  columns: CsvColumns<C>,
  line: number,
): HeaderMap<C> {
  const known = new Map<string, C>();
  for (const column of [...columns.required, ...columns.optional]) known.set(normaliseHeader(column), column);
  const positions = new Map<C, number>();
  cells.forEach((cell, index) => {
    const column = known.get(normaliseHeader(cell));
    if (column === undefined) return;
    if (positions.has(column)) failFile(HeaderMessages.repeatedColumn(column), line);
    positions.set(column, index);
  });
  const missing = columns.required.filter((column) => !positions.has(column));
  if (missing.length === 0) return { width: cells.length, positions };
  const tooFewCells = cells.length < columns.required.length;
  const separator = tooFewCells
    ? OTHER_SEPARATORS.find(([char]) => cells.some((cell) => cell.includes(char)))
    : undefined;
  if (separator) failFile(HeaderMessages.separatedBy(separator[1]), line);
  return failFile(HeaderMessages.missingColumns(missing), line);
}
