import { z } from 'zod';

/** The one NOTIFY channel every live event goes out on; a plain lower-case name needs no quoting anywhere. */
export const LIVE_EVENTS_CHANNEL = 'plchub_live_events';

/** What changed; a room that hears one reads that part again (the event carries no data, only a pointer). */
export const LIVE_EVENT_KINDS = [
  'state',
  'outcome',
  'tasks',
  'attendance',
  'timer',
  'items',
  'access',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** Whom an event concerns: a meeting, a team, or both (a meeting's change its team's screens show too). */
export type LiveEventTarget = { meetingId: string; teamId?: string } | { meetingId?: string; teamId: string };

export type LiveEvent = LiveEventTarget & {
  kind: LiveEventKind;
  /** The agenda item, task or person the change is about, when there is one. */
  itemId?: string;
};

/** What a subscriber hears: an event, or `resync` when events may have been lost and it must reload. */
export type LiveSignal = LiveEvent | { kind: 'resync' };

// Record ids are UUIDs, so a payload stays a few hundred bytes: far below NOTIFY's 8000-byte limit.
const recordId = z.guid();
const common = { kind: z.enum(LIVE_EVENT_KINDS), itemId: recordId.optional() };
const LiveEventSchema = z.union([
  z.strictObject({ ...common, meetingId: recordId, teamId: recordId.optional() }),
  z.strictObject({ ...common, meetingId: recordId.optional(), teamId: recordId }),
]);

/** The NOTIFY payload of `event`; throws on an event no listener could read (a bad id, an extra field). */
export function encodeLiveEvent(event: LiveEvent): string {
  return JSON.stringify(LiveEventSchema.parse(event));
}

/**
 * The event in a NOTIFY payload, or undefined for one this version cannot read (a kind a newer version
 * added, during a rolling deploy).
 */
export function decodeLiveEvent(payload: string): LiveEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = LiveEventSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
