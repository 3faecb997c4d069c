import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/demo';
import { SESSION_COOKIE } from '../plugins/auth';
import { compiledEntryArgs } from '../../tools/server-bundle';
import { adminQuery, withDatabaseName } from '../test/postgres-admin';
import {
  freePort,
  listeningAddressOf,
  nodeArgumentsOf,
  startServerProcess,
  type LogLine,
} from '../test/server-process';
interface Answer {
  status: number;
  setCookie: string[];
  body: unknown;
}

/** One request on a connection of its own, so the cluster's round robin hands each to the next worker. */
function send(
  url: string,
  options: { method?: string; cookie?: string; json?: unknown } = {},
): Promise<Answer> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookie: response.headers['set-cookie'] ?? [],
            body: JSON.parse(text) as unknown,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const requestUrlOf = (line: LogLine) => (line.req as { url?: string } | undefined)?.url;

const baseUrl = process.env.DATABASE_URL;

// Several processes need PostgreSQL (the embedded database belongs to one process): vitest.config.ts runs
// *.pg.test.ts files only with DATABASE_URL; the embedded run covers the one-process path in main.test.ts.
describe('several workers', () => {
  const name = `plchub_cluster_${randomBytes(6).toString('hex')}`;
  beforeAll(() => adminQuery(baseUrl!, `create database ${name}`));
  afterAll(() => adminQuery(baseUrl!, `drop database if exists ${name} with (force)`));

  it('migrates and seeds once, shares the port between two workers that share sessions, and stops cleanly', async () => {
    const server = startServerProcess({
      DATABASE_URL: withDatabaseName(baseUrl!, name),
      WEB_CONCURRENCY: '2',
      SEED_DEMO: 'true',
      PORT: String(await freePort()),
    });
    const listening = await server.waitForLogs((line) => listeningAddressOf(line) !== undefined, 2);
    const [primary] = await server.waitForLogs((line) => line.msg === 'starting workers');
    const workerPids = new Set(listening.map((line) => line.pid));
    expect(workerPids.size).toBe(2);
    expect(workerPids.has(primary!.pid)).toBe(false);
    // node:cluster forks the compiled file the primary runs: no worker loads TypeScript either.
    for (const pid of [primary!.pid, ...workerPids]) {
      expect(nodeArgumentsOf(pid)).toEqual([
        ...compiledEntryArgs('main').slice(0, -1),
        expect.stringMatching(/(^|\/)dist\/server\/main\.js$/),
      ]);
    }
    const address = listeningAddressOf(listening[0]!)!;
    expect(listeningAddressOf(listening[1]!)).toBe(address);

    expect((await send(`${address}/api/health`)).status).toBe(200);
    const login = await send(`${address}/api/v1/usermembership/login`, {
      method: 'POST',
      json: { EmailAddress: DemoAccounts.admin, Password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const cookie = login.setCookie.find((header) => header.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
    expect(cookie).toBeDefined();

    const probes = 6;
    for (let probe = 0; probe < probes; probe += 1) {
      const session = await send(`${address}/api/v1/usermembership/getSession?probe=${probe}`, { cookie });
      expect(session.status).toBe(200);
      expect(session.body).toMatchObject({ User: { EmailAddress: DemoAccounts.admin } });
    }

    // Which worker answered what, from the request log lines.
    const [loginLine] = await server.waitForLogs(
      (line) => requestUrlOf(line) === '/api/v1/usermembership/login',
    );
    const probeLines = await server.waitForLogs(
      (line) => /getSession\?probe=/.test(requestUrlOf(line) ?? ''),
      probes,
    );
    expect(new Set(probeLines.map((line) => line.pid))).toEqual(workerPids);
    expect(probeLines.some((line) => line.pid !== loginLine!.pid)).toBe(true);
    // The primary prepared the database alone.
    const seeded = await server.waitForLogs((line) => line.msg.startsWith('demo district seeded'));
    expect(seeded[0]!.pid).toBe(primary!.pid);

    // Wrong passwords answered by both workers count as one sequence, for a real account and an unknown
    // address alike: the counts live in the database.
    for (const email of [DemoAccounts.lead, 'nobody.here@demo.plchub.test']) {
      const codes = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const answer = await send(`${address}/api/v1/usermembership/login`, {
          method: 'POST',
          json: { EmailAddress: email, Password: `wrong-${attempt}` },
        });
        codes.push((answer.body as { Code: number }).Code);
      }
      expect({ email, codes }).toEqual({ email, codes: [3, 3, 3, 3, 2, 2] });
    }
    const logins = await server.waitForLogs(
      (line) => requestUrlOf(line) === '/api/v1/usermembership/login',
      13,
    );
    expect(new Set(logins.slice(1).map((line) => line.pid))).toEqual(workerPids);

    expect(await server.stop()).toBe(0);
    const exits = await server.waitForLogs((line) => line.msg === 'worker exited', 2);
    expect(exits.map((line) => line.code)).toEqual([0, 0]);
  }, 120_000);
});
