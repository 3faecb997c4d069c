import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Database } from '../db/database';
import { seedDemoIfEmpty } from '../db/seed/demo';
import type { Env } from '../env';

/**
 * The database the settings name: PostgreSQL at DATABASE_URL (with at most `poolSize` connections, when
 * given), or the embedded one in DATA_DIR.
 */
export function openConfiguredDatabase(env: Env, poolSize?: number): Database {
  return openDatabase(
    env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          ...(poolSize === undefined ? {} : { poolSize }),
        }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
}

/** Migrates and, if asked, seeds the demo district: once per start, before any process listens. */
export async function prepareDatabase(database: Database, env: Env, log: FastifyBaseLogger): Promise<void> {
  await database.migrate();
  // The embedded default comes with the demo district; a real PostgreSQL is seeded only on request.
  if (env.SEED_DEMO ?? database.kind === 'pglite') {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) log.info('demo district seeded; sign in as admin@demo.plchub.test / demo-password');
  }
}
