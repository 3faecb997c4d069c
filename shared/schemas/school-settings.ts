import { z } from 'zod';
import { ApiDateSchema, IdOrNewSchema } from './common';
import { ExpectedVersionSchema, VersionSchema } from './version';

/** Texts of School settings (ours; the spec has no such screen). */
export const SchoolSettingsMessages = {
  timeZoneInvalid: 'Choose a time zone from the list (an IANA name such as America/Chicago)',
  saved: 'School settings have been saved.',
  nameRequired: 'A name is required',
  lastDayBeforeFirst: 'The last day cannot be before the first day',
  dayAdded: 'The non-meeting days have been added.',
  dayDeleted: 'The non-meeting days have been removed.',
} as const;

const NON_MEETING_DAY_NAME_MAX = 100;

/** Every IANA zone name this runtime knows (browsers and Node share the list), with UTC. */
export function ianaTimeZones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

export function isIanaTimeZone(zone: string): boolean {
  return zone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(zone);
}

export const TimeZoneSchema = z
  .string()
  .trim()
  .refine(isIanaTimeZone, SchoolSettingsMessages.timeZoneInvalid);

export const NonMeetingDaySchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  FirstDay: z.iso.date(),
  LastDay: z.iso.date(),
});
export type NonMeetingDay = z.infer<typeof NonMeetingDaySchema>;

/** school/getSettings: the caller's school's zone and its non-meeting days, in date order. */
export const SchoolSettingsSchema = z.object({
  LocationId: z.uuid(),
  Name: z.string(),
  TimeZone: z.string(),
  NonMeetingDays: z.array(NonMeetingDaySchema),
  /** School admins change the settings; every member reads them (forms show times in the school's zone). */
  AllowedToEdit: z.boolean(),
  Version: VersionSchema,
});
export type SchoolSettings = z.infer<typeof SchoolSettingsSchema>;

/** school/saveSettings. */
export const SaveSchoolSettingsRequestSchema = z.object({
  TimeZone: TimeZoneSchema,
  Version: ExpectedVersionSchema,
});
export type SaveSchoolSettingsRequest = z.input<typeof SaveSchoolSettingsRequestSchema>;

const NonMeetingDayFieldsSchema = z.object({
  Name: z
    .string(SchoolSettingsMessages.nameRequired)
    .trim()
    .min(1, SchoolSettingsMessages.nameRequired)
    .max(NON_MEETING_DAY_NAME_MAX, `The name cannot exceed ${NON_MEETING_DAY_NAME_MAX} characters`),
  FirstDay: ApiDateSchema,
  LastDay: ApiDateSchema,
});
const lastDayNotBeforeFirst = {
  check: (days: { FirstDay: string; LastDay: string }) => days.LastDay >= days.FirstDay,
  issue: { path: ['LastDay'], message: SchoolSettingsMessages.lastDayBeforeFirst },
};

/** The non-meeting days form: one holiday or break. */
export const NonMeetingDayFormSchema = NonMeetingDayFieldsSchema.refine(
  lastDayNotBeforeFirst.check,
  lastDayNotBeforeFirst.issue,
);
export type NonMeetingDayForm = z.infer<typeof NonMeetingDayFormSchema>;

/** school/saveNonMeetingDay: Id '0' adds one. */
export const SaveNonMeetingDayRequestSchema = NonMeetingDayFieldsSchema.extend({ Id: IdOrNewSchema }).refine(
  lastDayNotBeforeFirst.check,
  lastDayNotBeforeFirst.issue,
);
export type SaveNonMeetingDayRequest = z.input<typeof SaveNonMeetingDayRequestSchema>;
