import { UserMessages } from '@shared/schemas/users';
import { describe, expect, it } from 'vitest';
import { checkMembershipRow, checkStaffRow, checkStudentRow, RowMessages } from './row-rules';

const staffCells = {
  FirstName: 'Maria',
  LastName: 'Lopez',
  EmailAddress: 'maria@example.org',
  StaffId: '1001',
  IsAdmin: '',
  Active: '',
};
const studentCells = {
  FirstName: 'Sam',
  LastName: 'Lee',
  EmailAddress: 'sam@example.org',
  StudentId: '200345',
  GraduationYear: '2030',
  Active: '',
};

describe('row rules', () => {
  it('turns a valid staff row into a record, blank flags taking the form defaults', () => {
    expect(checkStaffRow({ Line: 2, cells: staffCells })).toEqual({
      ok: true,
      record: {
        Line: 2,
        FirstName: 'Maria',
        LastName: 'Lopez',
        EmailAddress: 'maria@example.org',
        ThirdPartyId: '1001',
        IsAdmin: false,
        Active: true,
      },
    });
  });

  it.each([
    ['yes', true],
    ['No', false],
    ['TRUE', true],
    ['false', false],
    ['1', true],
    ['0', false],
  ])('reads %s as %s', (cell, value) => {
    const check = checkStaffRow({ Line: 2, cells: { ...staffCells, IsAdmin: cell, Active: cell } });
    expect(check.ok && [check.record.IsAdmin, check.record.Active]).toEqual([value, value]);
  });

  it("reports each bad cell once, with the forms' messages, on its line and column", () => {
    const check = checkStaffRow({
      Line: 7,
      cells: {
        FirstName: '',
        LastName: 'L',
        EmailAddress: 'not-mail',
        StaffId: '0',
        IsAdmin: 'maybe',
        Active: 'yes',
      },
    });
    expect(check).toEqual({
      ok: false,
      issues: [
        { Line: 7, Field: 'FirstName', Message: 'First Name is required' },
        { Line: 7, Field: 'LastName', Message: 'Last Name must be at least 2 characters' },
        { Line: 7, Field: 'EmailAddress', Message: 'Email Address must be an email address' },
        { Line: 7, Field: 'StaffId', Message: UserMessages.staffIdNumber },
        { Line: 7, Field: 'IsAdmin', Message: 'IsAdmin must be yes or no' },
      ],
    });
    const blank = checkStaffRow({ Line: 3, cells: { ...staffCells, StaffId: '', EmailAddress: '' } });
    expect(blank.ok ? [] : blank.issues.map((issue) => issue.Message)).toEqual([
      'Email Address is required',
      UserMessages.staffIdRequired,
    ]);
  });

  it('checks students with the Create Student rules', () => {
    const valid = checkStudentRow({ Line: 2, cells: studentCells });
    expect(valid.ok && valid.record).toMatchObject({
      ThirdPartyId: '200345',
      GraduationYear: 2030,
      Active: true,
    });
    const invalid = checkStudentRow({
      Line: 4,
      cells: { ...studentCells, StudentId: 'S-12', GraduationYear: '30' },
    });
    expect(invalid).toEqual({
      ok: false,
      issues: [
        { Line: 4, Field: 'StudentId', Message: UserMessages.studentIdNumber },
        { Line: 4, Field: 'GraduationYear', Message: UserMessages.graduationYear },
      ],
    });
  });

  it('reads a membership role as member (also blank) or lead', () => {
    const row = (Role: string) =>
      checkMembershipRow({ Line: 2, cells: { TeamName: 'Math', MemberEmail: 'a@x.org', Role } });
    expect(
      [row(''), row('member'), row('Lead'), row('team lead')].map((c) => c.ok && c.record.IsLead),
    ).toEqual([false, false, true, true]);
    expect(row('boss')).toEqual({
      ok: false,
      issues: [{ Line: 2, Field: 'Role', Message: RowMessages.role }],
    });
    const noTeam = checkMembershipRow({
      Line: 3,
      cells: { TeamName: ' ', MemberEmail: 'a@x.org', Role: '' },
    });
    expect(noTeam).toEqual({
      ok: false,
      issues: [{ Line: 3, Field: 'TeamName', Message: 'A team name is required' }],
    });
  });
});
