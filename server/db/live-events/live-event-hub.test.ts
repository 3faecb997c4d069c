import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplateForServer, type ServerDatabase } from '../../test/server-database';
import type { Database } from '../database';
import type { LiveEvent } from './live-event';
import { createLiveEventHub, type LiveEventHub } from './live-event-hub';
import { publishLiveEvent } from './publish-live-event';
import { eventAbout, signalRecorder } from './signal-recorder';

// On the run's database: PGlite by default, PostgreSQL with DATABASE_URL (the cross-process and
// reconnection cases are in live-event-hub.pg.test.ts).
let copy: ServerDatabase;
let database: Database;
let hub: LiveEventHub;

beforeAll(async () => {
  copy = await copyTemplateForServer();
  database = copy.open();
});
afterEach(async () => {
  await hub?.close();
});
afterAll(async () => {
  await database?.close();
  await copy?.drop();
});

/** A fresh hub that listens already, so that everything committed from here on is delivered. */
async function listeningHub(): Promise<LiveEventHub> {
  hub = createLiveEventHub(database);
  await hub.listening();
  return hub;
}

/** Commits `event` in a transaction that also writes, as a real writer's would. */
async function commit(event: LiveEvent): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table if not exists live_probe (n int) on commit drop`);
    await tx.execute(sql`insert into live_probe values (1)`);
    await publishLiveEvent(tx, event);
  });
}

class Rollback extends Error {}

describe('live events on the embedded or configured database', () => {
  it("delivers an event committed in a transaction to its meeting's subscribers and no one else's", async () => {
    const [meetingA, meetingB, itemA, itemB] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await listeningHub();
    const inA = signalRecorder();
    const inB = signalRecorder();
    hub.subscribe({ meetingId: meetingA }, inA.onSignal);
    hub.subscribe({ meetingId: meetingB }, inB.onSignal);

    await commit({ kind: 'outcome', meetingId: meetingA, itemId: itemA });
    await inA.waitFor(eventAbout(itemA), "meeting A's outcome");
    // B's own event comes after A's on the same connection: once B has it, A's would have arrived too.
    await commit({ kind: 'tasks', meetingId: meetingB, itemId: itemB });
    await inB.waitFor(eventAbout(itemB), "meeting B's tasks");

    expect(inA.signals).toEqual([{ kind: 'outcome', meetingId: meetingA, itemId: itemA }]);
    expect(inB.signals).toEqual([{ kind: 'tasks', meetingId: meetingB, itemId: itemB }]);
  });

  it('holds the event until COMMIT and never delivers one whose transaction rolled back', async () => {
    const meetingId = randomUUID();
    const [rolledBack, insideSavepoint, committed] = [randomUUID(), randomUUID(), randomUUID()];
    await listeningHub();
    const room = signalRecorder();
    hub.subscribe({ meetingId }, room.onSignal);

    await expect(
      database.db.transaction(async (tx) => {
        await publishLiveEvent(tx, { kind: 'state', meetingId, itemId: rolledBack });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    await database.db.transaction(async (tx) => {
      await expect(
        tx.transaction(async (savepoint) => {
          await publishLiveEvent(savepoint, { kind: 'timer', meetingId, itemId: insideSavepoint });
          throw new Rollback();
        }),
      ).rejects.toBeInstanceOf(Rollback);
      await publishLiveEvent(tx, { kind: 'attendance', meetingId, itemId: committed });
      // Still inside the transaction: nothing has gone out. A later statement gives PGlite's
      // listener (called in a microtask after each statement) the chance to show otherwise.
      await tx.execute(sql`select 1`);
      expect(room.signals).toEqual([]);
    });

    await room.waitFor(eventAbout(committed), 'the committed attendance');
    expect(room.signals).toEqual([{ kind: 'attendance', meetingId, itemId: committed }]);
  });

  it('delivers team events to team subscribers, and an event naming both to a room once', async () => {
    const [meetingId, teamId, otherTeam] = [randomUUID(), randomUUID(), randomUUID()];
    const [forTeam, forBoth] = [randomUUID(), randomUUID()];
    await listeningHub();
    const room = signalRecorder();
    const team = signalRecorder();
    const other = signalRecorder();
    hub.subscribe({ meetingId, teamId }, room.onSignal);
    hub.subscribe({ teamId }, team.onSignal);
    hub.subscribe({ teamId: otherTeam }, other.onSignal);

    await publishLiveEvent(database.db, { kind: 'access', teamId, itemId: forTeam });
    await commit({ kind: 'items', meetingId, teamId, itemId: forBoth });
    await room.waitFor(eventAbout(forBoth), "the room's items");
    await team.waitFor(eventAbout(forBoth), "the team's items");

    expect(room.signals.map((signal) => signal.kind)).toEqual(['access', 'items']);
    expect(team.signals.map((signal) => signal.kind)).toEqual(['access', 'items']);
    expect(other.signals).toEqual([]);
  });

  it('stops delivering on unsubscribe, and a throwing subscriber costs the others nothing', async () => {
    const meetingId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    await listeningHub();
    const leaving = signalRecorder();
    const staying = signalRecorder();
    const unsubscribe = hub.subscribe({ meetingId }, leaving.onSignal);
    hub.subscribe({ meetingId }, () => {
      throw new Error('a broken room');
    });
    hub.subscribe({ meetingId }, staying.onSignal);
    expect(hub.subscriberCount).toBe(3);

    await commit({ kind: 'state', meetingId, itemId: first });
    await leaving.waitFor(eventAbout(first), 'the first event');
    unsubscribe();
    unsubscribe();
    expect(hub.subscriberCount).toBe(2);
    await commit({ kind: 'state', meetingId, itemId: second });
    await staying.waitFor(eventAbout(second), 'the second event');

    expect(leaving.signals).toHaveLength(1);
    expect(staying.signals).toHaveLength(2);
  });

  it('refuses an event no listener could read, before anything is sent', async () => {
    await listeningHub();
    const bad = { kind: 'state', meetingId: 'not-a-uuid' } as const;
    await expect(publishLiveEvent(database.db, bad)).rejects.toThrow();
  });

  it('closes: subscribers are dropped and it no longer accepts any', async () => {
    await listeningHub();
    hub.subscribe({ meetingId: randomUUID() }, () => undefined);
    await hub.close();
    expect(hub.subscriberCount).toBe(0);
    expect(() => hub.subscribe({ meetingId: randomUUID() }, () => undefined)).toThrow(/closed/);
    await expect(hub.listening()).rejects.toThrow(/closed/);
  });
});
