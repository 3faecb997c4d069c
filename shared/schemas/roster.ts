import { z } from 'zod';

/**
 * Roster import (issue 23): an admin uploads a CSV of staff, of students or of team memberships, or a
 * OneRoster CSV bundle (.zip), sees what it would change, and applies it in one transaction.
 *
 * POST roster/preview (multipart: `kind`, `file`, and for a bundle optionally `schoolIdentifier`) answers a
 * preview: the people (or memberships) it adds, those it changes field by field, how many stay as they are,
 * the school's people the file does not name (offered for deactivation, never deleted), and every error by
 * line. POST roster/apply/{previewId} applies it; previews expire and belong to the admin who made them.
 */
export const ROSTER_TEMPLATE_KINDS = ['staff', 'students', 'memberships'] as const;
export const ROSTER_KINDS = [...ROSTER_TEMPLATE_KINDS, 'oneroster'] as const;
export type RosterKind = (typeof ROSTER_KINDS)[number];
export type RosterTemplateKind = (typeof ROSTER_TEMPLATE_KINDS)[number];

/** The largest upload: 10 MB (a bigger one is answered 413). */
export const ROSTER_MAX_BYTES = 10 * 1024 * 1024;
/** How long a preview can be applied. */
export const ROSTER_PREVIEW_MINUTES = 30;
/** The most rows of each list a preview carries (its counts are whole). */
export const ROSTER_PREVIEW_ROWS = 100;
export const ROSTER_PREVIEW_ERRORS = 500;

export const RosterKindLabels: Record<RosterKind, string> = {
  staff: 'Staff (CSV)',
  students: 'Students (CSV)',
  memberships: 'Team memberships (CSV)',
  oneroster: 'OneRoster bundle (.zip)',
};

export const RosterMessages = {
  fileRequired: 'Choose a file to upload',
  kindRequired: 'Choose what the file holds',
  tooLarge: 'The file is larger than 10 MB',
  notMultipart: 'Send the file as multipart/form-data',
  cutShort: 'The upload was cut short or could not be read; send the file again',
  expired: 'This preview has expired or was already applied; upload the file again.',
  stale:
    "The school's records have changed since this preview; upload the file again to see what it would change now.",
  hasErrors: 'Fix the errors in the file before applying it.',
  notMissing: 'Only people the preview offered for deactivation can be deactivated.',
} as const;

export const RosterTemplateParamsSchema = z.object({ kind: z.enum(ROSTER_TEMPLATE_KINDS) });
export const RosterPreviewParamsSchema = z.object({ previewId: z.uuid() });

export const RosterIssueSchema = z.object({
  Line: z.number().int().nullable(),
  Field: z.string().nullable(),
  Message: z.string(),
  File: z.string().optional(),
});
export type RosterIssueAnswer = z.infer<typeof RosterIssueSchema>;

export const RosterFieldChangeSchema = z.object({ Label: z.string(), Before: z.string(), After: z.string() });

/** A person or a membership of the preview: its line, who, a detail (e-mail and id, team and role), changes. */
export const RosterRowSchema = z.object({
  Line: z.number().int().nullable(),
  /** The person the row is about, when the school has them already. */
  UserId: z.uuid().nullable(),
  Name: z.string(),
  Detail: z.string(),
  Changes: z.array(RosterFieldChangeSchema),
});
export type RosterRow = z.infer<typeof RosterRowSchema>;

export const RosterPreviewSchema = z.object({
  Id: z.uuid(),
  Kind: z.enum(ROSTER_KINDS),
  ExpiresAt: z.string(),
  NewCount: z.number().int(),
  ChangedCount: z.number().int(),
  UnchangedCount: z.number().int(),
  MissingCount: z.number().int(),
  ErrorCount: z.number().int(),
  New: z.array(RosterRowSchema),
  Changed: z.array(RosterRowSchema),
  /** The school's active people the file does not name: deactivated only when the admin confirms them. */
  Missing: z.array(RosterRowSchema),
  Errors: z.array(RosterIssueSchema),
  /** Who a OneRoster bundle left out and why (other schools, parents…): nothing to fix. */
  Notes: z.array(z.string()),
  /** No errors: the preview can be applied. */
  AllowedToApply: z.boolean(),
});
export type RosterPreview = z.infer<typeof RosterPreviewSchema>;

export const ApplyRosterRequestSchema = z.object({
  /** Of the preview's Missing, those the admin confirmed to deactivate. */
  DeactivateUserIds: z.array(z.uuid()).max(100_000).default([]),
});
export type ApplyRosterRequest = z.input<typeof ApplyRosterRequestSchema>;

export const ApplyRosterResponseSchema = z.object({
  Created: z.number().int(),
  Updated: z.number().int(),
  Deactivated: z.number().int(),
});
export type ApplyRosterResponse = z.infer<typeof ApplyRosterResponseSchema>;
