import { z } from 'zod';
import { UuidSchema } from './common';
import { pageOf } from './lists';

/** What a notice is about; each kind has its own preference and its own unsubscribe link. */
export const NOTICE_KINDS = [
  'task-assigned',
  'digest',
  'meeting-reminder',
  'agenda-not-posted',
  'minutes-finalised',
  'note-comment',
  'goal-completed',
] as const;
export const NoticeKindSchema = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKindSchema>;

/** How each kind is named on the preferences screens, in e-mails and on the unsubscribe page. */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  'task-assigned': 'Tasks assigned to me',
  digest: 'Daily digest of my tasks (school days, 6:30 am)',
  'meeting-reminder': 'Meeting reminders (24 hours before)',
  'agenda-not-posted': 'Agenda not posted yet (team leads, 48 hours before)',
  'minutes-finalised': 'Minutes finalised',
  'note-comment': 'Comments on student notes I wrote',
  'goal-completed': 'Goals completed on my teams',
};

export const NotificationMessages = {
  preferencesSaved: 'Your notification settings have been saved.',
  schoolDefaultsSaved: "The school's notification defaults have been saved.",
  markedRead: 'Marked as read.',
  digestQueued: "Today's digest is on its way to everyone who has something due.",
  idsOrAll: 'Give the notices to mark read, or All',
  unsubscribed: (kind: NoticeKind) =>
    `You will no longer get e-mails about “${NOTICE_KIND_LABELS[kind]}”. You can turn them back on in My Account → Notifications.`,
  unsubscribeInvalid:
    'This unsubscribe link is not valid, has expired or belongs to someone else, so nothing was changed. Sign in and open My Account → Notifications to choose your e-mails.',
} as const;

/** Tasks assigned to me: an e-mail at once, or in the next daily digest. */
export const TaskDeliverySchema = z.enum(['immediate', 'digest']);
export type TaskDelivery = z.infer<typeof TaskDeliverySchema>;

export const NoticePreferenceSchema = z.object({
  Kind: NoticeKindSchema,
  Email: z.boolean(),
  InApp: z.boolean(),
  /** Only task-assigned reads it; the other kinds answer 'immediate'. */
  Delivery: TaskDeliverySchema,
});
export type NoticePreference = z.infer<typeof NoticePreferenceSchema>;

const PreferenceListSchema = z
  .array(NoticePreferenceSchema)
  .max(NOTICE_KINDS.length)
  .refine((list) => new Set(list.map((p) => p.Kind)).size === list.length, 'Each kind may appear once');

/** notification/getPreferences: the caller's choices for every kind, filled in from the school's defaults. */
export const NotificationPreferencesSchema = z.object({
  Preferences: z.array(NoticePreferenceSchema),
  /** The caller is a school admin: the school-defaults form is offered. */
  AllowedEditSchoolDefaults: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** notification/savePreferences and notification/saveSchoolDefaults: the kinds sent are saved. */
export const SavePreferencesRequestSchema = z.object({ Preferences: PreferenceListSchema });
export type SavePreferencesRequest = z.infer<typeof SavePreferencesRequestSchema>;

/** notification/getSchoolDefaults: what a member of the school gets until they choose for themselves. */
export const SchoolNotificationDefaultsSchema = z.object({ Preferences: z.array(NoticePreferenceSchema) });
export type SchoolNotificationDefaults = z.infer<typeof SchoolNotificationDefaultsSchema>;

export const NoticeSchema = z.object({
  Id: z.uuid(),
  Kind: NoticeKindSchema,
  Title: z.string(),
  Body: z.string(),
  /** The app path the notice opens: a task, a meeting, a goal, a student note. */
  Link: z.string(),
  CreatedAt: z.iso.datetime(),
  IsRead: z.boolean(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NOTICE_PAGE_SIZE = 20;

export const NoticeListQuerySchema = z.object({
  Page: z.coerce.number().int().min(0).max(10_000).default(0),
  UnreadOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});
export type NoticeListQuery = z.input<typeof NoticeListQuerySchema>;

/** notification/getMine: newest first, NOTICE_PAGE_SIZE a page. */
export const NoticePageSchema = pageOf(NoticeSchema).extend({ UnreadCount: z.number().int() });
export type NoticePage = z.infer<typeof NoticePageSchema>;

/** notification/getUnreadCount: the bell's number. */
export const UnreadCountSchema = z.object({ UnreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** notification/markRead: some notices, or all of the caller's. */
export const MarkReadRequestSchema = z.union([
  z.object({ Ids: z.array(UuidSchema).min(1).max(100) }).strict(),
  z.object({ All: z.literal(true) }).strict(),
]);
export type MarkReadRequest = z.infer<typeof MarkReadRequestSchema>;

/** notification/sendDigestNow (admins): the confirmation dialog's yes, stated. */
export const SendDigestNowRequestSchema = z.object({ Confirm: z.literal(true) }).strict();
export type SendDigestNowRequest = z.infer<typeof SendDigestNowRequestSchema>;
