import { z } from 'zod';
import { ApiDateSchema } from './common';
import { ExpectedVersionSchema, VersionSchema } from './version';

/** Texts of the meeting notes screens (spec sections 2 and 8), word for word. */
export const MeetingNotesMessages = {
  notesSaved: 'Meeting notes have been saved.',
  noAssignments: 'There are no Assignments to display.',
  outcomeTooLong: 'The outcome is too long',
} as const;

/** Spec silent on bounds: an outcome is a few pages of rich text at most. */
export const OUTCOME_HTML_MAX = 100_000;

/** The spec's "Meeting task assignment", with the caller's right to mark and edit it. */
export const MeetingTaskAssignmentSchema = z.object({
  Id: z.uuid(),
  Title: z.string(),
  DueDate: ApiDateSchema.nullable(),
  AssignedToUserFullName: z.string(),
  TaskStatusIdDisplay: z.string(),
  GoalNameDisplay: z.string(),
  AgendaItemId: z.uuid(),
  AllowedToMarkTaskAsCompletedOrEdit: z.boolean(),
});
export type MeetingTaskAssignment = z.infer<typeof MeetingTaskAssignmentSchema>;

/**
 * agendaItem/getAgendaItemMeetingNotesById/{id}: the spec's "Meeting notes for an agenda item" plus
 * AgendaId, MeetingId, MeetingName and the caller's AllowedToTakeNotes.
 */
export const MeetingNotesSchema = z.object({
  AgendaItemId: z.uuid(),
  AgendaItemTitle: z.string(),
  /** Sanitised HTML. */
  AgendaItemDescription: z.string(),
  AgendaItemTypeName: z.string(),
  /** Sanitised HTML. */
  AgendaItemOutcome: z.string(),
  /** The outcome's own version (not the item's: an edit of the item does not refuse the notes). */
  Version: VersionSchema,
  /** Ours: finished items are not offered to the next meeting ("From last meeting"). */
  IsFinished: z.boolean(),
  MeetingDateStartTime: z.iso.datetime({ offset: true }),
  MeetingDateEndTime: z.iso.datetime({ offset: true }),
  MeetingLocation: z.string(),
  NoteTakerName: z.string(),
  TeamId: z.uuid().nullable(),
  Tasks: z.array(MeetingTaskAssignmentSchema),
  AgendaId: z.uuid(),
  MeetingId: z.uuid(),
  MeetingName: z.string(),
  AllowedToTakeNotes: z.boolean(),
});
export type MeetingNotes = z.infer<typeof MeetingNotesSchema>;

/** agendaitem/saveOutcome (used by both Save and Save and Close); the outcome may be emptied. */
export const SaveOutcomeRequestSchema = z.object({
  Id: z.uuid(),
  Outcome: z.string().max(OUTCOME_HTML_MAX, MeetingNotesMessages.outcomeTooLong),
  Version: ExpectedVersionSchema,
});
export type SaveOutcomeRequest = z.infer<typeof SaveOutcomeRequestSchema>;

/** Version: the outcome's new one, for the next Save from the same screen. */
export const SavedOutcomeSchema = z.object({ Id: z.uuid(), Version: VersionSchema });

/** The client's outcome form. */
export const OutcomeFormSchema = SaveOutcomeRequestSchema.pick({ Outcome: true });
export type OutcomeForm = z.infer<typeof OutcomeFormSchema>;
