import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { PasswordMessages } from '../messages';
import { SearchKindSchema } from './search';

export const LoginRequestSchema = z.object({
  EmailAddress: z.string().trim().min(1, 'Email Address is required').max(320),
  Password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The signed-in user as the client needs it for the shell and its route guards. */
export const SessionUserSchema = z.object({
  UserId: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  IsAdmin: z.boolean(),
  IsSuperAdmin: z.boolean(),
  IsAnyTeamLead: z.boolean(),
  LocationId: z.uuid(),
  LocationName: z.string(),
  DistrictName: z.string(),
  /**
   * The spec's two super-admin key values. They grant nothing (the server decides every right from the
   * session): null for everyone but a super admin, whose are their own user id and their school's id.
   */
  SuperAdminGuidKey1: z.uuid().nullable(),
  SuperAdminGuidKey2: z.uuid().nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/**
 * Code 2 locked out, 3 or 4 invalid, anything else success (spec section 8). Ours sends 4 only as
 * LoginCode.SsoRequired, which the spec's client shows as invalid.
 */
export const LoginResponseSchema = z.object({
  Code: z.number().int(),
  User: SessionUserSchema.nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Links the shell shows; they come from server configuration. */
export const AppLinksSchema = z.object({
  FeedbackUrl: z.string(),
  /** Null when no external help centre is configured: Help is then the app's own screen. */
  HelpCentreUrl: z.string().nullable(),
  SiteAdminUrl: z.string(),
});
export type AppLinks = z.infer<typeof AppLinksSchema>;

/** Present while a super admin acts as `User`: who they really are and when the impersonation ends. */
export const ImpersonationSchema = z.object({
  ImpersonatorUserId: z.uuid(),
  ImpersonatorFirstName: z.string(),
  ImpersonatorLastName: z.string(),
  ExpiresAt: z.iso.datetime(),
});
export type Impersonation = z.infer<typeof ImpersonationSchema>;

export const SessionResponseSchema = z.object({
  User: SessionUserSchema,
  Links: AppLinksSchema,
  Impersonation: ImpersonationSchema.nullable(),
  /** The sign-in is not recent: changing the password in My Account needs CurrentPassword. */
  PasswordChangeNeedsCurrentPassword: z.boolean(),
  /**
   * What the caller may create or manage, from the server's policies (ours): the client shows the buttons
   * and links these allow and never works a right out from IsAdmin or IsAnyTeamLead.
   */
  AllowedToCreateMeetings: z.boolean(),
  AllowedToCreateTeams: z.boolean(),
  AllowedToCreateTeamGoals: z.boolean(),
  AllowedToManageDistrictGoals: z.boolean(),
  AllowedToManageSchoolGoals: z.boolean(),
  /** The school's Admin screens: the server's `admin` access level. */
  AllowedToManageSchool: z.boolean(),
  /** The Super Admin screens and the Site Admin link: the server's `superAdmin` access level. */
  AllowedToManageDistrict: z.boolean(),
  /** Insights of the school's teams (ours, issue 22): its admins, and team leads for the teams they lead. */
  AllowedToViewInsights: z.boolean(),
  /** Insights of every school of the district added up (ours, issue 22): super admins. */
  AllowedToViewDistrictInsights: z.boolean(),
  /** The kinds of record search finds for the caller (people for admins only): its Kind filter's choices. */
  AllowedSearchKinds: z.array(SearchKindSchema),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const ForgotPasswordRequestSchema = z.object({
  EmailAddress: z
    .string()
    .trim()
    .min(1, 'Email Address is required')
    .max(320)
    .pipe(z.email('Email Address must be an email address')),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

const newPasswordField = z
  .string()
  // An empty password is missing, not also too short: one message.
  .min(1, { message: 'Please provide a password', abort: true })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters in length')
  .max(1024);

/** The new-password form with the given rule for the current password (spec section 5). */
const newPasswordForm = <C extends z.ZodType<string | undefined>>(currentPassword: C) =>
  z
    .object({
      Password: newPasswordField,
      ConfirmPassword: z.string().min(1, 'Please confirm your password'),
      /** My Account only, when the server asks for it (PasswordChangeNeedsCurrentPassword). */
      CurrentPassword: currentPassword,
    })
    .refine((form) => form.Password === form.ConfirmPassword, {
      message: 'Passwords must match',
      path: ['ConfirmPassword'],
    });

/** The new-password form of the reset screen and of My Account (spec section 5). */
export const NewPasswordFormSchema = newPasswordForm(z.string().max(1024).optional());
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** My Account's form: the current password is required once the server says the sign-in is not recent. */
export const changePasswordFormSchema = (needsCurrentPassword: boolean) =>
  needsCurrentPassword
    ? newPasswordForm(z.string().min(1, PasswordMessages.currentRequired).max(1024))
    : NewPasswordFormSchema;

export const UpdatePasswordRequestSchema = z.object({
  NewPassword: newPasswordField,
  Token: z.string().min(1).max(200),
});
export type UpdatePasswordRequest = z.infer<typeof UpdatePasswordRequestSchema>;

/**
 * usermembership/UpdatePasswordForLoggedInUser: the signed-in user's new password (spec section 7), and
 * our CurrentPassword, which the server asks for when the sign-in is not recent.
 */
export const ChangePasswordRequestSchema = z.object({
  NewPassword: newPasswordField,
  CurrentPassword: z.string().max(1024).optional(),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const MessageResponseSchema = z.object({ Message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
