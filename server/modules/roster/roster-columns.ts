/**
 * The kinds of roster CSV an admin can upload and their columns, in template order. Required columns
 * must be in the header; optional ones may be left out and then take the form's default.
 */
export const ROSTER_COLUMNS = {
  staff: {
    required: ['FirstName', 'LastName', 'EmailAddress', 'StaffId'],
    optional: ['IsAdmin', 'Active'],
  },
  students: {
    required: ['FirstName', 'LastName', 'EmailAddress', 'StudentId', 'GraduationYear'],
    optional: ['Active'],
  },
  memberships: {
    required: ['TeamName', 'MemberEmail'],
    optional: ['Role'],
  },
} as const;

export type RosterKind = keyof typeof ROSTER_COLUMNS;
export const ROSTER_KINDS = Object.keys(ROSTER_COLUMNS) as RosterKind[];

type ColumnsOf<K extends RosterKind> =
  (typeof ROSTER_COLUMNS)[K]['required'][number] | (typeof ROSTER_COLUMNS)[K]['optional'][number];
export type StaffColumn = ColumnsOf<'staff'>;
export type StudentColumn = ColumnsOf<'students'>;
export type MembershipColumn = ColumnsOf<'memberships'>;

/** Every column of a kind, required ones first: the template's header. */
export function columnsOf(kind: RosterKind): string[] {
  const { required, optional } = ROSTER_COLUMNS[kind];
  return [...required, ...optional];
}
