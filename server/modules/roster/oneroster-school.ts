import type { CsvRow } from './parse-csv';
import { failFile } from './roster-issue';

export const ORG_COLUMNS = {
  required: ['sourcedId', 'name', 'type'],
  optional: ['identifier', 'status'],
} as const;
type OrgColumn = (typeof ORG_COLUMNS)['required' | 'optional'][number];

/** The school a bundle is imported into, as orgs.csv names it. */
export interface OneRosterSchool {
  SourcedId: string;
  Name: string;
  Identifier: string;
}

/** Which school of the bundle to import: by its identifier (a state or district school code) or by name. */
export type SchoolChoice = { identifier: string } | { name: string };

export const SchoolMessages = {
  noSchool: (how: string, value: string) => `orgs.csv has no school with the ${how} "${value}".`,
  severalSchools: (value: string) =>
    `orgs.csv has several schools named "${value}"; choose the school by its identifier instead.`,
} as const;

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The one org of type school that the admin chose. A bundle usually covers a district, and PLC Hub
 * imports into one school at a time; rows marked tobedeleted are not candidates.
 */
export function pickSchool(orgs: readonly CsvRow<OrgColumn>[], choice: SchoolChoice): OneRosterSchool {
  const schools = orgs.filter(
    ({ cells }) => cells.type.toLowerCase() === 'school' && cells.status.toLowerCase() !== 'tobedeleted',
  );
  const [how, value, key] =
    'identifier' in choice
      ? (['identifier', choice.identifier, 'identifier'] as const)
      : (['name', choice.name, 'name'] as const);
  const matches = schools.filter(({ cells }) => fold(cells[key]) === fold(value));
  const [match, ...others] = matches;
  if (!match) return failFile(SchoolMessages.noSchool(how, value));
  if (others.length > 0) failFile(SchoolMessages.severalSchools(value));
  return { SourcedId: match.cells.sourcedId, Name: match.cells.name, Identifier: match.cells.identifier };
}
