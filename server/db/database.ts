import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_EXTENSIONS } from './embedded-extensions';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { NotificationHandlers, NotificationListener } from './notification-listener';
import { listenOnPglite } from './pglite-notification-listener';
import { keepPoolHealthy } from './pool-health';
import { listenOnPostgres } from './postgres-notification-listener';
import * as schema from './schema';

/** The database handle every repository takes; a transaction handle has the same type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * LISTENs on `channel` until the listener is closed: PGlite's own listen, or on PostgreSQL one connection
   * of its own that reconnects by itself. Call it once per process and fan out in memory (live-event-hub.ts).
   */
  listen(channel: string, handlers: NotificationHandlers): NotificationListener;
  close(): Promise<void>;
}

/** Connections of a pool whose owner names no size: the command-line tools, the tests. */
const DEFAULT_POOL_SIZE = 10;

/** A local or same-region PostgreSQL connects in milliseconds; a second means it is not answering. */
const DEFAULT_CONNECT_TIMEOUT_MS = 1000;

/**
 * Beside this module: server/db/migrations in the sources, dist/server/migrations in the compiled server
 * (tools/server-bundle.ts copies the folder next to the bundles, which hold this module).
 */
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

export type DatabaseSource =
  | { kind: 'postgres'; url: string; connectTimeoutMs?: number; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; instance: PGlite };

/** Receives every statement the handle sends, with its parameters (the benchmark's query capture). */
export type QueryListener = (query: string, params: unknown[]) => void;

export function openDatabase(source: DatabaseSource, onQuery?: QueryListener): Database {
  const logger = onQuery ? { logQuery: onQuery } : undefined;
  if (source.kind === 'postgres') {
    // Up to poolSize connections per process (the server's: start/pool-size.ts; tools and tests: 10).
    // `npm start` runs WEB_CONCURRENCY worker processes (one per core by default), each with a pool of its
    // own (the cluster's primary closes its pool after migrating, before forking). All app servers together
    // must stay below PostgreSQL's max_connections (100 by default, minus those reserved for superusers),
    // or sit behind a pooler such as PgBouncer.
    // While the database is unreachable a request waits at most connectionTimeoutMillis for a connection
    // and then fails with 503 (error-handler.ts), rather than hanging on a host that does not answer;
    // keepAlive lets the kernel notice a connection whose peer has vanished.
    const connectTimeoutMs = source.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: source.url,
      max: source.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    // An idle connection the server drops (restart, failover) is removed by the pool and replaced on the
    // next query; without a listener its error event would crash the process.
    pool.on('error', () => undefined);
    keepPoolHealthy(pool);
    const db = drizzlePg(pool, { schema, logger });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      listen: (channel, handlers) =>
        listenOnPostgres({ url: source.url, connectTimeoutMs }, channel, handlers),
      close: () => pool.end(),
    };
  }
  const client =
    'instance' in source
      ? source.instance
      : new PGlite(prepareDataDir(source.dataDir), { extensions: EMBEDDED_EXTENSIONS });
  const db = drizzlePglite(client, { schema, logger });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

/** Where the embedded database's files live inside the DATA_DIR setting. */
export function embeddedDataDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

function prepareDataDir(dataDir: string): string {
  const dir = embeddedDataDir(dataDir);
  mkdirSync(dir, { recursive: true });
  return dir;
}
