/**
 * npm run soak [-- --minutes 10] [--connections 8] [--rate 5] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Runs the server on PostgreSQL (the smoke dataset, built by `npm run bench:data` or on first use) under a
 * moderate mixed load for `minutes`: `connections` keep-alive connections, each a team lead going through
 * every endpoint of the benchmark mix (reads, and writes that undo themselves) at `rate` requests per
 * second. The server logs its memory every 10–30 s (a thirtieth of the run); the curve is printed as a
 * table. Exits 1 on any error or answer other than 2xx, or on a memory trend (bench/lib/memory-trend.ts:
 * the last third's median RSS or heap more than 10 % or 16 MB above the second third's).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database';
import { MEMORY_LOG_MESSAGE, type MemorySample } from '../server/start/memory-log';
import { parseScale } from './dataset/scales';
import { ensureBenchDatabase } from './lib/bench-database';
import { driveEndpoint } from './lib/load';
import { memoryTrends, TREND_LIMIT, type TimedSample } from './lib/memory-trend';
import { fixed, formatTable, ms } from './lib/report';
import { startServer } from './lib/server-process';
import { signInOverHttp, signInSlots } from './lib/sign-in';
import { loadSlots, resetSlots } from './lib/slots';
import { MIX, type Endpoint } from './mix';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    rate: { type: 'string', default: '5' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const seconds = Math.round(Number(values.minutes) * 60);
const connections = Number(values.connections);
const ratePerConnection = Number(values.rate);
const sampleSeconds = Math.min(30, Math.max(10, Math.round(seconds / 30)));

/** Every endpoint of the mix, one after another, on each connection. */
const WHOLE_MIX: Endpoint = { name: 'mix', cycle: (slot) => MIX.flatMap((endpoint) => endpoint.cycle(slot)) };

const log = (line = '') => console.log(line);

async function main(): Promise<number> {
  const url = await ensureBenchDatabase(values.postgres, parseScale('smoke'), log);
  const database = openDatabase({ kind: 'postgres', url });
  try {
    const server = await startServer(url, 1, { MEMORY_LOG_SECONDS: String(sampleSeconds) });
    try {
      const slots = await signInSlots(
        await loadSlots(database.db, connections),
        signInOverHttp(server.baseUrl),
      );
      await resetSlots(database.db, slots);
      log(
        `soak: ${fixed(seconds / 60)} min, ${connections} connections at ${ratePerConnection} req/s each ` +
          `(${MIX.length} endpoints), memory every ${sampleSeconds} s`,
      );
      const startedAt = Date.now();
      const load = await driveEndpoint(
        server.baseUrl,
        WHOLE_MIX,
        slots,
        connections,
        seconds,
        ratePerConnection,
      );
      const samples: TimedSample[] = server
        .logs()
        .filter((line) => line.msg === MEMORY_LOG_MESSAGE && Number(line.time) >= startedAt)
        .map((line) => ({
          ...(line as unknown as MemorySample),
          atSeconds: (Number(line.time) - startedAt) / 1000,
        }));
      return report(load, samples);
    } finally {
      await server.stop();
      await resetSlots(database.db, await loadSlots(database.db, connections));
    }
  } finally {
    await database.close();
  }
}

function report(load: Awaited<ReturnType<typeof driveEndpoint>>, samples: TimedSample[]): number {
  log('\nserver memory (MB)');
  log(
    formatTable(
      ['time', 'rss', 'heap used', 'heap total', 'external'],
      samples.map((sample) => [
        `${Math.round(sample.atSeconds)} s`,
        fixed(sample.rssMb),
        fixed(sample.heapUsedMb),
        fixed(sample.heapTotalMb),
        fixed(sample.externalMb),
      ]),
    ),
  );
  const answers = Object.values(load.statusCodes).reduce((sum, count) => sum + count, 0);
  log(
    `\n${answers} answers, ${fixed(load.requestsPerSecond)} req/s, p50 ${ms(load.p50)}, p95 ${ms(load.p95)}, ` +
      `p99 ${ms(load.p99)}; status codes ${JSON.stringify(load.statusCodes)}`,
  );
  const failures: string[] = [];
  if (load.errors > 0) failures.push(`${load.errors} errors or answers other than 2xx`);
  for (const trend of memoryTrends(samples)) {
    log(
      `${trend.measure}: median ${fixed(trend.secondThirdMb)} MB in the second third, ` +
        `${fixed(trend.lastThirdMb)} MB in the last (allowed: +${TREND_LIMIT.ratio * 100} % or +${TREND_LIMIT.slackMb} MB)`,
    );
    if (trend.growing) failures.push(`${trend.measure} keeps growing`);
  }
  log(failures.length === 0 ? '\nsoak passed' : `\nsoak FAILED: ${failures.join('; ')}`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
