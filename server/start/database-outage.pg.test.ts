import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../../bench/lib/sign-in';
import { tasks } from '../db/schema';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/demo';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable';
import { copyTemplateForServer, type ServerDatabase } from '../test/server-database';
import { freePort, listeningAddressOf, startServerProcess, type ServerProcess } from '../test/server-process';
import { startTcpProxy, type OutageMode, type TcpProxy } from '../test/tcp-proxy';

/** The outage: connections refused for the first half, never answered for the second. */
const OUTAGE_MS = 10_000;
const MAX_ANSWER_MS = 2000;
const NO_ANSWER_MS = 5000;
const MAX_RECOVERY_MS = 5000;

interface Answer {
  probe: string;
  status: number;
  ms: number;
  body: unknown;
}

let database: ServerDatabase;
let proxy: TcpProxy;
let server: ServerProcess;
let baseUrl: string;
let cookie: string;
let taskId: string;

// The database is reached only through the proxy, which the test cuts; PostgreSQL itself keeps running
// for every other test. A PostgreSQL-only file: the embedded database has no connection to lose.
beforeAll(async () => {
  database = await copyTemplateForServer();
  const url = new URL(database.env.DATABASE_URL!);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  server = startServerProcess({
    DATABASE_URL: url.toString(),
    PORT: String(await freePort()),
    WEB_CONCURRENCY: '1',
    SEED_DEMO: 'false',
    // The probes sign in a few times a second.
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const [listening] = await server.waitForLogs((line) => listeningAddressOf(line) !== undefined);
  baseUrl = listeningAddressOf(listening!)!;
  cookie = await signInOverHttp(baseUrl, DEMO_PASSWORD)(DemoAccounts.admin);
  const handle = database.open();
  try {
    const [task] = await handle.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.title, 'Regroup period 3 for reteach'));
    taskId = task!.id;
  } finally {
    await handle.close();
  }
});
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await database?.drop();
});

/** One of each kind of request: anonymous, signed-in read, write, sign-in, and the health check. */
function probeAll(): Promise<Answer[]> {
  const json = { 'content-type': 'application/json' };
  const probes: Record<string, RequestInit & { path: string }> = {
    health: { path: '/api/health' },
    session: { path: '/api/v1/usermembership/getSession', headers: { cookie } },
    write: {
      path: '/api/v1/tasknote/Save',
      method: 'POST',
      headers: { cookie, ...json },
      body: JSON.stringify({ Id: '0', TaskId: taskId, Comment: '<p>during the outage</p>' }),
    },
    signIn: {
      path: '/api/v1/usermembership/login',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ EmailAddress: DemoAccounts.teacher, Password: DEMO_PASSWORD }),
    },
  };
  return Promise.all(
    Object.entries(probes).map(async ([probe, { path, ...init }]) => {
      const started = performance.now();
      const ms = () => performance.now() - started;
      try {
        // A request left hanging is given up on well after the limit, so the test reports it.
        const response = await fetch(`${baseUrl}${path}`, {
          ...init,
          signal: AbortSignal.timeout(NO_ANSWER_MS),
        });
        return { probe, status: response.status, ms: ms(), body: (await response.json()) as unknown };
      } catch {
        return { probe, status: 0, ms: ms(), body: `no answer within ${NO_ANSWER_MS} ms` };
      }
    }),
  );
}

/** Probes again and again for `ms` with the proxy cut in `mode`. */
async function probeDuring(mode: OutageMode, ms: number): Promise<Answer[]> {
  proxy.cut(mode);
  const answers: Answer[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) answers.push(...(await probeAll()));
  return answers;
}

describe('PostgreSQL unreachable for 10 seconds', () => {
  it('answers 503 quickly with the JSON error shape, never 401, and recovers without a restart', async () => {
    expect((await probeAll()).map((answer) => [answer.probe, answer.status])).toEqual([
      ['health', 200],
      ['session', 200],
      ['write', 200],
      ['signIn', 200],
    ]);

    const refused = await probeDuring('refuse', OUTAGE_MS / 2);
    const silent = await probeDuring('silent', OUTAGE_MS / 2);
    proxy.restore();
    const restoredAt = performance.now();

    for (const answer of [...refused, ...silent]) {
      expect(answer, answer.probe).toMatchObject({
        status: 503,
        body: {
          statusCode: 503,
          error: 'Service Unavailable',
          message: answer.probe === 'health' ? 'The database is not ready' : DATABASE_UNAVAILABLE_MESSAGE,
        },
      });
      expect(answer.ms, answer.probe).toBeLessThan(MAX_ANSWER_MS);
    }

    let recovered: Answer[] = [];
    while (performance.now() - restoredAt < MAX_RECOVERY_MS) {
      recovered = await probeAll();
      if (recovered.every((answer) => answer.status === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const recoveryMs = performance.now() - restoredAt;
    // The session signed in before the outage still works: the outage never turned into a sign-out.
    expect(recovered.map((answer) => [answer.probe, answer.status])).toEqual([
      ['health', 200],
      ['session', 200],
      ['write', 200],
      ['signIn', 200],
    ]);
    // The same process answered throughout: no crash, no restart.
    const listeningLines = server.logs().filter((line) => listeningAddressOf(line) !== undefined);
    expect(listeningLines).toHaveLength(1);
    expect(() => process.kill(server.pid, 0)).not.toThrow();

    const slowest = (answers: Answer[]) => Math.round(Math.max(...answers.map((answer) => answer.ms)));
    console.log(
      `database outage: ${refused.length} answers while refused (slowest ${slowest(refused)} ms), ` +
        `${silent.length} while silent (slowest ${slowest(silent)} ms), all 503; ` +
        `recovered ${Math.round(recoveryMs)} ms after the database came back`,
    );
  }, 60_000);
});
