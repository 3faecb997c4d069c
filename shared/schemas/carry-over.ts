import { z } from 'zod';

/** Texts of carry-over (ours). */
export const CarryOverMessages = {
  notOffered: 'Choose unfinished items of the last meeting',
  carried: (count: number) =>
    count === 0 ? 'Nothing new to carry over.' : `${count} item${count === 1 ? '' : 's'} carried over.`,
  carriedFrom: (date: string) => `Carried over from ${date}`,
} as const;

const CARRY_MAX = 100;

export const CarryOverItemSchema = z.object({
  AgendaItemId: z.uuid(),
  Title: z.string(),
  /** Sanitised HTML: what the earlier meeting noted. */
  Outcome: z.string(),
  /** Already carried into this agenda: carrying again adds nothing. */
  AlreadyCarried: z.boolean(),
});

export const CarryOverTaskSchema = z.object({
  TaskId: z.uuid(),
  Title: z.string(),
  AssignedToName: z.string(),
  DueDate: z.iso.date().nullable(),
  MeetingId: z.uuid(),
  MeetingSubject: z.string(),
  MeetingStartDateTime: z.iso.datetime({ offset: true }),
});

/**
 * agenda/getCarryOver/{agendaId}: "From last meeting": the previous meeting (the series' previous
 * occurrence, else the team's previous meeting), its unfinished items, and the team's open tasks made in
 * earlier meetings.
 */
export const CarryOverOfferSchema = z.object({
  PreviousMeeting: z
    .object({
      MeetingId: z.uuid(),
      AgendaId: z.uuid(),
      Subject: z.string(),
      StartDateTime: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  Items: z.array(CarryOverItemSchema),
  Tasks: z.array(CarryOverTaskSchema),
  /** Leads and admins carry items over (the same people who arrange the agenda). */
  AllowedToCarryOver: z.boolean(),
});
export type CarryOverOffer = z.infer<typeof CarryOverOfferSchema>;

/** agenda/carryOver/{agendaId}: the chosen unfinished items of the previous meeting, or all of them. */
export const CarryOverRequestSchema = z.object({
  AgendaItemIds: z.array(z.uuid()).min(1, CarryOverMessages.notOffered).max(CARRY_MAX).optional(),
});
export type CarryOverRequest = z.infer<typeof CarryOverRequestSchema>;

export const CarryOverResponseSchema = z.object({
  /** The items added now (none when every one was carried already). */
  AgendaItemIds: z.array(z.uuid()),
});
export type CarryOverResponse = z.infer<typeof CarryOverResponseSchema>;

/** agendaitem/setFinished/{id}. */
export const SetFinishedRequestSchema = z.object({ Finished: z.boolean() });
export const SetFinishedResponseSchema = z.object({ Id: z.uuid(), IsFinished: z.boolean() });
