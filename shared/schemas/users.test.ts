import { describe, expect, it } from 'vitest';
import { StudentFormSchema, stafferFormSchema, UserMessages, UserSaveSchema } from './users';

const staffer = {
  FirstName: 'Nina',
  LastName: 'Newhire',
  EmailAddress: 'nina@demo.plchub.test',
  ThirdPartyId: '42',
  IsAdmin: false,
  Active: true,
  GrantWebAccess: true,
  Password: '',
  ConfirmPassword: '',
  EmailAccountInformation: false,
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('staffer form', () => {
  it('asks a new staffer with web access for a password and its confirmation', () => {
    expect(messagesOf(stafferFormSchema(false).safeParse(staffer))).toEqual([
      UserMessages.passwordRequired,
      UserMessages.confirmRequired,
    ]);
  });

  it('lets an existing staffer with web access keep the password by leaving it empty', () => {
    expect(stafferFormSchema(true).safeParse(staffer).success).toBe(true);
    const mismatch = { ...staffer, Password: 'abcdef', ConfirmPassword: 'abcdeg' };
    expect(messagesOf(stafferFormSchema(true).safeParse(mismatch))).toEqual([
      UserMessages.passwordsMustMatch,
    ]);
  });

  it('reports the password rules even while other fields are invalid', () => {
    const result = stafferFormSchema(false).safeParse({ ...staffer, FirstName: '', Password: '123' });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining(['First Name is required', UserMessages.passwordTooShort]),
    );
  });

  it('ignores the passwords without web access', () => {
    expect(stafferFormSchema(false).safeParse({ ...staffer, GrantWebAccess: false }).success).toBe(true);
  });
});

describe('user/save body', () => {
  it('tells a student from a staffer by UserStudent', () => {
    const student = UserSaveSchema.parse({
      Id: '0',
      FirstName: 'Sam',
      LastName: 'Pupil',
      EmailAddress: 'sam@students.test',
      ThirdPartyId: 5,
      Active: true,
      UserStudent: { GraduationYear: '2030' },
    });
    expect(student).toMatchObject({
      UserTypeId: 2,
      Id: null,
      ThirdPartyId: '5',
      UserStudent: { GraduationYear: 2030 },
    });
    // ConfirmPassword is optional on the wire (the spec's payload has none).
    const { ConfirmPassword: _confirm, ...withoutConfirm } = staffer;
    const saved = UserSaveSchema.parse({ ...withoutConfirm, Id: '0', Password: 'abcdef' });
    expect(saved).toMatchObject({ UserTypeId: 1, Password: 'abcdef' });
  });

  it('defaults the graduation year rule to exactly 4 digits', () => {
    const base = {
      FirstName: 'Sam',
      LastName: 'Pupil',
      EmailAddress: 'a@b.test',
      ThirdPartyId: '1',
      Active: true,
    };
    expect(messagesOf(StudentFormSchema.safeParse({ ...base, GraduationYear: '99' }))).toEqual([
      UserMessages.graduationYear,
    ]);
    expect(StudentFormSchema.parse({ ...base, GraduationYear: '2029' }).GraduationYear).toBe(2029);
  });
});
