/**
 * npm run bench:streams [-- --streams 500] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Opens many idle meeting-room event streams against one compiled server process on a fresh demo
 * database on PostgreSQL, and prints the server's memory before and with them, the database connections
 * the server holds, and how long one change takes to reach every stream.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, DemoAccounts } from '../server/db/seed/demo';
import { adminQuery, withDatabaseName } from '../server/test/postgres-admin';
import { signInOverHttp } from './lib/sign-in';
import { startServer } from './lib/server-process';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '500' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const streamCount = Number(values.streams);

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Opens one stream; resolves with a function that resolves at its next `change` event. */
function openStream(url: string, cookie: string, agent: http.Agent) {
  return new Promise<{ nextChange: Promise<void>; close(): void }>((resolve, reject) => {
    let onChange: () => void = () => undefined;
    const nextChange = new Promise<void>((done) => (onChange = done));
    const request = http.get(url, { headers: { cookie }, agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let text = '';
      response.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: ready')) resolve({ nextChange, close: () => request.destroy() });
        if (text.includes('event: change')) onChange();
      });
    });
    request.on('error', reject);
  });
}

async function main() {
  const name = `plchub_streams_${randomBytes(4).toString('hex')}`;
  await adminQuery(values.postgres, `create database ${name}`);
  const url = withDatabaseName(values.postgres, name);
  const server = await startServer(url, 1, { SEED_DEMO: 'true' });
  try {
    const member = await signInOverHttp(server.baseUrl, DEMO_PASSWORD)(DemoAccounts.teacher);
    const lead = await signInOverHttp(server.baseUrl, DEMO_PASSWORD)(DemoAccounts.lead);
    const upcoming = (await (
      await fetch(`${server.baseUrl}/api/v1/meeting/getMyUpcomingMeeting?Search=Fractions`, {
        headers: { cookie: member },
      })
    ).json()) as { Items: { MeetingId: string }[] };
    const meetingId = upcoming.Items[0]!.MeetingId;
    const before = residentMb(server.pid);
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const streams = [];
    for (let n = 0; n < streamCount; n += 1) {
      streams.push(await openStream(`${server.baseUrl}/api/v1/meeting/events/${meetingId}`, member, agent));
    }
    await new Promise((settle) => setTimeout(settle, 2_000));
    const withStreams = residentMb(server.pid);
    const agenda = (await (
      await fetch(
        `${server.baseUrl}/api/v1/agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${meetingId}`,
        {
          headers: { cookie: lead },
        },
      )
    ).json()) as { AgendaItems: { Id: string }[] };
    const sentAt = performance.now();
    await fetch(`${server.baseUrl}/api/v1/agendaitem/saveOutcome`, {
      method: 'POST',
      headers: { cookie: lead, 'content-type': 'application/json' },
      body: JSON.stringify({ Id: agenda.AgendaItems[0]!.Id, Outcome: '<p>Heard by every room</p>' }),
    });
    await Promise.all(streams.map((stream) => stream.nextChange));
    const deliveredMs = performance.now() - sentAt;
    const backends = await countBackends(values.postgres, name);
    console.log(`streams: ${streamCount}`);
    console.log(
      `server RSS: ${before.toFixed(1)} MB before, ${withStreams.toFixed(1)} MB with the streams open`,
    );
    console.log(
      `per stream: ${(((withStreams - before) * 1024) / streamCount).toFixed(1)} KB; database connections held: ${backends}`,
    );
    console.log(`one change reached all ${streamCount} streams in ${deliveredMs.toFixed(0)} ms`);
    for (const stream of streams) stream.close();
  } finally {
    await server.stop();
    await adminQuery(values.postgres, `drop database if exists ${name} with (force)`);
  }
}

/** The backends connected to the database (the server's pool and its listener). */
async function countBackends(adminUrl: string, database: string): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      'select cast(count(*) as integer) as count from pg_stat_activity where datname = $1',
      [database],
    );
    return result.rows[0]!.count;
  } finally {
    await client.end();
  }
}

await main();
