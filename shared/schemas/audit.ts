import { z } from 'zod';
import { ApiDateSchema } from './common';

/**
 * The audit log (issue 23): who changed what, when, and what it was before.
 *
 * A History panel (GET audit/getHistory/{kind}/{id}) shows the entries of one record and of what belongs to
 * it: a meeting's agenda, items, attendance and roles; a task's notes; a goal's teams; a team's members,
 * leads and norms; a person's student notes and their comments. The school's audit screen (GET
 * audit/getSchool) lists every entry of the caller's school, newest first, filtered by who made the change,
 * the kind of record and the days (on the school's clock).
 */
export const AUDIT_KINDS = ['meeting', 'task', 'goal', 'team', 'user'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_PAGE_SIZE = 50;

export const AuditKindLabels: Record<AuditKind, string> = {
  meeting: 'Meetings',
  task: 'Tasks',
  goal: 'Goals',
  team: 'Teams',
  user: 'People',
};

export const AuditMessages = {
  datesReversed: 'The from date must not be after the to date',
  /** Shown in place of a student note's words to a reader who may not read the note. */
  hidden: 'Hidden: you may not read this student note',
} as const;

const page = z.coerce.number().int().min(0).max(100_000).default(0);

export const AuditHistoryParamsSchema = z.object({ kind: z.enum(AUDIT_KINDS), id: z.uuid() });
export const AuditHistoryQuerySchema = z.object({ page });

export const AuditSchoolQuerySchema = z
  .object({
    personId: z.uuid().optional(),
    kind: z.enum(AUDIT_KINDS).optional(),
    from: ApiDateSchema.optional(),
    to: ApiDateSchema.optional(),
    page,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: AuditMessages.datesReversed,
  });
export type AuditSchoolQuery = z.output<typeof AuditSchoolQuerySchema>;

/**
 * One changed field. Before and After are display text (a person's or a team's name, a status's name,
 * a rich text's words); `Format` tells the client to show an instant or a date in its own way. `Hidden`:
 * the words of a student note the reader may not read (both values null).
 */
export const AuditChangeSchema = z.object({
  Field: z.string(),
  Label: z.string(),
  Before: z.string().nullable(),
  After: z.string().nullable(),
  Format: z.enum(['text', 'instant', 'date']),
  Hidden: z.boolean(),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEntrySchema = z.object({
  /** The entry's number in the log. */
  Id: z.string(),
  OccurredAt: z.string(),
  /** Null: PLC Hub's own work (a repeating meeting's next occurrence, a command). */
  ActorUserId: z.uuid().nullable(),
  ActorName: z.string().nullable(),
  ImpersonatorName: z.string().nullable(),
  RecordKind: z.string(),
  /** What was changed, in words: "Task", "Agenda item", "Membership of Ana Diaz". */
  RecordLabel: z.string(),
  Action: z.enum(['insert', 'update', 'delete', 'purge']),
  Changes: z.array(AuditChangeSchema),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * A page of entries, newest first, and whether older ones follow. No total: a school's log grows without
 * end, and counting it on every page would read all of it.
 */
export const AuditPageSchema = z.object({ Items: z.array(AuditEntrySchema), HasMore: z.boolean() });
export type AuditPage = z.infer<typeof AuditPageSchema>;
