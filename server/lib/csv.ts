import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** A CSV cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/** A download: its file name and its text. */
export interface CsvDocument {
  fileName: string;
  body: string;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * What a spreadsheet reads as the start of a formula (or, for tab and carriage return, lets through to
 * one): OWASP's list for CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+1`, `-2`, `@SUM(…)`) gets a leading
 * single quote, so it is shown as the text it is. Numbers the server writes itself pass unchanged.
 */
export function neutraliseFormula(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * A CSV document (RFC 4180: CRLF between records, text in double quotes with quotes doubled) with a header
 * row, every text cell neutralised. It starts with a byte-order mark, which Excel needs to read UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    [header, ...rows].map((row) => row.map(neutraliseFormula)),
    {
      bom: true,
      quoted_string: true,
      record_delimiter: 'windows',
    },
  );
}

/** A download's file name from its parts: words joined by hyphens, nothing a file system or header minds. */
export function csvFileName(...parts: string[]): string {
  const words = parts
    .join('-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${words || 'export'}.csv`;
}

/** Sends the document as a download under its file name; the route returns what this answers. */
export function sendCsv(reply: FastifyReply, { fileName, body }: CsvDocument): string {
  reply
    .type(CSV_CONTENT_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
  return body;
}
