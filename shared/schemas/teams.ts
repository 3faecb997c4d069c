import { z } from 'zod';
import { TeamRole, UserType } from '../constants';
import { IdOrNewSchema } from './common';
import { pageOf } from './lists';
import { ExpectedVersionSchema, VersionSchema } from './version';

export const TeamSummarySchema = z.object({ Id: z.uuid(), Name: z.string() });
export type TeamSummary = z.infer<typeof TeamSummarySchema>;
export const TeamSummaryListSchema = z.array(TeamSummarySchema);

export const TEAM_NAME_MAX = 200;

/** A role on a membership; RoleId 1 is team lead. */
export const UserRoleSchema = z.object({ Id: z.uuid(), RoleId: z.number().int() });
export type UserRole = z.infer<typeof UserRoleSchema>;

/** One member of a team (spec section 3, Team). */
export const TeamMemberSchema = z.object({
  UserId: z.uuid(),
  UserTeamId: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  IsTeamLead: z.boolean(),
  UserRoles: z.array(UserRoleSchema),
  UserTypeId: z.number().int(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** Ours: a member with the caller's right to remove them (never the team's only lead). */
export const RemovableTeamMemberSchema = TeamMemberSchema.extend({ AllowedToRemove: z.boolean() });
export type RemovableTeamMember = z.infer<typeof RemovableTeamMemberSchema>;

/** A team on /myTeams with the caller's rights on it. */
export const MyTeamSchema = z.object({
  TeamId: z.uuid(),
  TeamName: z.string(),
  TeamMembers: z.array(RemovableTeamMemberSchema),
  AllowedToEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
});
export type MyTeam = z.infer<typeof MyTeamSchema>;
export const MyTeamListSchema = z.array(MyTeamSchema);

/** team/getMyTeamsWithUserTypeIdToExclude/{typeId}: the user type left out of the member lists. */
export const UserTypeParamsSchema = z.object({
  typeId: z.coerce
    .number()
    .int()
    .refine((value) => (Object.values(UserType) as number[]).includes(value), 'User type must be 1, 2 or 3'),
});

/** A team with its members, as the Create Team screen edits it. */
export const TeamWithUsersSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  UsersInTeam: z.array(RemovableTeamMemberSchema),
  AllowedToEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
  /** Ours (issue 23): the record's History panel (admins and the team's leads). */
  AllowedToSeeHistory: z.boolean(),
  Version: VersionSchema,
});
export type TeamWithUsers = z.infer<typeof TeamWithUsersSchema>;

export const TeamDetailsSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  TeamNormsTitle: z.string(),
  AllowedToEdit: z.boolean(),
});
export type TeamDetails = z.infer<typeof TeamDetailsSchema>;

/** A staffer of a team (team/getAllStaffersById). */
export const TeamStafferSchema = z.object({
  Id: z.uuid(),
  UserTeamId: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  FullName: z.string(),
  FInitialLastName: z.string(),
  EmailAddress: z.string(),
  IsTeamLead: z.boolean(),
});
export type TeamStaffer = z.infer<typeof TeamStafferSchema>;
export const TeamStafferListSchema = z.array(TeamStafferSchema);

/**
 * A row of /manageTeams, one page at a time: what the row shows. A row's members load when it is expanded
 * (team/getTeamWithUsersById), so a page of large teams stays small.
 */
export const ManagedTeamSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  MemberCount: z.number().int(),
  AllowedToEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
});
export type ManagedTeam = z.infer<typeof ManagedTeamSchema>;
export const ManagedTeamPageSchema = pageOf(ManagedTeamSchema);

/**
 * Everyone the team builder may add (user/getAllUsers), with what tells namesakes apart: the e-mail of staff
 * and partners ('' for students), the staff or student id, and a student's graduation year.
 */
export const CandidateUserSchema = z.object({
  Id: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  UserTypeId: z.number().int(),
  EmailAddress: z.string(),
  ThirdPartyId: z.string(),
  GraduationYear: z.number().int().nullable(),
});
export type CandidateUser = z.infer<typeof CandidateUserSchema>;
export const CandidateUserListSchema = z.array(CandidateUserSchema);

/** team/addTeamWithUsers (spec section 7): TeamId null, '0' or 0 when new. */
export const SaveTeamRequestSchema = z.object({
  TeamId: IdOrNewSchema.optional().transform((value) => value ?? null),
  TeamName: z
    .string()
    .trim()
    .min(1, 'A team name is required')
    .max(TEAM_NAME_MAX, `Team name cannot exceed ${TEAM_NAME_MAX} characters`),
  UsersInTeam: z
    .array(
      z.object({
        UserId: z.uuid(),
        UserRoles: z
          .array(z.object({ RoleId: z.literal(TeamRole.TeamLead, 'Unknown role') }))
          .max(1)
          .default([]),
        UserTeamId: IdOrNewSchema.optional(),
      }),
    )
    .max(10_000)
    .default([]),
  Version: ExpectedVersionSchema,
});
export type SaveTeamRequest = z.input<typeof SaveTeamRequestSchema>;
export type SaveTeamCommand = z.output<typeof SaveTeamRequestSchema>;

export const SavedTeamSchema = TeamSummarySchema;
