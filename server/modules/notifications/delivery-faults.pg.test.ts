import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, users } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { copyTemplateForServer, type ServerDatabase } from '../../test/server-database';
import {
  freePort,
  listeningAddressOf,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process';
import { startSmtpListener } from '../../test/smtp-listener';

// Several server processes on one database: PostgreSQL only (vitest.config.ts runs *.pg.test.ts with it).
let database: ServerDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;

beforeAll(async () => {
  database = await copyTemplateForServer();
  smtp = await startSmtpListener();
});
afterAll(async () => {
  await smtp.close();
  await database.drop();
});

/** A server process that sends notices every second, and nothing else of its own (no digests planned). */
async function startSender(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const server = startServerProcess({
    ...database.env,
    SMTP_URL: smtp.url,
    PORT: String(await freePort()),
    WEB_CONCURRENCY: '1',
    NOTICE_POLL_SECONDS: '1',
    NOTICE_SCHEDULE: 'false',
    ...extra,
  });
  await server.waitForLogs((line) => listeningAddressOf(line) !== undefined);
  return server;
}

/** Runs `work` on a connection of this test process to the servers' database. */
async function withDatabase<T>(
  work: (db: ReturnType<ServerDatabase['open']>['db']) => Promise<T>,
): Promise<T> {
  const opened = database.open();
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

/** Writes `count` notices whose e-mail is due now, as a change would; answers their ids. */
const queueNotices = (count: number) =>
  withDatabase(async (db) => {
    const [teacher] = await db.select().from(users).where(eq(users.emailAddress, DemoAccounts.teacher));
    const rows = await db
      .insert(notices)
      .values(
        Array.from({ length: count }, (_, index) => ({
          districtId: teacher!.districtId,
          locationId: teacher!.locationId,
          userId: teacher!.id,
          kind: 'task-assigned',
          subjectId: randomUUID(),
          noticeDay: '2026-11-30',
          title: `Notice ${index + 1}`,
          body: 'A due notice',
          link: '/',
          inApp: true,
          emailState: 1,
          emailNextAt: new Date(),
        })),
      )
      .returning({ id: notices.id });
    return rows.map((row) => row.id);
  });

/** Waits until every one of the notices is recorded as sent (polling the database). */
const waitUntilSent = (ids: string[], timeoutMs: number) =>
  withDatabase(async (db) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await db
        .select({ sent: count() })
        .from(notices)
        .where(and(inArray(notices.id, ids), eq(notices.emailState, 2)));
      if (row?.sent === ids.length) return;
      if (Date.now() > deadline)
        throw new Error(`${row?.sent} of ${ids.length} notices sent in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

/** How many times each notice's Message-ID reached the SMTP server. */
async function arrivalsOf(ids: string[]): Promise<Map<string, number>> {
  const arrivals = new Map(ids.map((id) => [`<notice.${id}@localhost>`, 0]));
  for (const mail of smtp.received) {
    const messageId = (await PostalMime.parse(mail.raw)).messageId ?? '';
    if (arrivals.has(messageId)) arrivals.set(messageId, arrivals.get(messageId)! + 1);
  }
  return arrivals;
}

describe('notice e-mail across processes', () => {
  it('sends 1,000 due notices exactly once each with two server processes', async () => {
    const [first, second] = await Promise.all([startSender(), startSender()]);
    try {
      const ids = await queueNotices(1000);
      await waitUntilSent(ids, 90_000);
      const arrivals = await arrivalsOf(ids);
      expect([...arrivals.values()].filter((count) => count !== 1)).toEqual([]);
      // Both processes took part: each logged some of the sends.
      const sendsOf = (server: ServerProcess) =>
        server.logs().filter((line) => line.msg === 'mail sent').length;
      expect(sendsOf(first) + sendsOf(second)).toBe(1000);
      expect(sendsOf(first)).toBeGreaterThan(0);
      expect(sendsOf(second)).toBeGreaterThan(0);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  }, 150_000);

  it('loses and repeats nothing when a process is killed (SIGKILL) in the middle of a batch', async () => {
    smtp.received.splice(0);
    const doomed = await startSender({ NOTICE_LEASE_SECONDS: '5' });
    // The eighth message of the batch gets no answer: the server has not accepted it when the process dies.
    const held = smtp.holdAfter(7);
    const ids = await queueNotices(50);
    await held;
    process.kill(doomed.pid, 'SIGKILL');
    expect(await doomed.exited).toBeNull();
    expect(smtp.received).toHaveLength(7);

    // A process started afterwards takes over once the dead one's lease (5 s) has run out.
    const survivor = await startSender({ NOTICE_LEASE_SECONDS: '5' });
    try {
      await waitUntilSent(ids, 60_000);
      const arrivals = await arrivalsOf(ids);
      expect([...arrivals.values()].filter((count) => count !== 1)).toEqual([]);
      expect(smtp.received).toHaveLength(50);
    } finally {
      await survivor.stop();
    }
  }, 120_000);
});
