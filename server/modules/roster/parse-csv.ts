import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { LineCounter } from './line-counter';
import { matchHeader, type CsvColumns, type HeaderMap } from './match-header';
import { failFile, RosterFileError, type RosterIssue } from './roster-issue';

export type { CsvColumns } from './match-header';

/** A data row: its cells by column (an optional column the file lacks reads as ''), trimmed. */
export interface CsvRow<C extends string> {
  /** The line the row starts on, the header being line 1 (a quoted cell may run over several lines). */
  readonly Line: number;
  readonly cells: Readonly<Record<C, string>>;
}

/** What the reader yields: a row to validate, or a row it could not split into the header's columns. */
export type CsvItem<C extends string> =
  { readonly kind: 'row'; readonly row: CsvRow<C> } | { readonly kind: 'issue'; readonly issue: RosterIssue };

export const CsvMessages = {
  empty: 'The file is empty.',
  headerOnly: 'The file has a header row but no data rows.',
  unclosedQuote:
    'A double quote opened on this line is never closed, so the rest of the file reads as one cell. Close the quote or remove it.',
  badClosingQuote:
    'A quoted cell on this line has text after its closing double quote. Inside quotes, write a double quote twice ("").',
  unreadable: 'The file could not be read as CSV.',
  fieldCount: (cells: number, header: number) =>
    `This row has ${cells} cells but the header row has ${header}. Check for a stray or missing comma.`,
} as const;

/** Bytes handed to the parser at a time, so a large file is parsed as the rows are read, not all at once. */
const CHUNK_BYTES = 64 * 1024;

function* chunksOf(bytes: Buffer) {
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES)
    yield bytes.subarray(offset, offset + CHUNK_BYTES);
}

/**
 * Reads CSV text row by row: an async generator over csv-parse's stream, fed a piece at a time, so a caller
 * may stop early and only a few rows are held at once. Header names match case-insensitively, ignoring
 * spaces and underscores. Cells are trimmed and kept as text, so `=SUM(A1)` or `+44…` stay what was typed;
 * escaping them is the business of our CSV exports (server/lib/csv.ts, neutraliseFormula). Blank lines,
 * and lines of empty cells that spreadsheets leave after the data, are skipped.
 *
 * Throws RosterFileError for a problem of the whole file: empty, header only, another separator, missing
 * or repeated columns, a quote that breaks the rows (with its line). A row whose cell count differs from the
 * header's is yielded as an issue and reading goes on.
 */
export async function* parseCsv<C extends string>(
  text: string,
  columns: CsvColumns<C>,
): AsyncGenerator<CsvItem<C>, void, undefined> {
  if (text.trim() === '') failFile(CsvMessages.empty);
  const bytes = Buffer.from(text, 'utf8');
  const lines = new LineCounter(bytes);
  // Where each record csv-parse completed ends (its line break included), in order, taken off as the rows
  // are read: the next row starts there, which gives each row its line even after multi-line quoted cells
  // and blank lines (so no blank-line skipping by csv-parse). A parse error drops the records still queued
  // in the stream, so the broken row's line is worked out from the last end.
  const ends: number[] = [];
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    trim: true,
    on_record: (cells, context) => {
      ends.push(context.bytes);
      return cells;
    },
  });
  Readable.from(chunksOf(bytes)).pipe(parser);
  const allColumns = [...columns.required, ...columns.optional];
  let header: HeaderMap<C> | undefined;
  let rowCount = 0;
  let startLine = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const line = startLine;
      startLine = lines.lineAt(ends.shift() ?? bytes.length);
      const cells = record.map((cell) => cell.trim());
      if (cells.every((cell) => cell === '')) continue;
      if (!header) {
        header = matchHeader(cells, columns, line);
        continue;
      }
      rowCount++;
      if (cells.length !== header.width) {
        const issue = {
          Line: line,
          Field: null,
          Message: CsvMessages.fieldCount(cells.length, header.width),
        };
        yield { kind: 'issue', issue };
      } else {
        yield { kind: 'row', row: { Line: line, cells: pick(cells, header, allColumns) } };
      }
    }
  } catch (error) {
    throw asFileError(error, () => new LineCounter(bytes).lineAt(ends.at(-1) ?? 0));
  }
  if (!header) failFile(CsvMessages.empty);
  if (rowCount === 0) failFile(CsvMessages.headerOnly);
}

function pick<C extends string>(cells: readonly string[], header: HeaderMap<C>, columns: readonly C[]) {
  const picked = {} as Record<C, string>;
  for (const column of columns) {
    const position = header.positions.get(column);
    picked[column] = position === undefined ? '' : (cells[position] ?? '');
  }
  return picked;
}

/** csv-parse's errors in the admin's words, on the line where the broken row starts. */
function asFileError(error: unknown, brokenRowLine: () => number): unknown {
  if (error instanceof RosterFileError || !(error instanceof CsvError)) return error;
  const message =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? CsvMessages.unclosedQuote
      : error.code === 'CSV_INVALID_CLOSING_QUOTE' ||
          error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
        ? CsvMessages.badClosingQuote
        : CsvMessages.unreadable;
  return new RosterFileError({ Line: brokenRowLine(), Field: null, Message: message });
}
