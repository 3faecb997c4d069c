import { z } from 'zod';

/** calendar/getFeed: whether the caller has a feed link (the link itself is shown once, at creation). */
export const CalendarFeedStatusSchema = z.object({
  IsEnabled: z.boolean(),
  CreatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** calendar/createFeed: the new link; it replaces the old one and is never shown again. */
export const CalendarFeedCreatedSchema = z.object({ FeedUrl: z.url() });
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;

/**
 * The public feed's last path segment: the 32-byte base64url token and ".ics". Any string is accepted
 * here, so a malformed one gets the same 404 as an unknown one.
 */
export const CalendarFeedParamsSchema = z.object({ file: z.string() });

/** The token of a well-formed feed file name, or null. */
export function feedTokenOf(file: string): string | null {
  return /^([A-Za-z0-9_-]{43})\.ics$/.exec(file)?.[1] ?? null;
}

/** Texts of the calendar feed section (the spec gives none; these are ours). */
export const CalendarFeedMessages = {
  created: 'A new calendar link has been created. Copy it now: it will not be shown again.',
  turnedOff: 'Your calendar link has been turned off.',
  copied: 'The link has been copied.',
} as const;
