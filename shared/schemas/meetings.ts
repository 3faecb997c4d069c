import { z } from 'zod';
import { MeetingResponsibility, MeetingSort } from '../constants';
import { IdOrNewSchema, NestedIdSchema } from './common';
import { MeetingStateSchema } from './meeting-state';
import { ListQuerySchema, pageOf } from './lists';
import { ExpectedVersionSchema, VersionSchema } from './version';

/** Texts of the meeting form and actions (spec sections 5 and 8), word for word where the spec gives them. */
export const MeetingMessages = {
  nameRequired: 'A meeting name is required',
  teamRequired: 'A team assignment is required',
  datesInvalid: 'Dates and times must be dates',
  created: 'A new meeting has been saved.',
  saved: 'Meeting has been saved.',
  deleted: 'Meeting has been deleted',
  /** Spec silent: the server's answer when the end is before the start. */
  endBeforeStart: 'The meeting must end after it starts',
  /** Spec silent: the note taker is a staff member or partner of the meeting's team. */
  noteTakerNotEligible: 'The note taker must be an active member of the chosen team',
  /** Ours: facilitator, timekeeper and norms keeper come from the meeting's team. */
  roleNotEligible: "Each role must go to an active member of the meeting's team",
  movedTo: (meetingName: string) => `Agenda Items have been moved to ${meetingName}.`,
  cancelDialogTitle: 'You are about to cancel:',
} as const;

const MEETING_SUBJECT_MAX = 200;
const MEETING_LOCATION_MAX = 200;

export const MeetingIdParamsSchema = z.object({ meetingId: z.uuid() });

/** A meeting in the upcoming and historical lists (spec section 3, Meeting list views). */
export const MeetingListItemSchema = z.object({
  MeetingId: z.uuid(),
  MeetingName: z.string(),
  StartDateTime: z.iso.datetime({ offset: true }),
  EndDateTime: z.iso.datetime({ offset: true }),
  Location: z.string(),
  /** The meeting's team names, comma-separated, by name. */
  FlattenedTeams: z.string(),
  IsAgendaPosted: z.boolean(),
  IsUserTeamLead: z.boolean(),
  TotalTasks: z.number().int(),
  TasksCompleted: z.number().int(),
  /** Ours: whether an agenda item has notes (an outcome) or the meeting has tasks: work a cancel would touch. */
  HasNotesOrTasks: z.boolean(),
  /** Ours: the series the meeting is an occurrence of (null for a single meeting), and a cancelled occurrence. */
  SeriesId: z.uuid().nullable(),
  IsCancelled: z.boolean(),
  /** Ours (issue 20): where the minutes stand, shown as a chip. */
  MeetingState: MeetingStateSchema,
  /** Agenda, edit and cancel actions (spec section 6: admins every meeting, leads their own). */
  AllowedToEdit: z.boolean(),
  AllowedToCancel: z.boolean(),
});
export type MeetingListItem = z.infer<typeof MeetingListItemSchema>;
export const MeetingPageSchema = pageOf(MeetingListItemSchema);
export type MeetingPage = z.infer<typeof MeetingPageSchema>;

export const MeetingListQuerySchema = ListQuerySchema.extend({
  /** Ours: only this team's meetings (the team's home, the Meetings screen's team filter). */
  TeamId: z.uuid().optional(),
  Sort: z
    .enum([MeetingSort.StartDateTime, MeetingSort.Name, MeetingSort.Team])
    .default(MeetingSort.StartDateTime),
});
export type MeetingListQuery = z.infer<typeof MeetingListQuerySchema>;

/** A meeting in a select of the task forms: its subject and start, so same-named meetings stay apart. */
export const MeetingOptionSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  StartDateTime: z.iso.datetime({ offset: true }),
});
export type MeetingOption = z.infer<typeof MeetingOptionSchema>;
export const MeetingOptionListSchema = z.array(MeetingOptionSchema);

/** A UTC instant as the API carries meeting times (spec section 9: sent in UTC). */
const MeetingInstantSchema = z.iso.datetime({ offset: true, error: MeetingMessages.datesInvalid });

/** MeetingTeams entry (spec: Id, TeamId); the first team is the meeting's team assignment. */
export const MeetingTeamSchema = z.object({ Id: NestedIdSchema, TeamId: z.uuid() });

/** MeetingResponsiblities entry (spec spelling): ResponsibilityId 1 is note taker. */
export const MeetingResponsibilitySchema = z.object({
  Id: NestedIdSchema,
  ResponsibilityId: z.literal(MeetingResponsibility.NoteTaker),
  UserId: z.uuid(),
});

/** The PLC roles beside the note taker (ours): facilitator, timekeeper, norms keeper. */
export const PLC_ROLES = [
  MeetingResponsibility.Facilitator,
  MeetingResponsibility.Timekeeper,
  MeetingResponsibility.NormsKeeper,
] as const;
export const PlcRoleSchema = z.union(PLC_ROLES.map((role) => z.literal(role)));

/** One person in one PLC role of a meeting. */
export const MeetingRoleSchema = z.object({ ResponsibilityId: PlcRoleSchema, UserId: z.uuid() });
export type MeetingRole = z.infer<typeof MeetingRoleSchema>;

/** meeting/saveRoles/{meetingId}: the meeting's PLC roles, each at most once; a role left out is unset. */
export const SaveMeetingRolesRequestSchema = z.object({
  Roles: z
    .array(MeetingRoleSchema)
    .max(PLC_ROLES.length)
    .refine(
      (roles) => new Set(roles.map((role) => role.ResponsibilityId)).size === roles.length,
      'Each role once',
    ),
});
export type SaveMeetingRolesRequest = z.infer<typeof SaveMeetingRolesRequestSchema>;
export const MeetingRolesSchema = z.object({ Roles: z.array(MeetingRoleSchema) });

/**
 * meeting/save (spec section 7). Id '0', 0, null or the empty GUID is a new meeting. The team assignment
 * is one team (the form has one select); the note taker must be a member of it.
 */
export const SaveMeetingRequestSchema = z.object({
  Id: IdOrNewSchema,
  Subject: z
    .string(MeetingMessages.nameRequired)
    .trim()
    .min(1, MeetingMessages.nameRequired)
    .max(MEETING_SUBJECT_MAX, `The meeting name cannot exceed ${MEETING_SUBJECT_MAX} characters`),
  StartDateTime: MeetingInstantSchema,
  EndDateTime: MeetingInstantSchema,
  Location: z
    .string()
    .trim()
    .max(MEETING_LOCATION_MAX, `The room location cannot exceed ${MEETING_LOCATION_MAX} characters`)
    .nullish()
    .transform((value) => value ?? ''),
  MeetingTeams: z
    .array(MeetingTeamSchema)
    .min(1, MeetingMessages.teamRequired)
    .max(1, MeetingMessages.teamRequired),
  MeetingResponsiblities: z
    .array(MeetingResponsibilitySchema)
    .max(1)
    .nullish()
    .transform((value) => value ?? []),
  SetupZoomMeeting: z.boolean().default(false),
  RemoveZoomMeeting: z.boolean().default(false),
  Version: ExpectedVersionSchema,
});
export type SaveMeetingRequest = z.input<typeof SaveMeetingRequestSchema>;
export type ParsedSaveMeetingRequest = z.output<typeof SaveMeetingRequestSchema>;

/**
 * The answer to meeting/save and the two "with agenda items" saves. VideoMeetingProblem is set when the
 * meeting saved but the video-meeting provider refused or failed: the client shows it as a warning.
 */
export const SaveMeetingResponseSchema = z.object({
  Id: z.uuid(),
  Subject: z.string(),
  VideoMeetingProblem: z.string().nullable(),
});
export type SaveMeetingResponse = z.infer<typeof SaveMeetingResponseSchema>;

/** meeting/getById: the meeting as the form edits it (spec section 3, Meeting). */
export const MeetingDetailSchema = z.object({
  Id: z.uuid(),
  Subject: z.string(),
  StartDateTime: z.iso.datetime({ offset: true }),
  EndDateTime: z.iso.datetime({ offset: true }),
  Location: z.string(),
  MeetingTeams: z.array(MeetingTeamSchema.extend({ Id: z.uuid() })),
  MeetingResponsiblities: z.array(MeetingResponsibilitySchema.extend({ Id: z.uuid() })),
  /** Ours: the PLC roles (facilitator, timekeeper, norms keeper); meeting/saveRoles changes them. */
  Roles: z.array(MeetingRoleSchema),
  ZoomJoinLink: z.string().nullable(),
  ZoomMeetingId: z.string().nullable(),
  ZoomMeetingPasscode: z.string().nullable(),
  /** Ours: the series the meeting is an occurrence of (null for a single meeting), and a cancelled occurrence. */
  SeriesId: z.uuid().nullable(),
  IsCancelled: z.boolean(),
  AllowedToEdit: z.boolean(),
  /** Ours: the edit screen offers Cancel Meeting (the same rule as the lists' AllowedToCancel). */
  AllowedToCancel: z.boolean(),
  /** Ours (issue 23): the record's History panel (admins and the team's leads). */
  AllowedToSeeHistory: z.boolean(),
  Version: VersionSchema,
});
export type MeetingDetail = z.infer<typeof MeetingDetailSchema>;

/** meeting/saveWithAgendaItems: a new meeting, and the agenda items that move into it. */
export const SaveWithAgendaItemsRequestSchema = z.object({
  Meeting: SaveMeetingRequestSchema,
  AgendaItemIds: z.array(z.uuid()).min(1, 'Choose at least one agenda item to move').max(500),
});
export type SaveWithAgendaItemsRequest = z.input<typeof SaveWithAgendaItemsRequestSchema>;
export type ParsedSaveWithAgendaItemsRequest = z.output<typeof SaveWithAgendaItemsRequestSchema>;

/** meeting/saveExistingMeetingWithAgendaItems: move agenda items to an existing upcoming meeting. */
export const SaveExistingMeetingWithAgendaItemsRequestSchema = z.object({
  MeetingId: z.uuid(),
  AgendaItemIds: z.array(z.uuid()).min(1, 'Choose at least one agenda item to move').max(500),
});
export type SaveExistingMeetingWithAgendaItemsRequest = z.input<
  typeof SaveExistingMeetingWithAgendaItemsRequestSchema
>;
export type ParsedSaveExistingMeetingWithAgendaItemsRequest = z.output<
  typeof SaveExistingMeetingWithAgendaItemsRequestSchema
>;

/** A team or note-taker select with nothing chosen (the spec's -1). */
export const MEETING_NONE_SELECTED = '-1';

/**
 * The meeting form (client, spec section 3 form model): date and clock times as the inputs give them
 * (YYYY-MM-DD, HH:mm), a team id or '-1', a note taker id or '-1'.
 */
export const MeetingFormSchema = z.object({
  meetingName: z
    .string()
    .trim()
    .min(1, MeetingMessages.nameRequired)
    .max(MEETING_SUBJECT_MAX, `The meeting name cannot exceed ${MEETING_SUBJECT_MAX} characters`),
  meetingDate: z.iso.date(MeetingMessages.datesInvalid),
  startTime: z.iso.time({ precision: -1, error: MeetingMessages.datesInvalid }),
  endTime: z.iso.time({ precision: -1, error: MeetingMessages.datesInvalid }),
  selectedGroup: z
    .string()
    .refine((value) => z.uuid().safeParse(value).success, MeetingMessages.teamRequired),
  roomLocation: z
    .string()
    .trim()
    .max(MEETING_LOCATION_MAX, `The room location cannot exceed ${MEETING_LOCATION_MAX} characters`),
  selectedNoteTaker: z.string(),
  setupZoomMeeting: z.boolean(),
  removeZoomMeeting: z.boolean(),
});
export type MeetingForm = z.infer<typeof MeetingFormSchema>;
