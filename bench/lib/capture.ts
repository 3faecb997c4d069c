import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Database, QueryListener } from '../../server/db/database';
import { loadEnv } from '../../server/env';
import type { Endpoint } from '../mix';
import type { Slot } from './slots';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** For each endpoint, the statements one cycle sends for each slot, in the order they were sent. */
export type CapturedMix = Map<string, CapturedQuery[][]>;

/**
 * Runs every endpoint's cycle once per slot through the real application in this process, on a database
 * handle opened with a listener, and keeps what reached the database. The sessions are the ones the slots
 * signed in with, so the statements are exactly those the benchmarked server sends.
 */
export async function captureQueries(
  openDatabase: (onQuery: QueryListener) => Database,
  endpoints: readonly Endpoint[],
  slots: readonly Slot[],
): Promise<CapturedMix> {
  let current: CapturedQuery[] = [];
  const database = openDatabase((sql, params) => current.push({ sql, params }));
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: './.tmp/no-client' });
  const app = await buildApp({ env, database });
  try {
    const captured: CapturedMix = new Map();
    for (const endpoint of endpoints) {
      const perSlot: CapturedQuery[][] = [];
      for (const slot of slots) {
        current = [];
        for (const request of endpoint.cycle(slot)) await send(app, request, slot.cookie);
        perSlot.push(current);
      }
      captured.set(endpoint.name, perSlot);
    }
    return captured;
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

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) return quote(`{${value.map(arrayElement).join(',')}}`);
  if (typeof value === 'string') return quote(value);
  return quote(JSON.stringify(value));
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}
