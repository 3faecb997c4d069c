import { z } from 'zod';
import { MeetingResponsibility } from '../constants';
import { IdOrNewSchema } from './common';
import { AgendaMessages, CONSIDERATION_MINUTES_MAX, DESCRIPTION_MAX, TITLE_MAX } from './agendas';
import { ExpectedVersionSchema, VersionSchema } from './version';

/** Texts of agenda templates (ours). */
export const AgendaTemplateMessages = {
  nameRequired: 'A template name is required',
  itemsRequired: 'A template needs at least one item',
  typeNotOfSchool: "Choose one of the school's agenda item types",
  otherTeam: "This template belongs to another team: choose the school's or this team's",
  saved: 'The agenda template has been saved.',
  deleted: 'The agenda template has been deleted.',
  applied: (count: number) => `${count} agenda item${count === 1 ? '' : 's'} added from the template.`,
} as const;

const NAME_MAX = 100;
const ITEMS_MAX = 50;

const RoleSchema = z.union(Object.values(MeetingResponsibility).map((role) => z.literal(role)));

export const AgendaTemplateItemSchema = z.object({
  Title: z.string(),
  Description: z.string(),
  ItemTypeId: z.uuid(),
  TimeInMinutes: z.number().int(),
  /** The meeting role (1 note taker, 2 facilitator, 3 timekeeper, 4 norms keeper) that facilitates it. */
  FacilitatorRole: RoleSchema.nullable(),
});
export type AgendaTemplateItem = z.infer<typeof AgendaTemplateItemSchema>;

export const AgendaTemplateSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  /** Null: a school template (admins keep it); else the team's (its leads keep it). */
  TeamId: z.uuid().nullable(),
  TeamName: z.string().nullable(),
  Items: z.array(AgendaTemplateItemSchema),
  AllowedToEdit: z.boolean(),
  Version: VersionSchema,
});
export type AgendaTemplate = z.infer<typeof AgendaTemplateSchema>;
export const AgendaTemplateListSchema = z.array(AgendaTemplateSchema);

/** agendaTemplate/getAll: the school's templates and those of the caller's teams (admins: every team's). */
export const AgendaTemplateQuerySchema = z.object({
  /** Only the school's templates and this team's. */
  TeamId: z.uuid().optional(),
});

export const SaveAgendaTemplateItemSchema = z.object({
  Title: z
    .string(AgendaMessages.itemNameRequired)
    .trim()
    .min(1, AgendaMessages.itemNameRequired)
    .max(TITLE_MAX, AgendaMessages.titleTooLong),
  Description: z
    .string()
    .max(DESCRIPTION_MAX)
    .nullish()
    .transform((value) => value ?? ''),
  ItemTypeId: z.uuid({ error: AgendaMessages.typeRequired }),
  TimeInMinutes: z
    .number({ error: AgendaMessages.timeNotNumber })
    .int(AgendaMessages.timeNotNumber)
    .min(0, AgendaMessages.timeNotNumber)
    .max(CONSIDERATION_MINUTES_MAX, AgendaMessages.timeTooLong),
  FacilitatorRole: RoleSchema.nullish().transform((value) => value ?? null),
});

/** agendaTemplate/save: Id '0' makes one; TeamId null or absent makes a school template. */
export const SaveAgendaTemplateRequestSchema = z.object({
  Id: IdOrNewSchema,
  TeamId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  Name: z
    .string(AgendaTemplateMessages.nameRequired)
    .trim()
    .min(1, AgendaTemplateMessages.nameRequired)
    .max(NAME_MAX, `The template name cannot exceed ${NAME_MAX} characters`),
  Items: z
    .array(SaveAgendaTemplateItemSchema)
    .min(1, AgendaTemplateMessages.itemsRequired)
    .max(ITEMS_MAX, `A template can have at most ${ITEMS_MAX} items`),
  Version: ExpectedVersionSchema,
});
export type SaveAgendaTemplateRequest = z.input<typeof SaveAgendaTemplateRequestSchema>;
export type ParsedSaveAgendaTemplateRequest = z.output<typeof SaveAgendaTemplateRequestSchema>;

export const ApplyTemplateParamsSchema = z.object({ agendaId: z.uuid(), templateId: z.uuid() });

/** agenda/applyTemplate: the agenda items added, in their order. */
export const ApplyTemplateResponseSchema = z.object({ AgendaItemIds: z.array(z.uuid()) });
export type ApplyTemplateResponse = z.infer<typeof ApplyTemplateResponseSchema>;
