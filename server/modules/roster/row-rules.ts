import { SaveTeamRequestSchema } from '@shared/schemas/teams';
import { StafferSaveSchema, StudentFormSchema } from '@shared/schemas/users';
import { z } from 'zod';
import type { CsvRow } from './parse-csv';
import type { MembershipColumn, StaffColumn, StudentColumn } from './roster-columns';
import type { RosterIssue } from './roster-issue';
import { yesNoCell } from './yes-no-cell';

/** A staff row that passed the Create Staffer form's rules. */
export interface StaffRecord {
  Line: number;
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  ThirdPartyId: string;
  IsAdmin: boolean;
  Active: boolean;
}

/** A student row that passed the Create Student form's rules. */
export interface StudentRecord {
  Line: number;
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  ThirdPartyId: string;
  GraduationYear: number;
  Active: boolean;
}

/** A membership row: who joins which team (by name), and whether as its lead. */
export interface MembershipRecord {
  Line: number;
  TeamName: string;
  MemberEmail: string;
  IsLead: boolean;
}

export type RowCheck<T> = { ok: true; record: T } | { ok: false; issues: RosterIssue[] };

export const RowMessages = {
  role: 'Role must be member or lead',
} as const;

// The forms' own field schemas (shared/schemas), taken from the objects that export them, so a rule or a
// message changed there changes here too. The CSV column names key them; records use the save names.
const staffer = StafferSaveSchema.shape;
const student = StudentFormSchema.shape;
const team = SaveTeamRequestSchema.shape;

/** The default a Create form gives a yes/no field that is left alone. */
const formDefault = (field: z.ZodType<boolean>) => field.parse(undefined);

const StaffRowSchema = z.object({
  FirstName: staffer.FirstName,
  LastName: staffer.LastName,
  EmailAddress: staffer.EmailAddress,
  StaffId: staffer.ThirdPartyId,
  IsAdmin: yesNoCell('IsAdmin', formDefault(staffer.IsAdmin)),
  Active: yesNoCell('Active', formDefault(staffer.Active)),
} satisfies Record<StaffColumn, z.ZodType>);

const StudentRowSchema = z.object({
  FirstName: student.FirstName,
  LastName: student.LastName,
  EmailAddress: student.EmailAddress,
  StudentId: student.ThirdPartyId,
  GraduationYear: student.GraduationYear,
  Active: yesNoCell('Active', formDefault(student.Active)),
} satisfies Record<StudentColumn, z.ZodType>);

const ROLES: Record<string, boolean> = { member: false, lead: true, 'team lead': true };

const MembershipRowSchema = z.object({
  TeamName: team.TeamName,
  MemberEmail: staffer.EmailAddress,
  // Blank is a plain member, as the team builder adds people before anyone ticks Team Lead.
  Role: z.string().transform((cell, ctx) => {
    const role = cell.trim().toLowerCase().replace(/\s+/g, ' ');
    if (role === '') return false;
    const isLead = ROLES[role];
    if (isLead !== undefined) return isLead;
    ctx.addIssue({ code: 'custom', message: RowMessages.role });
    return z.NEVER;
  }),
} satisfies Record<MembershipColumn, z.ZodType>);

/**
 * Runs a row schema and keeps one issue per column, the first, as the forms show one message under a
 * field ("First Name is required", not also "must be at least 2 characters").
 */
function check<S extends z.ZodType, T>(
  schema: S,
  row: CsvRow<string>,
  toRecord: (value: z.output<S>) => T,
): RowCheck<T> {
  const result = schema.safeParse(row.cells);
  if (result.success) return { ok: true, record: toRecord(result.data) };
  const issues: RosterIssue[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    issues.push({ Line: row.Line, Field: field || null, Message: issue.message });
  }
  return { ok: false, issues };
}

/** A staff row under the Create Staffer form's rules (names, e-mail, Staff Id, yes/no flags). */
export const checkStaffRow = (row: CsvRow<StaffColumn>): RowCheck<StaffRecord> =>
  check(StaffRowSchema, row, ({ StaffId, ...rest }) => ({ Line: row.Line, ...rest, ThirdPartyId: StaffId }));

/** A student row under the Create Student form's rules (names, e-mail, Student Id, graduation year). */
export const checkStudentRow = (row: CsvRow<StudentColumn>): RowCheck<StudentRecord> =>
  check(StudentRowSchema, row, ({ StudentId, ...rest }) => ({
    Line: row.Line,
    ...rest,
    ThirdPartyId: StudentId,
  }));

/** A membership row: the team builder's team name rule, an e-mail, member or lead. */
export const checkMembershipRow = (row: CsvRow<MembershipColumn>): RowCheck<MembershipRecord> =>
  check(MembershipRowSchema, row, ({ Role, ...rest }) => ({ Line: row.Line, ...rest, IsLead: Role }));
