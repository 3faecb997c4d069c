import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeLiveEvent, encodeLiveEvent, LIVE_EVENT_KINDS, type LiveEvent } from './live-event';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const NOTIFY_PAYLOAD_LIMIT = 8000;

describe('live event payloads', () => {
  it('come back as they went out, for every kind and target', () => {
    const events: LiveEvent[] = LIVE_EVENT_KINDS.flatMap((kind) => [
      { kind, meetingId: randomUUID() },
      { kind, teamId: randomUUID() },
      { kind, meetingId: randomUUID(), teamId: randomUUID(), itemId: randomUUID() },
    ]);
    for (const event of events) expect(decodeLiveEvent(encodeLiveEvent(event))).toEqual(event);
  });

  it('stay far below the NOTIFY limit, whatever they carry', () => {
    const largest = encodeLiveEvent({
      kind: 'attendance',
      meetingId: randomUUID(),
      teamId: randomUUID(),
      itemId: randomUUID(),
    });
    expect(Buffer.byteLength(largest)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT / 20);
    // An id is a UUID or the event is refused, so no caller can make one larger.
    expect(() => encodeLiveEvent({ kind: 'state', meetingId: 'x'.repeat(NOTIFY_PAYLOAD_LIMIT) })).toThrow();
  });

  it('are refused without a meeting or team, or with a field no reader expects', () => {
    expect(() => encodeLiveEvent({ kind: 'state' } as unknown as LiveEvent)).toThrow();
    const extra = { kind: 'state', meetingId: randomUUID(), title: 'Agenda' } as LiveEvent;
    expect(() => encodeLiveEvent(extra)).toThrow();
  });

  it('that this version cannot read are ignored, not thrown', () => {
    const meetingId = randomUUID();
    for (const payload of [
      'not json',
      '',
      'null',
      JSON.stringify({ kind: 'poll', meetingId }),
      JSON.stringify({ kind: 'state' }),
      JSON.stringify({ kind: 'state', meetingId: 42 }),
    ]) {
      expect(decodeLiveEvent(payload), payload).toBeUndefined();
    }
  });
});
