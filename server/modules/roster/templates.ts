import { csvFileName, toCsv } from '../../lib/csv';
import { columnsOf, type RosterKind } from './roster-columns';

/**
 * One sample row per kind, which passes the same rules as an upload (a test checks it), so an admin who
 * fills the template by its example gets a clean preview.
 */
const SAMPLE_ROWS: Record<RosterKind, readonly string[]> = {
  staff: ['Maria', 'Lopez', 'maria.lopez@example.org', '1001', 'no', 'yes'],
  students: ['Sam', 'Lee', 'sam.lee@example.org', '200345', '2030', 'yes'],
  memberships: ['Grade 6 Math', 'maria.lopez@example.org', 'lead'],
};

/**
 * The downloadable template of a kind: header and one sample row, CRLF between lines, UTF-8 with a
 * byte-order mark (through our CSV writer, so Excel opens it as UTF-8 and the upload reader accepts it).
 */
export function rosterTemplateCsv(kind: RosterKind): string {
  return toCsv(columnsOf(kind), [SAMPLE_ROWS[kind]]);
}

/** The template's download name, e.g. roster-staff-template.csv. */
export function rosterTemplateFileName(kind: RosterKind): string {
  return csvFileName('roster', kind, 'template');
}
