import { z } from 'zod';
import { ApiDateSchema, IdOrNewSchema, OptionalRefSchema } from './common';
import { MeetingMessages, PLC_ROLES, PlcRoleSchema } from './meetings';
import { ExpectedVersionSchema, VersionSchema } from './version';

/** Texts of repeating meetings (ours, in the spec's style). */
export const MeetingSeriesMessages = {
  repeatUnsupported:
    'Repeat must be weekly on chosen weekdays, or monthly on the first to fourth or last weekday, every 1 to 12 weeks or months, ending on a date or after a number of meetings',
  tooManyOccurrences: 'A series can have at most 200 meetings',
  endBeforeStart: 'The series cannot end before its first day',
  noOccurrences: 'This repeat gives no meeting day: every day it falls on is a non-meeting day',
  startTimeInvalid: 'The start time must be HH:mm',
  durationInvalid: 'The length must be between 5 minutes and 12 hours',
  teamFixed: 'A series keeps its team: make a new series for another team',
  notAnOccurrence: 'This meeting is not part of a series',
  applyFromNotInSeries: 'The meeting to change from must be a coming meeting of this series',
  saved: 'The meeting series has been saved.',
  occurrenceCancelled: 'The meeting has been cancelled. The rest of the series is unchanged.',
  deleted: 'The coming meetings of the series have been deleted.',
} as const;

export const MeetingSeriesLimits = { maxOccurrences: 200, maxRRuleLength: 200 } as const;

const SUBJECT_MAX = 200;
const LOCATION_MAX = 200;

/**
 * meetingSeries/save. Id '0' creates the series and every occurrence up to its end (a series always ends:
 * on a date or after at most 200 meetings). An existing Id changes the coming occurrences, all of them or,
 * with ApplyFrom (one of its meeting ids), that one and the following; past ones never change.
 */
export const SaveMeetingSeriesRequestSchema = z.object({
  Id: IdOrNewSchema,
  TeamId: z.uuid(MeetingMessages.teamRequired),
  Subject: z
    .string(MeetingMessages.nameRequired)
    .trim()
    .min(1, MeetingMessages.nameRequired)
    .max(SUBJECT_MAX, `The meeting name cannot exceed ${SUBJECT_MAX} characters`),
  Location: z
    .string()
    .trim()
    .max(LOCATION_MAX, `The room location cannot exceed ${LOCATION_MAX} characters`)
    .nullish()
    .transform((value) => value ?? ''),
  StartDate: ApiDateSchema,
  StartTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MeetingSeriesMessages.startTimeInvalid),
  DurationMinutes: z
    .number(MeetingSeriesMessages.durationInvalid)
    .int(MeetingSeriesMessages.durationInvalid)
    .min(5, MeetingSeriesMessages.durationInvalid)
    .max(720, MeetingSeriesMessages.durationInvalid),
  RRule: z
    .string()
    .trim()
    .min(1, MeetingSeriesMessages.repeatUnsupported)
    .max(MeetingSeriesLimits.maxRRuleLength),
  AgendaTemplateId: OptionalRefSchema,
  NoteTakerId: OptionalRefSchema,
  ApplyFrom: OptionalRefSchema,
  /** Each PLC role's members in turn order: the nth meeting gets the nth member still on the team. */
  RoleRotation: z
    .array(z.object({ ResponsibilityId: PlcRoleSchema, UserIds: z.array(z.uuid()).max(100) }))
    .max(PLC_ROLES.length)
    .nullish()
    .transform((value) => value ?? []),
  Version: ExpectedVersionSchema,
});
export type SaveMeetingSeriesRequest = z.input<typeof SaveMeetingSeriesRequestSchema>;

/** The series form's own fields (the repeat choice and the scope are chosen beside them). */
export const MeetingSeriesFormSchema = SaveMeetingSeriesRequestSchema.pick({
  Subject: true,
  Location: true,
  StartDate: true,
  StartTime: true,
}).extend({
  DurationMinutes: z.coerce
    .number<string>(MeetingSeriesMessages.durationInvalid)
    .int(MeetingSeriesMessages.durationInvalid)
    .min(5, MeetingSeriesMessages.durationInvalid)
    .max(720, MeetingSeriesMessages.durationInvalid),
  NoteTakerId: z.string(),
});
export type MeetingSeriesFormInput = z.input<typeof MeetingSeriesFormSchema>;
export type MeetingSeriesForm = z.output<typeof MeetingSeriesFormSchema>;
export type ParsedSaveMeetingSeriesRequest = z.output<typeof SaveMeetingSeriesRequestSchema>;

export const SaveMeetingSeriesResponseSchema = z.object({
  Id: z.uuid(),
  /** The series' meetings created or changed by this save, in date order. */
  MeetingIds: z.array(z.uuid()),
});
export type SaveMeetingSeriesResponse = z.infer<typeof SaveMeetingSeriesResponseSchema>;

export const MeetingOccurrenceSchema = z.object({
  MeetingId: z.uuid(),
  StartDateTime: z.iso.datetime({ offset: true }),
  Cancelled: z.boolean(),
});
export type MeetingOccurrence = z.infer<typeof MeetingOccurrenceSchema>;

/** meetingSeries/getById: the series as its form edits it, and every occurrence in date order. */
export const MeetingSeriesSchema = z.object({
  Id: z.uuid(),
  TeamId: z.uuid(),
  TeamName: z.string(),
  Subject: z.string(),
  Location: z.string(),
  StartDate: z.iso.date(),
  StartTime: z.string(),
  DurationMinutes: z.number().int(),
  RRule: z.string(),
  AgendaTemplateId: z.uuid().nullable(),
  NoteTakerId: z.uuid().nullable(),
  RoleRotation: z.array(z.object({ ResponsibilityId: PlcRoleSchema, UserIds: z.array(z.uuid()) })),
  /** The school's zone, in which StartDate and StartTime are read. */
  TimeZone: z.string(),
  Occurrences: z.array(MeetingOccurrenceSchema),
  /** The team's leads and the school's admins change and delete the series. */
  AllowedToEdit: z.boolean(),
  Version: VersionSchema,
});
export type MeetingSeries = z.infer<typeof MeetingSeriesSchema>;

/** meetingSeries/cancelOccurrence: the meeting stays, marked cancelled, with its notes and tasks. */
export const CancelOccurrenceResponseSchema = MeetingOccurrenceSchema;
