import { z } from 'zod';
import { ListQuerySchema, pageOf } from './lists';

/** Texts of the meeting lists (spec section 8), word for word. */
export const MeetingListMessages = {
  noUpcoming: 'There are no Upcoming Meetings.',
  noHistorical: 'There are no Historical Meetings.',
} as const;

export const MeetingIdParamsSchema = z.object({ meetingId: z.uuid() });

/** A meeting in the upcoming and historical lists (spec section 3, Meeting list views). */
export const MeetingListItemSchema = z.object({
  MeetingId: z.uuid(),
  MeetingName: z.string(),
  StartDateTime: z.iso.datetime({ offset: true }),
  EndDateTime: z.iso.datetime({ offset: true }),
  Location: z.string(),
  /** The meeting's team names, comma-separated, by name. */
  FlattenedTeams: z.string(),
  IsAgendaPosted: z.boolean(),
  IsUserTeamLead: z.boolean(),
  TotalTasks: z.number().int(),
  TasksCompleted: z.number().int(),
  /** Agenda, edit and cancel actions (spec section 6: admins every meeting, leads their own). */
  AllowedToEdit: z.boolean(),
  AllowedToCancel: z.boolean(),
});
export type MeetingListItem = z.infer<typeof MeetingListItemSchema>;
export const MeetingPageSchema = pageOf(MeetingListItemSchema);
export type MeetingPage = z.infer<typeof MeetingPageSchema>;

/** Columns the meeting lists sort on (spec section 4: name and team; upcoming by start ascending). */
export const MeetingSort = { StartDateTime: 'StartDateTime', Name: 'Name', Team: 'Team' } as const;
export type MeetingSortColumn = (typeof MeetingSort)[keyof typeof MeetingSort];

export const MeetingListQuerySchema = ListQuerySchema.extend({
  Sort: z
    .enum([MeetingSort.StartDateTime, MeetingSort.Name, MeetingSort.Team])
    .default(MeetingSort.StartDateTime),
});
export type MeetingListQuery = z.infer<typeof MeetingListQuerySchema>;

/** A meeting in a select of the task forms: its subject and start, so same-named meetings stay apart. */
export const MeetingOptionSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  StartDateTime: z.iso.datetime({ offset: true }),
});
export type MeetingOption = z.infer<typeof MeetingOptionSchema>;
export const MeetingOptionListSchema = z.array(MeetingOptionSchema);
