import { z } from 'zod';
import { AttendanceStatus } from '../constants';
import { AgendaSchema } from './agendas';
import { MeetingStateSchema } from './meeting-state';
import { VersionSchema } from './version';

/** Texts of the meeting room, its lifecycle and attendance (ours, issue 20). */
export const MeetingRoomMessages = {
  minutesLocked: 'The minutes of this meeting are finalised. A team lead can reopen them to make changes.',
  notFinalized: 'The minutes of this meeting are not finalised.',
  alreadyFinalized: 'The minutes of this meeting are already finalised.',
  reasonRequired: 'A reason for reopening the minutes is required',
  reasonTooLong: 'The reason cannot exceed 500 characters',
  started: 'The meeting has started.',
  finalized: 'The minutes have been finalised and sent to the team.',
  reopened: 'The minutes have been reopened.',
  attendanceSaved: 'Attendance has been saved.',
  notAMember: 'Attendance can only be recorded for members of the meeting’s team',
  guestNameRequired: 'A guest needs a name',
  guestNameTooLong: 'A guest’s name cannot exceed 100 characters',
  periodInvalid: 'The period must end on or after its start',
} as const;

const REASON_MAX = 500;
const GUEST_NAME_MAX = 100;
const GUESTS_MAX = 50;
const MEMBERS_MAX = 500;

const AttendanceStatusSchema = z.union(
  Object.values(AttendanceStatus).map((status) => z.literal(status)) as [
    z.ZodLiteral<AttendanceStatus>,
    ...z.ZodLiteral<AttendanceStatus>[],
  ],
);
const Instant = z.iso.datetime({ offset: true });

/** meeting/reopenMinutes/{id}. */
export const ReopenMinutesRequestSchema = z.object({
  Reason: z
    .string(MeetingRoomMessages.reasonRequired)
    .trim()
    .min(1, MeetingRoomMessages.reasonRequired)
    .max(REASON_MAX, MeetingRoomMessages.reasonTooLong),
});
export type ReopenMinutesRequest = z.infer<typeof ReopenMinutesRequestSchema>;

/** Where a meeting's minutes stand, who moved them there, and what the caller may do next. */
export const MeetingLifecycleSchema = z.object({
  MeetingId: z.uuid(),
  State: MeetingStateSchema,
  StartedAt: Instant.nullable(),
  MinutesFinalizedAt: Instant.nullable(),
  MinutesFinalizedBy: z.string().nullable(),
  /** Every reopening, newest first. */
  Reopenings: z.array(z.object({ ReopenedAt: Instant, ReopenedBy: z.string(), Reason: z.string() })),
  AllowedToStart: z.boolean(),
  AllowedToFinalize: z.boolean(),
  AllowedToReopen: z.boolean(),
});
export type MeetingLifecycle = z.infer<typeof MeetingLifecycleSchema>;

/** One member's line of the attendance (Status null: not recorded yet). */
export const AttendanceMemberSchema = z.object({
  UserId: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  Status: AttendanceStatusSchema.nullable(),
});
export const AttendanceGuestSchema = z.object({ Name: z.string() });

/** meeting/getAttendance/{id}: the members of the meeting's teams, and its guests. */
export const AttendanceSchema = z.object({
  MeetingId: z.uuid(),
  Members: z.array(AttendanceMemberSchema),
  Guests: z.array(AttendanceGuestSchema),
  AllowedToEdit: z.boolean(),
});
export type Attendance = z.infer<typeof AttendanceSchema>;

/**
 * meeting/saveAttendance: the members listed get the status given (null clears it); members left out keep
 * theirs, so two people recording different members never undo each other. Guests replace the list.
 */
export const SaveAttendanceRequestSchema = z.object({
  MeetingId: z.uuid(),
  Members: z
    .array(z.object({ UserId: z.uuid(), Status: AttendanceStatusSchema.nullable() }))
    .max(MEMBERS_MAX)
    .refine((members) => new Set(members.map((m) => m.UserId)).size === members.length, 'Each member once'),
  Guests: z
    .array(
      z.object({
        Name: z
          .string(MeetingRoomMessages.guestNameRequired)
          .trim()
          .min(1, MeetingRoomMessages.guestNameRequired)
          .max(GUEST_NAME_MAX, MeetingRoomMessages.guestNameTooLong),
      }),
    )
    .max(GUESTS_MAX),
});
export type SaveAttendanceRequest = z.infer<typeof SaveAttendanceRequestSchema>;

const DateOnly = z.iso.date();

/** meeting/getAttendanceRates?TeamId=&From=&To= (default the last 30 days, in the school's zone). */
export const AttendanceRatesQuerySchema = z
  .object({ TeamId: z.uuid(), From: DateOnly.optional(), To: DateOnly.optional() })
  .refine((q) => !q.From || !q.To || q.From <= q.To, {
    message: MeetingRoomMessages.periodInvalid,
    path: ['To'],
  });
export type AttendanceRatesQuery = z.infer<typeof AttendanceRatesQuerySchema>;

/**
 * Attendance rate: (present + late) / (present + late + absent) over the team's meetings in the period
 * whose attendance was recorded; excused absences count neither way. Null when nothing counts.
 */
const RateSchema = z.number().min(0).max(1).nullable();
export const AttendanceRatesSchema = z.object({
  TeamId: z.uuid(),
  From: DateOnly,
  To: DateOnly,
  MeetingsRecorded: z.number().int(),
  TeamRate: RateSchema,
  Members: z.array(
    z.object({
      UserId: z.uuid(),
      FirstName: z.string(),
      LastName: z.string(),
      Present: z.number().int(),
      Late: z.number().int(),
      Absent: z.number().int(),
      Excused: z.number().int(),
      Rate: RateSchema,
    }),
  ),
});
export type AttendanceRates = z.infer<typeof AttendanceRatesSchema>;

/** A task on an agenda item, as the room lists it under the item. */
export const RoomTaskSchema = z.object({
  Id: z.uuid(),
  Title: z.string(),
  AssigneeName: z.string(),
  DueDate: z.iso.date().nullable(),
  StatusName: z.string(),
});

/** One agenda item's live part in the room: the outcome's version, its time-box and its tasks. */
export const RoomItemSchema = z.object({
  AgendaItemId: z.uuid(),
  OutcomeVersion: VersionSchema,
  /** Seconds counted before the running stretch; TimerStartedAt is when it began (null: paused). */
  TimerElapsedSeconds: z.number().int(),
  TimerStartedAt: Instant.nullable(),
  Tasks: z.array(RoomTaskSchema),
});
export type RoomItem = z.infer<typeof RoomItemSchema>;

/**
 * meeting/getRoom/{id}: the whole room in one answer: the agenda, the lifecycle, items' live parts
 * (outcome versions, time-boxes, tasks), attendance, the caller's rights, and the server's clock.
 */
export const MeetingRoomSchema = z.object({
  /** The agenda as its screen shows it: norms, roles, items with outcomes and the caller's rights. */
  Agenda: AgendaSchema,
  Lifecycle: MeetingLifecycleSchema,
  Items: z.array(RoomItemSchema),
  Attendance: AttendanceSchema,
  AllowedToKeepTime: z.boolean(),
  ServerTime: Instant,
});
export type MeetingRoom = z.infer<typeof MeetingRoomSchema>;

/** agendaItem/startTimer/{id} and pauseTimer/{id}. */
export const ItemTimerSchema = z.object({
  AgendaItemId: z.uuid(),
  TimerElapsedSeconds: z.number().int(),
  TimerStartedAt: Instant.nullable(),
});
export type ItemTimer = z.infer<typeof ItemTimerSchema>;
