import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type QueryListener } from '../../server/db/database';
import { loadEnv } from '../../server/env';
import type { Endpoint } from '../mix';
import { cookieOf, type Slot } from './slots';
import { quoteLiteral } from './sql-literal';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** For each endpoint, the statements one cycle sends for each slot, in the order they were sent. */
export type CapturedMix = Map<string, CapturedQuery[][]>;

/** Keeps the statements a database handle sends, from the listener it was opened with. */
export class QueryRecorder {
  private queries: CapturedQuery[] = [];
  readonly listener: QueryListener = (sql, params) => {
    this.queries.push({ sql, params });
  };

  /** The statements since the last take. */
  take(): CapturedQuery[] {
    const taken = this.queries;
    this.queries = [];
    return taken;
  }
}

/**
 * Runs every endpoint's cycle once per slot through the application and keeps what reached the database,
 * through the recorder the application's database handle was opened with. The sessions are the slots' own,
 * so the statements are exactly those the benchmarked server sends.
 */
export async function captureQueries(
  app: FastifyInstance,
  recorder: QueryRecorder,
  endpoints: readonly Endpoint[],
  slots: readonly Slot[],
): Promise<CapturedMix> {
  const captured: CapturedMix = new Map();
  for (const endpoint of endpoints) {
    const perSlot: CapturedQuery[][] = [];
    for (const slot of slots) {
      recorder.take();
      for (const request of endpoint.cycle(slot)) await send(app, request, cookieOf(slot, request.as));
      perSlot.push(recorder.take());
    }
    captured.set(endpoint.name, perSlot);
  }
  return captured;
}

/** captureQueries in this process, through an application of its own on the database at `url`. */
export async function captureOnPostgres(url: string, endpoints: readonly Endpoint[], slots: readonly Slot[]) {
  const recorder = new QueryRecorder();
  const database = openDatabase({ kind: 'postgres', url }, recorder.listener);
  // Without the notice runner: its statements would land in whichever endpoint's cycle was running.
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    CLIENT_DIST_DIR: './.tmp/no-client',
    NOTICE_RUNNER: 'false',
  });
  const app = await buildApp({ env, database });
  try {
    return await captureQueries(app, recorder, endpoints, slots);
  } finally {
    await app.close();
    await database.close();
  }
}

async function send(app: FastifyInstance, request: ReturnType<Endpoint['cycle']>[number], cookie: string) {
  const response = await app.inject({
    method: request.method,
    url: `/api/v1${request.path}`,
    headers: { cookie },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  if (response.statusCode >= 300) {
    throw new Error(`${request.method} ${request.path} answered ${response.statusCode}: ${response.body}`);
  }
}

/** A statement with its parameters written in as literals, as pgbench and EXPLAIN take it. */
export function inlineParameters(query: CapturedQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_match, index: string) => literal(query.params[Number(index) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return quoteLiteral(value.toISOString());
  if (Array.isArray(value)) return quoteLiteral(`{${value.map(arrayElement).join(',')}}`);
  if (typeof value === 'string') return quoteLiteral(value);
  return quoteLiteral(JSON.stringify(value));
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}
