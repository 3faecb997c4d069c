import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../../../bench/lib/sign-in';
import { agendaItems, meetings } from '../../db/schema';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/demo';
import { readEventStream } from '../../test/event-stream-reader';
import { copyTemplateForServer, type ServerDatabase } from '../../test/server-database';
import {
  freePort,
  listeningAddressOf,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process';

// Two server processes on one PostgreSQL database: a room open on one hears a change made through the
// other (LISTEN/NOTIFY), as it would behind a load balancer spreading requests over workers and machines.
let database: ServerDatabase;
const started: ServerProcess[] = [];
let meetingId: string;
let itemId: string;

async function startServer(): Promise<string> {
  const server = startServerProcess({
    ...database.env,
    PORT: String(await freePort()),
    WEB_CONCURRENCY: '1',
    SEED_DEMO: 'false',
  });
  started.push(server);
  const [listening] = await server.waitForLogs((line) => listeningAddressOf(line) !== undefined);
  return listeningAddressOf(listening!)!;
}

beforeAll(async () => {
  database = await copyTemplateForServer();
  const handle = database.open();
  try {
    const [meeting] = await handle.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(eq(meetings.subject, 'Fractions reteach planning'));
    const [item] = await handle.db
      .select({ id: agendaItems.id })
      .from(agendaItems)
      .where(eq(agendaItems.title, 'Review of reteach lessons'));
    meetingId = meeting!.id;
    itemId = item!.id;
  } finally {
    await handle.close();
  }
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await database.drop();
});

describe('meeting events across processes', () => {
  it('delivers a change made through one process to a room open on another within 2 seconds', async () => {
    const [first, second] = await Promise.all([startServer(), startServer()]);
    const member = await signInOverHttp(first, DEMO_PASSWORD)(DemoAccounts.teacher);
    const lead = await signInOverHttp(second, DEMO_PASSWORD)(DemoAccounts.lead);
    const stream = await readEventStream(`${first}/api/v1/meeting/events/${meetingId}`, member);
    try {
      expect(stream.status).toBe(200);
      await stream.next('ready');
      const saved = await fetch(`${second}/api/v1/agendaitem/saveOutcome`, {
        method: 'POST',
        headers: { cookie: lead, 'content-type': 'application/json' },
        body: JSON.stringify({ Id: itemId, Outcome: '<p>From the other process</p>' }),
      });
      expect(saved.status).toBe(200);
      const sentAt = Date.now();
      expect((await stream.next('change', 2_000)).data).toEqual({ Kind: 'outcome', ItemId: itemId });
      expect(Date.now() - sentAt).toBeLessThan(2_000);
    } finally {
      stream.close();
    }
  });
});
