import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, UserSort, type UserSortColumn, UserType } from '../constants';
import { IdOrNewSchema } from './common';
import { ListQuerySchema } from './lists';

/** The texts of spec section 5 (Staffer, Student) that both the forms and the server show. */
export const UserMessages = {
  staffEmailTaken: 'Email must be unique',
  studentEmailTaken: 'This email address is associated with another user',
  staffIdTaken: 'This Staff Id is associated with another user',
  studentIdTaken: 'This student id is associated with another student',
  passwordRequired: 'Password is required for granting web access',
  passwordTooShort: 'Password must be at least 6 characters in length',
  confirmRequired: 'Confirm Password is required for granting web access',
  passwordsMustMatch: 'Passwords must match',
  graduationYear: 'Graduation Year must be 4 digits',
  studentIdRequired: 'Student Id is required',
  // The spec names the rule but not these two texts.
  studentIdNumber: 'Student Id must be a number',
  staffIdRequired: 'Staff Id is required',
  staffIdNumber: 'Staff Id must be a number of at least 1',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotLockOutSelf: 'You cannot remove your own admin rights, web access or active state.',
} as const;

/** The success toasts and empty states of the staff and student screens (spec section 8). */
export const UserToasts = {
  stafferSaved: 'Staff info has been saved.',
  studentSaved: 'Student information has been saved.',
  stafferDeleted: 'Staffer has been deleted.',
  studentDeleted: 'Student has been deleted.',
  noStaffers: 'There are no staffers to display.',
  noStudents: 'There are no students to display.',
} as const;

const nameField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .min(NAME_MIN_LENGTH, `${label} must be at least 2 characters`)
    .max(100, `${label} cannot exceed 100 characters`);

const emailField = z
  .string()
  .trim()
  .min(1, 'Email Address is required')
  .max(320, 'Email Address must be an email address')
  .pipe(z.email('Email Address must be an email address'));

/** The spec's client may send ids and years as numbers or as text; both are accepted. */
const textOrNumber = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

const staffIdField = textOrNumber.pipe(
  z
    .string()
    .min(1, UserMessages.staffIdRequired)
    .max(18, UserMessages.staffIdNumber)
    .regex(/^\d+$/, UserMessages.staffIdNumber)
    .refine((value) => Number(value) >= 1, UserMessages.staffIdNumber),
);

const studentIdField = textOrNumber.pipe(
  z
    .string()
    .min(1, UserMessages.studentIdRequired)
    .max(18, UserMessages.studentIdNumber)
    .regex(/^\d+$/, UserMessages.studentIdNumber),
);

const graduationYearField = textOrNumber
  .pipe(z.string().regex(/^\d{4}$/, UserMessages.graduationYear))
  .transform(Number);

/** The fields the Create Staffer form edits. */
const stafferFields = {
  FirstName: nameField('First Name'),
  LastName: nameField('Last Name'),
  EmailAddress: emailField,
  ThirdPartyId: staffIdField,
  IsAdmin: z.boolean().default(false),
  Active: z.boolean().default(true),
  GrantWebAccess: z.boolean().default(false),
  Password: z.string().max(1024).nullish(),
  ConfirmPassword: z.string().max(1024).nullish(),
  EmailAccountInformation: z.boolean().default(false),
};

interface PasswordRuleOptions {
  /** Editing a staffer who already has web access: an empty password keeps the current one. */
  passwordOptional: (form: Record<string, unknown>) => boolean;
  /** The spec's save payload has no ConfirmPassword; when it is absent the server does not ask for it. */
  confirmOptional: boolean;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The Grant Web Access rules of spec section 5; they run even while other fields are still invalid. */
function passwordRules(options: PasswordRuleOptions) {
  return (form: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (form.GrantWebAccess !== true) return;
    const password = asText(form.Password);
    const confirm = form.ConfirmPassword;
    const keepsPassword = password === '' && options.passwordOptional(form);
    if (password === '' && !keepsPassword) {
      ctx.addIssue({ code: 'custom', path: ['Password'], message: UserMessages.passwordRequired });
    } else if (password !== '' && password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['Password'], message: UserMessages.passwordTooShort });
    }
    if ((confirm === undefined || confirm === null) && options.confirmOptional) return;
    if (keepsPassword && asText(confirm) === '') return;
    if (asText(confirm) === '') {
      ctx.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: UserMessages.confirmRequired });
    } else if (confirm !== password) {
      ctx.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: UserMessages.passwordsMustMatch });
    }
  };
}

const always = { when: () => true };

/**
 * The Create Staffer form. `hasWebAccess`: the staffer being edited can already sign in, so leaving the
 * password empty keeps it.
 */
export const stafferFormSchema = (hasWebAccess: boolean) =>
  z
    .object(stafferFields)
    .superRefine(passwordRules({ passwordOptional: () => hasWebAccess, confirmOptional: false }), always);
export type StafferFormInput = z.input<ReturnType<typeof stafferFormSchema>>;
export type StafferForm = z.output<ReturnType<typeof stafferFormSchema>>;

/**
 * user/save for a staffer. UserTypeId is optional on the wire: a payload without UserStudent is a
 * staffer, one with UserStudent a student. An existing staffer's empty password keeps the current one
 * (the server refuses it when that staffer has no web access yet).
 */
export const StafferSaveSchema = z
  .object({ UserTypeId: z.literal(UserType.Staffer), Id: IdOrNewSchema, ...stafferFields })
  .superRefine(
    passwordRules({ passwordOptional: (form) => form.Id !== null, confirmOptional: true }),
    always,
  );
export type StafferSave = z.output<typeof StafferSaveSchema>;

const studentFields = {
  FirstName: nameField('First Name'),
  LastName: nameField('Last Name'),
  EmailAddress: emailField,
  ThirdPartyId: studentIdField,
  Active: z.boolean().default(true),
};

/** The Create Student form; the graduation year sits beside the other fields. */
export const StudentFormSchema = z.object({ ...studentFields, GraduationYear: graduationYearField });
export type StudentFormInput = z.input<typeof StudentFormSchema>;
export type StudentForm = z.output<typeof StudentFormSchema>;

/** user/save for a student. */
export const StudentSaveSchema = z.object({
  UserTypeId: z.literal(UserType.Student),
  Id: IdOrNewSchema,
  ...studentFields,
  UserStudent: z.object({ GraduationYear: graduationYearField }),
});
export type StudentSave = z.output<typeof StudentSaveSchema>;

/** Adds the UserTypeId the payload implies when the client left it out (the spec's client does). */
function withUserType(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const payload = value as Record<string, unknown>;
  if (payload.UserTypeId !== undefined) return value;
  const isStudent = payload.UserStudent !== undefined && payload.UserStudent !== null;
  return { ...payload, UserTypeId: isStudent ? UserType.Student : UserType.Staffer };
}

/** The body of user/save: a staffer or a student (told apart by UserStudent, or by UserTypeId 1 or 2). */
export const UserSaveSchema = z.preprocess(
  withUserType,
  z.discriminatedUnion('UserTypeId', [StafferSaveSchema, StudentSaveSchema]),
);
export type UserSave = z.output<typeof UserSaveSchema>;

const listRowFields = {
  Id: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  FullName: z.string(),
  LastCommaFirst: z.string(),
  EmailAddress: z.string(),
  ThirdPartyId: z.string(),
  Active: z.boolean(),
};

/** A row of user/GetStaffers. */
export const StafferRowSchema = z.object({
  ...listRowFields,
  IsAdmin: z.boolean(),
  HasWebAccess: z.boolean(),
  /** Set by the server: only a super admin manages a super admin, and nobody deletes themself. */
  AllowedToEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
});
export type StafferRow = z.infer<typeof StafferRowSchema>;

/** A row of user/GetStudents. */
export const StudentRowSchema = z.object({ ...listRowFields, GraduationYear: z.number().int().nullable() });
export type StudentRow = z.infer<typeof StudentRowSchema>;

/** A page of user/GetStaffers: by name (last, then first) unless asked otherwise. */
export const StafferListQuerySchema = ListQuerySchema.extend({
  Sort: z.enum([UserSort.Name, UserSort.Email, UserSort.ThirdPartyId]).default(UserSort.Name),
});
/** A page of user/GetStudents: the staffers' sorts and the graduation year. */
export const StudentListQuerySchema = ListQuerySchema.extend({
  Sort: z.enum(Object.values(UserSort) as [UserSortColumn, ...UserSortColumn[]]).default(UserSort.Name),
});
export type UserListQuery = z.infer<typeof StudentListQuerySchema>;

/** user/getById: what the edit forms load (never the password). */
export const UserDetailsSchema = z.object({
  Id: z.uuid(),
  UserTypeId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  FullName: z.string(),
  EmailAddress: z.string(),
  ThirdPartyId: z.string(),
  Active: z.boolean(),
  IsAdmin: z.boolean(),
  HasWebAccess: z.boolean(),
  UserStudent: z.object({ GraduationYear: z.number().int().nullable() }).nullable(),
  /** Ours (issue 23): the person's History panel (the school's admins). */
  AllowedToSeeHistory: z.boolean(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/**
 * user/getUserDetails/{id}: a person as a signed-in colleague sees them, in the spec's User style (never a
 * password, nor whether they can sign in). For the person themself, those who share a team with them and
 * their school's admins.
 */
export const PersonDetailsSchema = UserDetailsSchema.omit({
  HasWebAccess: true,
  AllowedToSeeHistory: true,
}).extend({
  FInitialLastName: z.string(),
  LastCommaFirst: z.string(),
});
export type PersonDetails = z.infer<typeof PersonDetailsSchema>;

/** ?userId= on the uniqueness checks: the user being edited, whose own value counts as unique. */
export const UniqueCheckQuerySchema = z.object({ userId: z.uuid().optional() });
export const EmailUniqueQuerySchema = UniqueCheckQuerySchema.extend({ id: z.string().trim().max(320) });
export const SisUniqueParamsSchema = z.object({ id: z.string().trim().max(50) });
