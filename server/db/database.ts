import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The database handle every repository takes; a transaction handle has the same type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

export type DatabaseSource =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; instance: PGlite };

export function openDatabase(source: DatabaseSource): Database {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    // An idle connection the server drops (restart, failover) is removed by the pool and replaced on the
    // next query; without a listener its error event would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  const client = 'instance' in source ? source.instance : new PGlite(prepareDataDir(source.dataDir));
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

function prepareDataDir(dataDir: string): string {
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return dir;
}
