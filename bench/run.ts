/**
 * npm run bench [-- --smoke] [--scales small,district] [--connections 16,64] [--seconds 5] [--workers 1,2]
 *   [--endpoints 'dashboard tasks,mark task done'] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 *
 * For each scale: builds (or reuses) its dataset on PostgreSQL, starts the server, drives every endpoint of
 * the mix over loopback at each concurrency, replays the same SQL with pgbench for the database's ceiling,
 * and EXPLAINs every statement. Then it compares 1 and more worker processes on the largest scale.
 * Prints the tables, writes bench/results/latest.json, and exits 1 when a request failed or a statement
 * scans a large table sequentially.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, type Database } from '../server/db/database';
import { selectRows } from '../server/db/rows';
import { parseScale, rowCounts, type Scale } from './dataset/scales';
import { ensureBenchDatabase } from './lib/bench-database';
import { captureOnPostgres, type CapturedMix } from './lib/capture';
import { findSequentialScans, type SequentialScan } from './lib/explain';
import { driveEndpoint, type LoadResult } from './lib/load';
import { pgbenchScript, runPgbench } from './lib/pgbench';
import { fixed, formatTable, ms, percent } from './lib/report';
import { startServer } from './lib/server-process';
import { signInOverHttp, signInSlots } from './lib/sign-in';
import { loadSlots, resetSlots, type Slot } from './lib/slots';
import { type Endpoint, MIX } from './mix';

/** Issue 17, item 5: what a district-scale run should reach (printed with each run; not a pass/fail gate). */
const TARGETS = { ofCeiling: 0.6, p95Ratio: 1.5, rssMb: 200 };
/** Issue 22: the endpoints' own p95 targets hold at 16 connections. */
const TARGET_CONNECTIONS = 16;

const { values } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    scales: { type: 'string' },
    connections: { type: 'string' },
    seconds: { type: 'string' },
    workers: { type: 'string' },
    endpoints: { type: 'string' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const list = (value: string | undefined, fallback: string) => (value ?? fallback).split(',');
const scales = list(values.scales, values.smoke ? 'smoke' : 'small,district').map(parseScale);
const connectionLevels = list(values.connections, values.smoke ? '4' : '16,64').map(Number);
const seconds = Number(values.seconds ?? (values.smoke ? 1 : 5));
const workerCounts = list(values.workers, '1,2').map(Number);
const maxConnections = Math.max(...connectionLevels);
/**
 * Unmeasured load before an endpoint's first measured run: a server pool's connection plans a prepared
 * statement afresh for its first five runs before settling on a generic plan, a cost it pays once per
 * connection, not per request. Without it the rows measure how fast a fresh server warms up.
 */
const warmUpSeconds = values.smoke ? 0 : 1;
/** The mix, or the endpoints named (to compare two versions on a few rows quickly). */
const mix = values.endpoints
  ? MIX.filter((endpoint) => list(values.endpoints, '').includes(endpoint.name))
  : MIX;
if (mix.length === 0) throw new Error(`--endpoints names none of: ${MIX.map((e) => e.name).join(', ')}`);

interface EndpointRun extends LoadResult {
  endpoint: string;
  connections: number;
  /** Requests per second the database allows for the same statements, from pgbench. */
  ceiling: number;
}
interface ScaleResult {
  scale: string;
  rows: ReturnType<typeof rowCounts>;
  runs: EndpointRun[];
  peakRssMb: number;
  sequentialScans: SequentialScan[];
}
interface WorkerResult {
  workers: number;
  scale: string;
  connections: number;
  runs: { endpoint: string; requestsPerSecond: number; errors: number }[];
  /** The largest process, and all processes together. */
  peakRssMb: number;
  totalRssMb: number;
}

const log = (line = '') => console.log(line);

async function main(): Promise<number> {
  const results: ScaleResult[] = [];
  let workerResults: WorkerResult[] = [];
  for (const scale of scales) {
    const isLast = scale === scales.at(-1);
    results.push(
      await benchScale(scale, async (url, database, slots) => {
        if (isLast) workerResults = await compareWorkers(scale, url, database, slots);
      }),
    );
  }
  const report = summarise(results, workerResults);
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  log('\nwritten to bench/results/latest.json');
  return report.failures.length === 0 ? 0 : 1;
}

/** One scale: the load at each concurrency, pgbench's ceiling for the same SQL, and the query plans. */
async function benchScale(
  scale: Scale,
  afterwards: (url: string, database: Database, slots: Slot[]) => Promise<void>,
): Promise<ScaleResult> {
  log(`\n== ${scale.name} scale`);
  const url = await ensureBenchDatabase(values.postgres, scale, log);
  const database = openDatabase({ kind: 'postgres', url });
  try {
    const server = await startServer(url, 1);
    let slots: Slot[];
    const runs: Omit<EndpointRun, 'ceiling'>[] = [];
    let peakRssMb: number;
    try {
      slots = await signInSlots(await loadSlots(database.db, maxConnections), signInOverHttp(server.baseUrl));
      log(
        `load: ${seconds} s per endpoint and concurrency after ${warmUpSeconds} s unmeasured, ${new Set(slots.map((s) => s.email)).size} team leads`,
      );
      for (const endpoint of mix) {
        await warmUp(server.baseUrl, database, endpoint, slots);
        for (const connections of connectionLevels) {
          await resetSlots(database.db, slots);
          const load = await driveEndpoint(server.baseUrl, endpoint, slots, connections, seconds);
          runs.push({ endpoint: endpoint.name, connections, ...load });
          log(
            `  ${endpoint.name.padEnd(18)} c=${String(connections).padEnd(3)} ${fixed(load.requestsPerSecond).padStart(8)} req/s  p95 ${ms(load.p95)}  errors ${load.errors}`,
          );
        }
      }
      peakRssMb = server.peakRss().maxProcessMb;
    } finally {
      await server.stop();
    }
    await resetSlots(database.db, slots);
    const captured = await captureOnPostgres(url, mix, slots);
    const ceilings = await measureCeilings(database, url, captured, slots);
    const sequentialScans = await findSequentialScans(
      database.db,
      [...captured.values()].flat(2),
      // Below district scale the planner rightly scans small tables; it must still have an index to use.
      scale.name !== 'district',
    );
    await afterwards(url, database, slots);
    return {
      scale: scale.name,
      rows: rowCounts(scale),
      runs: runs.map((run) => ({ ...run, ceiling: ceilings.get(`${run.endpoint}@${run.connections}`) ?? 0 })),
      peakRssMb,
      sequentialScans,
    };
  } finally {
    await database.close();
  }
}

/** pgbench's requests per second for each endpoint and concurrency: transactions × requests per cycle. */
async function measureCeilings(database: Database, url: string, captured: CapturedMix, slots: Slot[]) {
  log(`ceiling: the same statements through pgbench, ${seconds} s each`);
  const ceilings = new Map<string, number>();
  for (const endpoint of mix) {
    const cycleLength = endpoint.cycle(slots[0]!).length;
    for (const connections of connectionLevels) {
      await resetSlots(database.db, slots);
      const tps = await runPgbench(
        url,
        pgbenchScript(captured.get(endpoint.name)!, connections),
        connections,
        seconds,
      );
      ceilings.set(`${endpoint.name}@${connections}`, tps * cycleLength);
    }
  }
  return ceilings;
}

/** warmUpSeconds of the endpoint's load at the highest concurrency, not measured. */
async function warmUp(baseUrl: string, database: Database, endpoint: Endpoint, slots: Slot[]) {
  if (warmUpSeconds === 0) return;
  await resetSlots(database.db, slots);
  await driveEndpoint(baseUrl, endpoint, slots, maxConnections, warmUpSeconds);
}

/** The same load at the highest concurrency with each worker count. */
async function compareWorkers(
  scale: Scale,
  url: string,
  database: Database,
  slots: Slot[],
): Promise<WorkerResult[]> {
  const results: WorkerResult[] = [];
  for (const workers of workerCounts) {
    log(`workers: ${workers} at c=${maxConnections} on the ${scale.name} scale`);
    const server = await startServer(url, workers);
    try {
      const runs: WorkerResult['runs'] = [];
      for (const endpoint of mix) {
        await warmUp(server.baseUrl, database, endpoint, slots);
        await resetSlots(database.db, slots);
        const load = await driveEndpoint(server.baseUrl, endpoint, slots, maxConnections, seconds);
        runs.push({
          endpoint: endpoint.name,
          requestsPerSecond: load.requestsPerSecond,
          errors: load.errors,
        });
      }
      results.push({
        workers,
        scale: scale.name,
        connections: maxConnections,
        runs,
        peakRssMb: server.peakRss().maxProcessMb,
        totalRssMb: server.peakRss().totalMb,
      });
    } finally {
      await server.stop();
    }
  }
  return results;
}

/** Puts every slot's task back in progress, where its done/in-progress cycle starts. */
function summarise(results: ScaleResult[], workerResults: WorkerResult[]) {
  const failures: string[] = [];
  for (const result of results) {
    log(`\n${result.scale} scale, 1 worker (peak RSS ${fixed(result.peakRssMb, 0)} MB)`);
    log(
      formatTable(
        ['endpoint', 'conns', 'req/s', 'p50', 'p95', 'p99', 'errors', 'pgbench req/s', 'of ceiling'],
        result.runs.map((run) => [
          run.endpoint,
          String(run.connections),
          fixed(run.requestsPerSecond),
          ms(run.p50),
          ms(run.p95),
          ms(run.p99),
          String(run.errors),
          fixed(run.ceiling),
          percent(run.requestsPerSecond / run.ceiling),
        ]),
      ),
    );
    for (const run of result.runs.filter((r) => r.errors > 0)) {
      failures.push(
        `${result.scale}: ${run.endpoint} c=${run.connections} had ${run.errors} errors (${JSON.stringify(run.statusCodes)})`,
      );
    }
    for (const scan of result.sequentialScans) {
      failures.push(`${result.scale}: sequential scan of ${scan.table} in: ${scan.query}`);
    }
  }
  const small = results.find((result) => result.scale === 'small');
  const district = results.find((result) => result.scale === 'district');
  const p95Ratios =
    small && district
      ? district.runs.map((run) => {
          const base = small.runs.find(
            (r) => r.endpoint === run.endpoint && r.connections === run.connections,
          )!;
          return {
            endpoint: run.endpoint,
            connections: run.connections,
            small: base.p95,
            district: run.p95,
            ratio: run.p95 / base.p95,
          };
        })
      : [];
  if (p95Ratios.length > 0) {
    log('\np95 at district scale against small scale');
    log(
      formatTable(
        ['endpoint', 'conns', 'p95 small', 'p95 district', 'ratio'],
        p95Ratios.map((r) => [
          r.endpoint,
          String(r.connections),
          ms(r.small),
          ms(r.district),
          fixed(r.ratio, 2),
        ]),
      ),
    );
  }
  const base = workerResults[0];
  if (base) {
    log(`\nthroughput by worker processes (${base.scale} scale, c=${base.connections}, req/s)`);
    log(
      formatTable(
        ['endpoint', ...workerResults.map((w) => `${w.workers} worker${w.workers > 1 ? 's' : ''}`), 'gain'],
        base.runs.map((run, index) => {
          const last = workerResults.at(-1)!.runs[index]!;
          return [
            run.endpoint,
            ...workerResults.map((w) => fixed(w.runs[index]!.requestsPerSecond)),
            percent(last.requestsPerSecond / run.requestsPerSecond - 1),
          ];
        }),
      ),
    );
    log(
      `peak RSS, largest process / all processes: ${workerResults.map((w) => `${w.workers}: ${fixed(w.peakRssMb, 0)} / ${fixed(w.totalRssMb, 0)} MB`).join(', ')}`,
    );
    for (const result of workerResults) {
      for (const run of result.runs.filter((r) => r.errors > 0)) {
        failures.push(`${result.workers} workers: ${run.endpoint} had ${run.errors} errors`);
      }
    }
  }
  const targets = district
    ? evaluateTargets(
        district,
        p95Ratios,
        Math.max(district.peakRssMb, ...workerResults.map((w) => w.peakRssMb)),
      )
    : [];
  if (targets.length > 0) {
    log('\ntargets at district scale');
    for (const target of targets)
      log(`  ${target.met ? 'met   ' : 'MISSED'} ${target.name}: ${target.detail}`);
  }
  if (failures.length > 0) log(`\nFAILED:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  return {
    when: new Date().toISOString(),
    machine: describeMachine(),
    settings: { seconds, connections: connectionLevels, workers: workerCounts },
    scales: results,
    p95Ratios,
    workers: workerResults,
    targets,
    failures,
  };
}

/** `peakRssMb`: the largest server process seen at district scale, in any run. */
function evaluateTargets(
  district: ScaleResult,
  p95Ratios: { endpoint: string; connections: number; ratio: number }[],
  peakRssMb: number,
) {
  const lowest = (values: { label: string; value: number }[]) =>
    values.reduce((a, b) => (b.value < a.value ? b : a));
  const highest = (values: { label: string; value: number }[]) =>
    values.reduce((a, b) => (b.value > a.value ? b : a));
  const ofCeiling = district.runs.map((run) => ({
    label: `${run.endpoint} c=${run.connections}`,
    value: run.requestsPerSecond / run.ceiling,
  }));
  const belowCeiling = ofCeiling.filter((entry) => entry.value < TARGETS.ofCeiling);
  const worstCeiling = lowest(ofCeiling);
  const p95Targets = new Map(
    MIX.flatMap((endpoint) => (endpoint.p95TargetMs ? [[endpoint.name, endpoint.p95TargetMs]] : [])),
  );
  const growsWithScope = new Set(MIX.filter((endpoint) => endpoint.growsWithScope).map((e) => e.name));
  const ratios = p95Ratios
    .filter((r) => !growsWithScope.has(r.endpoint))
    .map((r) => ({ label: `${r.endpoint} c=${r.connections}`, value: r.ratio }));
  const worstRatio = ratios.length > 0 ? highest(ratios) : undefined;
  const errors = district.runs.reduce((sum, run) => sum + run.errors, 0);
  return [
    {
      name: `throughput at least ${percent(TARGETS.ofCeiling)} of the pgbench ceiling`,
      met: belowCeiling.length === 0,
      detail: `lowest ${percent(worstCeiling.value)} (${worstCeiling.label}); ${belowCeiling.length} of ${ofCeiling.length} below`,
    },
    ...(worstRatio
      ? [
          {
            name: `p95(district) / p95(small) at most ${TARGETS.p95Ratio}`,
            met: ratios.every((entry) => entry.value <= TARGETS.p95Ratio),
            detail: `highest ${fixed(worstRatio.value, 2)} (${worstRatio.label})`,
          },
        ]
      : []),
    ...[...p95Targets].flatMap(([endpoint, targetMs]) => {
      const run = district.runs.find(
        (each) => each.endpoint === endpoint && each.connections === TARGET_CONNECTIONS,
      );
      if (!run) return [];
      return [
        {
          name: `${endpoint} p95 at most ${targetMs} ms at ${TARGET_CONNECTIONS} connections`,
          met: run.p95 <= targetMs,
          detail: ms(run.p95),
        },
      ];
    }),
    { name: 'zero errors', met: errors === 0, detail: `${errors} errors` },
    {
      name: `server RSS under ${TARGETS.rssMb} MB`,
      met: peakRssMb < TARGETS.rssMb,
      detail: `peak ${fixed(peakRssMb, 0)} MB`,
    },
    {
      name: 'no sequential scan of a large table',
      met: district.sequentialScans.length === 0,
      detail: `${district.sequentialScans.length} found`,
    },
  ];
}

function describeMachine() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    postgres,
    platform: `${os.type()} ${os.release()}`,
  };
}

async function postgresVersion(url: string): Promise<string> {
  const database = openDatabase({ kind: 'postgres', url });
  try {
    const [row] = await selectRows(
      database.db,
      sql`select version()`,
      z.strictObject({ version: z.string() }),
    );
    return row?.version ?? 'unknown';
  } finally {
    await database.close();
  }
}

const postgres = await postgresVersion(values.postgres);
log(`PostgreSQL: ${postgres}`);
process.exitCode = await main();
