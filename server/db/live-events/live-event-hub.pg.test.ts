import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { terminateBackend } from '../../test/postgres-admin';
import { copyTemplateForServer, type ServerDatabase } from '../../test/server-database';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { openDatabase, type Database } from '../database';
import { LISTENER_APPLICATION_NAME } from '../postgres-notification-listener';
import { selectRows } from '../rows';
import type { LiveEvent } from './live-event';
import { createLiveEventHub, type LiveEventHub, type LiveEventLog } from './live-event-hub';
import { publishLiveEvent } from './publish-live-event';
import { eventAbout, isResync, signalRecorder } from './signal-recorder';

// PostgreSQL only: several processes, one LISTEN connection per process, and that connection lost.
let copy: ServerDatabase;
let url: string;
let database: Database;
const closeAfterEach: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  copy = await copyTemplateForServer();
  url = copy.env.DATABASE_URL!;
  database = copy.open();
});
afterEach(async () => {
  for (const each of closeAfterEach.splice(0).reverse()) await each.close();
});
afterAll(async () => {
  await database?.close();
  await copy?.drop();
});

function hubOn(on: Database, log?: LiveEventLog): LiveEventHub {
  const hub = createLiveEventHub(on, log);
  closeAfterEach.push(hub);
  return hub;
}

/** The backends of this database's listener connections (application_name is set by the listener). */
async function listenerBackends(): Promise<number[]> {
  const rows = await selectRows(
    database.db,
    sql`select pid from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
    z.strictObject({ pid: z.number() }),
  );
  return rows.map((row) => row.pid);
}

/** Runs publish-from-another-process.ts as a separate Node process and waits for it to succeed. */
async function publishFromAnotherProcess(event: LiveEvent): Promise<void> {
  const script = path.join(import.meta.dirname, 'publish-from-another-process.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, url, JSON.stringify(event)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code, errors).toBe(0);
}

/** A log that lets a test await the hub's reports instead of sleeping. */
function recordingLog() {
  const warnings: { details: object; message: string }[] = [];
  const onWarning = new Set<() => void>();
  const log: LiveEventLog = {
    info: () => undefined,
    warn(details, message) {
      warnings.push({ details, message });
      for (const listener of onWarning) listener();
    },
    error: () => undefined,
  };
  const warningCount = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (warnings.length < count) return;
        onWarning.delete(check);
        resolve();
      };
      onWarning.add(check);
      check();
    });
  return { log, warnings, warningCount };
}

describe('live events across processes on PostgreSQL', () => {
  // First in the file: no earlier hub's connection may still be on its way out.
  it('listens only once subscribed, and then on one connection for a thousand subscribers', async () => {
    const hub = hubOn(database);
    expect(await listenerBackends()).toEqual([]);
    const meetings = Array.from({ length: 1000 }, () => randomUUID());
    const rooms = meetings.map((meetingId) => {
      const room = signalRecorder();
      hub.subscribe({ meetingId }, room.onSignal);
      return room;
    });
    await hub.listening();

    expect(hub.subscriberCount).toBe(1000);
    expect(await listenerBackends()).toHaveLength(1);
    const itemId = randomUUID();
    await publishLiveEvent(database.db, { kind: 'timer', meetingId: meetings[700]!, itemId });
    await rooms[700]!.waitFor(eventAbout(itemId), "room 700's timer");
    // One dispatch delivers to every recipient before the awaiting test goes on. (A first connection
    // slower than the connect timeout would add a resync for all: not an event.)
    const heardAnEvent = rooms.filter((room) => room.signals.some((signal) => !isResync(signal)));
    expect(heardAnEvent).toEqual([rooms[700]]);
    expect(await listenerBackends()).toHaveLength(1);
  });

  it("delivers what another process commits through its own connection to this process's rooms", async () => {
    const hub = hubOn(database);
    const [meetingId, teamId, itemId] = [randomUUID(), randomUUID(), randomUUID()];
    const room = signalRecorder();
    hub.subscribe({ meetingId }, room.onSignal);
    await hub.listening();

    await publishFromAnotherProcess({ kind: 'outcome', meetingId, teamId, itemId });

    expect(await room.waitFor(eventAbout(itemId), 'the outcome from the other process')).toEqual({
      kind: 'outcome',
      meetingId,
      teamId,
      itemId,
    });
    // The other process compiles its TypeScript with tsx as it starts: seconds on a busy machine.
  }, 60_000);

  it('tells every subscriber to resync after the listening connection is killed, then delivers again', async () => {
    const hub = hubOn(database);
    const [meetingA, meetingB, itemId] = [randomUUID(), randomUUID(), randomUUID()];
    const roomA = signalRecorder();
    const roomB = signalRecorder();
    // Listening first, so that any resync the rooms hear is the kill's.
    await hub.listening();
    hub.subscribe({ meetingId: meetingA }, roomA.onSignal);
    hub.subscribe({ meetingId: meetingB }, roomB.onSignal);
    const [killed] = await listenerBackends();

    await terminateBackend(url, killed!);

    await roomA.waitFor(isResync, "room A's resync");
    await roomB.waitFor(isResync, "room B's resync");
    await publishLiveEvent(database.db, { kind: 'state', meetingId: meetingA, itemId });
    await roomA.waitFor(eventAbout(itemId), 'the state change after reconnecting');
    const backends = await listenerBackends();
    expect(backends).toHaveLength(1);
    expect(backends).not.toContain(killed);
    expect(roomB.signals).toEqual([{ kind: 'resync' }]);
  });

  describe('through a proxy that can make PostgreSQL unreachable', () => {
    let proxy: TcpProxy;
    let throughProxy: Database;

    beforeAll(async () => {
      const direct = new URL(url);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      direct.hostname = '127.0.0.1';
      direct.port = String(proxy.port);
      throughProxy = openDatabase({ kind: 'postgres', url: direct.toString(), connectTimeoutMs: 500 });
    });
    afterAll(async () => {
      await throughProxy?.close();
      await proxy?.close();
    });

    it('waits out a database that refuses connections at first, then listens and resyncs', async () => {
      const { log, warningCount } = recordingLog();
      proxy.cut('refuse');
      const hub = hubOn(throughProxy, log);
      const [meetingId, itemId] = [randomUUID(), randomUUID()];
      const room = signalRecorder();
      hub.subscribe({ meetingId }, room.onSignal);
      const listening = hub.listening();

      await warningCount(2);
      proxy.restore();
      await listening;

      await room.waitFor(isResync, 'the resync once listening');
      await publishLiveEvent(database.db, { kind: 'items', meetingId, itemId });
      await room.waitFor(eventAbout(itemId), 'the items change');
    });

    it('gives up on a database that does not answer after the connect timeout, and comes back', async () => {
      const { log, warnings, warningCount } = recordingLog();
      const hub = hubOn(throughProxy, log);
      const [meetingId, itemId] = [randomUUID(), randomUUID()];
      const room = signalRecorder();
      await hub.listening();
      hub.subscribe({ meetingId }, room.onSignal);

      const before = warnings.length;
      proxy.cut('silent');
      // The first warning is the lost connection; the second, an attempt nobody answered.
      await warningCount(before + 2);
      const { err } = warnings[before + 1]!.details as { err?: unknown };
      expect(String(err)).toMatch(/timeout/i);
      proxy.restore();

      await room.waitFor(isResync, 'the resync after the outage');
      await publishLiveEvent(database.db, { kind: 'attendance', meetingId, itemId });
      await room.waitFor(eventAbout(itemId), 'the attendance change after the outage');
    });
  });
});
