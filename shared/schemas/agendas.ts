import { z } from 'zod';
import { MeetingRoleSchema } from './meetings';
import { MeetingStateSchema } from './meeting-state';
import { NONE_SELECTED } from '../constants';
import { IdOrNewSchema, NestedIdSchema } from './common';
import { ExpectedVersionSchema, VersionSchema } from './version';

/** Spec silent on bounds: a meeting item rarely runs longer than a working day. */
export const CONSIDERATION_MINUTES_MAX = 600;
export const TITLE_MAX = 200;

/** Texts of the agenda and the agenda item form (spec sections 2, 5 and 8), word for word where given. */
export const AgendaMessages = {
  notPosted:
    'The Agenda for this meeting has not been posted. If you have further questions please contact a Team Lead.',
  noItems: 'This Agenda currently has no items.',
  itemNameRequired: 'Item name is required',
  timeNotNumber: 'Consideration time must be a number',
  typeRequired: 'Please select a type',
  /** The spec's spelling. */
  facilitatorRequired: 'Please selected a facilitator',
  created: 'Agenda Item has been created.',
  /** Spec silent on editing: our text. */
  saved: 'Agenda Item has been saved.',
  deleted: 'Agenda item has been deleted.',
  reordered: 'Agenda Items have been reordered',
  /** Spec silent: the bounds of our own. */
  timeTooLong: `Consideration time cannot exceed ${CONSIDERATION_MINUTES_MAX} minutes`,
  titleTooLong: `Item name cannot exceed ${TITLE_MAX} characters`,
} as const;

export const DESCRIPTION_MAX = 50_000;
const FACILITATORS_MAX = 20;
const REORDER_MAX_ITEMS = 500;

/** A member of the meeting's teams (UsersInMeeting, the facilitator choices, the people a post mails). */
export const TeamUserSchema = z.object({
  UserId: z.uuid(),
  FullName: z.string(),
  FInitialLastName: z.string(),
  EmailAddress: z.string().nullable(),
});
export type TeamUser = z.infer<typeof TeamUserSchema>;
export const TeamUserListSchema = z.array(TeamUserSchema);

/** An agenda item as the agenda view shows it (spec section 3, Agenda item in the agenda view). */
export const AgendaViewItemSchema = z.object({
  Id: z.uuid(),
  AgendaId: z.uuid(),
  Title: z.string(),
  Description: z.string(),
  ItemTypeId: z.uuid(),
  /** The type's letter abbreviation. */
  ItemTypeDisplay: z.string(),
  ItemTypeDisplayFullName: z.string(),
  OrderId: z.number().int(),
  TimeInMinutes: z.number().int(),
  AgendaItemFacilitators: z.array(z.object({ Id: z.uuid(), UserId: z.uuid(), FInitialLastName: z.string() })),
  /** Sanitised HTML. */
  Outcome: z.string(),
  /** Ours: marked finished in the notes (an unfinished item is offered to the team's next meeting). */
  IsFinished: z.boolean(),
  /** Ours: the earlier meeting this item was carried over from, with that item's notes. */
  CarriedFrom: z
    .object({
      AgendaItemId: z.uuid(),
      MeetingId: z.uuid(),
      AgendaId: z.uuid(),
      StartDateTime: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  AllowedToEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
  AllowedToTakeNotes: z.boolean(),
});
export type AgendaViewItem = z.infer<typeof AgendaViewItemSchema>;

/** agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/{id} (spec section 3, Agenda). */
export const AgendaSchema = z.object({
  AgendaId: z.uuid(),
  MeetingId: z.uuid(),
  /** The meeting's subject. */
  AgendaTitle: z.string(),
  AllowedToAddItems: z.boolean(),
  /** Our extension: reorder, post and move items out. */
  AllowedToArrange: z.boolean(),
  HasAgendaPosted: z.boolean(),
  /** Ours (issue 20): where the minutes stand; MinutesFinalized locks notes, items, order and task links. */
  MeetingState: MeetingStateSchema,
  MeetingStartTime: z.iso.datetime({ offset: true }),
  MeetingEndTime: z.iso.datetime({ offset: true }),
  MeetingLocation: z.string(),
  MeetingZoomJoinLink: z.string().nullable(),
  NoteTakerName: z.string().nullable(),
  /** The meeting's (first) team. */
  TeamId: z.uuid().nullable(),
  UsersInMeeting: TeamUserListSchema,
  /** Ours: who facilitates, keeps time and keeps the norms (names from UsersInMeeting). */
  Roles: z.array(MeetingRoleSchema),
  /** Ours: the team's norms title and norms, which the agenda opens with (null title: no team). */
  TeamNormsTitle: z.string().nullable(),
  TeamNorms: z.array(z.string()),
  /** Ours: the series the meeting belongs to, for "From last meeting" and the series link. */
  SeriesId: z.uuid().nullable(),
  AgendaItems: z.array(AgendaViewItemSchema),
});
export type Agenda = z.infer<typeof AgendaSchema>;

/** agenda/postMeetingAgenda/{agendaId}: the people the post mailed. */
export const PostAgendaResponseSchema = z.object({
  HasAgendaPosted: z.literal(true),
  UsersInMeeting: TeamUserListSchema,
});
export type PostAgendaResponse = z.infer<typeof PostAgendaResponseSchema>;

export const AgendaIdParamsSchema = z.object({ agendaId: z.uuid() });

/** agendaitem/getById/{id} and the answer of agendaitem/save (spec section 3, Agenda item). */
export const AgendaItemSchema = z.object({
  Id: z.uuid(),
  AgendaId: z.uuid(),
  Title: z.string(),
  Description: z.string(),
  ItemTypeId: z.uuid(),
  OrderId: z.number().int(),
  TimeInMinutes: z.number().int(),
  AgendaItemFacilitators: z.array(z.object({ Id: z.uuid(), UserId: z.uuid() })),
  AllowedToEdit: z.boolean(),
  Version: VersionSchema,
});
export type AgendaItem = z.infer<typeof AgendaItemSchema>;

const itemTitle = z
  .string(AgendaMessages.itemNameRequired)
  .trim()
  .min(1, AgendaMessages.itemNameRequired)
  .max(TITLE_MAX, AgendaMessages.titleTooLong);

/**
 * agendaitem/save. Id '0' (or 0, or the empty GUID) adds an item, which goes last: OrderId is ignored,
 * an item's place only changes through agendaitem/reorder.
 */
export const SaveAgendaItemRequestSchema = z.object({
  Id: IdOrNewSchema,
  AgendaId: z.uuid(),
  Title: itemTitle,
  Description: z
    .string()
    .max(DESCRIPTION_MAX)
    .nullish()
    .transform((value) => value ?? ''),
  ItemTypeId: z.uuid({ error: AgendaMessages.typeRequired }),
  OrderId: z.number().int().nullish(),
  TimeInMinutes: z
    .number({ error: AgendaMessages.timeNotNumber })
    .int(AgendaMessages.timeNotNumber)
    .min(0, AgendaMessages.timeNotNumber)
    .max(CONSIDERATION_MINUTES_MAX, AgendaMessages.timeTooLong),
  AgendaItemFacilitators: z
    .array(
      z.object({
        Id: NestedIdSchema,
        UserId: z.uuid({ error: AgendaMessages.facilitatorRequired }),
      }),
      { error: AgendaMessages.facilitatorRequired },
    )
    .min(1, AgendaMessages.facilitatorRequired)
    .max(FACILITATORS_MAX),
  Version: ExpectedVersionSchema,
});
export type SaveAgendaItemRequest = z.input<typeof SaveAgendaItemRequestSchema>;
export type ParsedSaveAgendaItemRequest = z.output<typeof SaveAgendaItemRequestSchema>;

const NONE = String(NONE_SELECTED);

/** The agenda item form (spec section 3 form model, section 5 messages); selects hold '-1' for none. */
export const AgendaItemFormSchema = z.object({
  itemName: itemTitle,
  itemDescription: z.string().max(DESCRIPTION_MAX),
  selectedAgendaType: z
    .string()
    .refine((value) => value !== NONE && value !== '', AgendaMessages.typeRequired),
  /** The spec's form model has one facilitator; ours picks one or more (the API takes a list). */
  selectedFacilitator: z
    .array(z.string().refine((value) => value !== NONE && value !== '', AgendaMessages.facilitatorRequired))
    .min(1, AgendaMessages.facilitatorRequired),
  considerationTime: z
    .string()
    .trim()
    .regex(/^\d+$/, AgendaMessages.timeNotNumber)
    .refine((value) => Number(value) <= CONSIDERATION_MINUTES_MAX, AgendaMessages.timeTooLong),
});
export type AgendaItemForm = z.infer<typeof AgendaItemFormSchema>;

/** agendaitem/reorder: items of one agenda, each once; the server renumbers the agenda 1..n. */
export const ReorderAgendaItemsRequestSchema = z.object({
  ReorderItems: z
    .array(z.object({ NewDisplayOrder: z.number().int().min(0).max(100_000), AgendaItemId: z.uuid() }))
    .min(1, 'At least one agenda item is required')
    .max(REORDER_MAX_ITEMS)
    .refine(
      (items) => new Set(items.map((item) => item.AgendaItemId)).size === items.length,
      'Each agenda item may appear only once',
    ),
});
export type ReorderAgendaItemsRequest = z.infer<typeof ReorderAgendaItemsRequestSchema>;

/** The answer to agendaitem/reorder: the agenda's items in their new order. */
export const AgendaItemOrderSchema = z.object({ Id: z.uuid(), OrderId: z.number().int() });
export type AgendaItemOrder = z.infer<typeof AgendaItemOrderSchema>;
