import { z } from 'zod';
import { ApiDateSchema, IdOrNewSchema, NestedIdSchema } from './common';
import { ListQuerySchema, pageOf } from './lists';
import { ExpectedVersionSchema, VersionSchema } from './version';

/** Texts of the goal screens (spec sections 5 and 8), word for word. */
export const GoalMessages = {
  titleRequired: 'The title is required',
  goalNameRequired: 'A goal name is required',
  teamRequired: 'Please select a team for this goal',
  targetDateInvalid: 'Target Date must be a date',
  groupGoalSaved: 'A new group goal has been saved.',
  noGoals: 'There are no goals to display.',
  noDistrictGoals: 'There are no district goals to display.',
  noSchoolGoals: 'There are no school goals to display.',
  noTasks: 'There are no tasks to display.',
  /** Spec silent: the toasts of the admin goal screens and of the team goal actions. */
  districtGoalSaved: 'District goal has been saved.',
  schoolGoalSaved: 'School goal has been saved.',
  goalSaved: 'Goal has been saved.',
  goalDeleted: 'Goal has been deleted.',
  goalCompleted: 'Goal has been marked as completed.',
  /** Ours: goal/markAsOpen, which undoes Mark Completed. */
  goalReopened: 'Goal has been reopened.',
  /** Server refusals. */
  goalClosed: 'This goal is closed to new tasks',
  goalAlreadyCompleted: 'This goal is already completed',
  goalAlreadyOpen: 'This goal is already open',
} as const;

/** Spec silent on bounds: a goal title is a sentence, its description a paragraph or two. */
export const GOAL_TITLE_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 4000;

export const GoalIdParamsSchema = z.object({ goalId: z.uuid() });

// ---------------------------------------------------------------------------------------------------
// District and school goals (admins change them; everyone in the district or school reads them).

/** A row of /districtGoals, /schoolGoals and their manage screens. */
export const AdminGoalSchema = z.object({
  Id: z.uuid(),
  Title: z.string(),
  Description: z.string(),
  TargetDate: ApiDateSchema.nullable(),
  AllowedToEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
});
export type AdminGoal = z.infer<typeof AdminGoalSchema>;
/** goal/getDistrictGoals, goal/getSchoolGoals: one page, by title (natural, case-insensitive). */
export const AdminGoalPageSchema = pageOf(AdminGoalSchema);

/** goal/getAdminModifiableOnlyGoal/{goalId}: the form's data. */
export const AdminModifiableGoalSchema = z.object({
  Id: z.uuid(),
  Title: z.string(),
  Description: z.string(),
  TargetDate: ApiDateSchema.nullable(),
  Version: VersionSchema,
});
export type AdminModifiableGoal = z.infer<typeof AdminModifiableGoalSchema>;

/** Ours: which kind the form edits, so a district goal's id does not open on the school form. */
export const AdminGoalQuerySchema = z.object({ Scope: z.enum(['District', 'School']).optional() });
export type AdminGoalKind = NonNullable<z.infer<typeof AdminGoalQuerySchema>['Scope']>;

const titleField = z
  .string()
  .trim()
  .min(1, GoalMessages.titleRequired)
  .max(GOAL_TITLE_MAX, `The title cannot exceed ${GOAL_TITLE_MAX} characters`);
const descriptionField = z
  .string()
  .trim()
  .max(GOAL_DESCRIPTION_MAX, `The description cannot exceed ${GOAL_DESCRIPTION_MAX} characters`);

/** The district and school goal form (client), validated on blur. An empty target date means none. */
export const AdminGoalFormSchema = z.object({
  title: titleField,
  description: descriptionField,
  targetDate: z.union([z.literal(''), ApiDateSchema]),
});
export type AdminGoalForm = z.infer<typeof AdminGoalFormSchema>;

/** goal/saveDistrictGoal and goal/saveSchoolGoal: Id '0' (or 0, or the empty GUID) is a new goal. */
export const SaveAdminGoalRequestSchema = z.object({
  Id: IdOrNewSchema,
  title: titleField,
  description: descriptionField.default(''),
  targetDate: z
    .union([z.literal(''), ApiDateSchema])
    .nullish()
    .transform((value) => value || null),
  Version: ExpectedVersionSchema,
});
export type SaveAdminGoalRequest = z.input<typeof SaveAdminGoalRequestSchema>;
export type SaveAdminGoalCommand = z.output<typeof SaveAdminGoalRequestSchema>;

export const SavedGoalSchema = z.object({ Id: z.uuid() });
export type SavedGoal = z.infer<typeof SavedGoalSchema>;

// ---------------------------------------------------------------------------------------------------
// Team goals.

/** The link of a team goal to its team (spec: GoalTeam). */
export const GoalTeamSchema = z.object({
  Id: NestedIdSchema,
  GoalId: NestedIdSchema,
  TeamId: z.uuid(),
});

/**
 * A team goal on /teamGoals. The numbers come from one aggregate query per list: the percentage is
 * floor(100 × completed ÷ all tasks), 0 for a goal without tasks.
 */
export const TeamGoalListItemSchema = z.object({
  GoalId: z.uuid(),
  GoalName: z.string(),
  GoalDescription: z.string(),
  TargetDate: ApiDateSchema.nullable(),
  TeamId: z.uuid(),
  TeamName: z.string(),
  GoalStatusId: z.number().int(),
  GoalPercentageCompleted: z.number().int().min(0).max(100),
  TotalTasks: z.number().int(),
  TasksCompleted: z.number().int(),
  TasksRemaining: z.number().int(),
  MemberCountWithAssignedTasks: z.number().int(),
  /** True when the caller may not change the goal: its actions are hidden. */
  ReadOnly: z.boolean(),
  AllowedToMarkGoalAsCompleted: z.boolean(),
  /** Ours: a completed goal may be reopened (goal/markAsOpen/{id}) by whoever may complete it. */
  AllowedToMarkGoalAsOpen: z.boolean(),
});
export type TeamGoalListItem = z.infer<typeof TeamGoalListItemSchema>;
/**
 * goal/myTeamGoals and goal/getByTeamId/{id}: one page of team goals, by name. AllowedToExport (ours,
 * issue 23): the caller may download all the goals of the one team the page is kept to as CSV
 * (goal/exportByTeamId); false for a page of several teams (goal/myTeamGoals without TeamId).
 */
export const TeamGoalPageSchema = pageOf(TeamGoalListItemSchema).extend({ AllowedToExport: z.boolean() });
export type TeamGoalPage = z.infer<typeof TeamGoalPageSchema>;
export const TeamGoalsQuerySchema = ListQuerySchema;
/** goal/myTeamGoals: TeamId (ours) keeps the page to one of the caller's teams. */
export const MyTeamGoalsQuerySchema = ListQuerySchema.extend({ TeamId: z.uuid().optional() });
export type MyTeamGoalsQuery = z.infer<typeof MyTeamGoalsQuerySchema>;

/** goal/getById/{id}: one team goal with the caller's rights, as the form and the tasks page use it. */
export const TeamGoalSchema = z.object({
  Id: z.uuid(),
  Title: z.string(),
  Description: z.string(),
  TargetDate: ApiDateSchema.nullable(),
  GoalStatusId: z.number().int(),
  Version: VersionSchema,
  GoalTeam: GoalTeamSchema.extend({ Id: z.uuid(), GoalId: z.uuid() }),
  TeamName: z.string(),
  ReadOnly: z.boolean(),
  AllowedToMarkGoalAsCompleted: z.boolean(),
  AllowedToMarkGoalAsOpen: z.boolean(),
  /** False when the goal is closed (status 2) or the caller is not on its team: hides Create New Task. */
  AllowedToAddTasks: z.boolean(),
  /** Ours (issue 23): the record's History panel (admins and the team's leads). */
  AllowedToSeeHistory: z.boolean(),
});
export type TeamGoal = z.infer<typeof TeamGoalSchema>;

/** goal/getGoalStatus/{id}. */
export const GoalStatusResponseSchema = z.object({ GoalId: z.uuid(), GoalStatusId: z.number().int() });

/** The team goal form (client): Goal Name, Goal Description, Target Date, Team Assignment. */
export const TeamGoalFormSchema = z.object({
  goalName: z
    .string()
    .trim()
    .min(1, GoalMessages.goalNameRequired)
    .max(GOAL_TITLE_MAX, `The goal name cannot exceed ${GOAL_TITLE_MAX} characters`),
  goalDescription: descriptionField,
  targetDate: z.iso.date(GoalMessages.targetDateInvalid),
  /** A team id, or '-1' for none chosen. */
  selectedGroup: z.string().refine((value) => z.uuid().safeParse(value).success, GoalMessages.teamRequired),
});
export type TeamGoalForm = z.infer<typeof TeamGoalFormSchema>;

/** goal/save: Id '0' is a new goal; GoalTeam names its one team. */
export const SaveTeamGoalRequestSchema = z.object({
  Id: IdOrNewSchema,
  Title: z
    .string()
    .trim()
    .min(1, GoalMessages.goalNameRequired)
    .max(GOAL_TITLE_MAX, `The goal name cannot exceed ${GOAL_TITLE_MAX} characters`),
  Description: descriptionField.default(''),
  TargetDate: ApiDateSchema.nullish().transform((value) => value ?? null),
  GoalTeam: GoalTeamSchema.or(
    z
      .array(GoalTeamSchema)
      .length(1)
      .transform(([only]) => only!),
  ),
  Version: ExpectedVersionSchema,
});
export type SaveTeamGoalRequest = z.input<typeof SaveTeamGoalRequestSchema>;
export type SaveTeamGoalCommand = z.output<typeof SaveTeamGoalRequestSchema>;
