import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { trustRows } from '../db/rows';
import type { Env } from '../env';
import { openConfiguredDatabase, prepareDatabase } from './database';
import { logMemoryEvery } from './memory-log';

/** A process that has not finished its open requests by then is stopped anyway. */
const FORCED_EXIT_MS = 10_000;

export interface ServeOptions {
  /** Migrate and seed before listening: the single process does; a cluster's primary did it for its workers. */
  prepare: boolean;
  /** Start-up warnings for the log. */
  warnings?: string[];
  /** This process's PostgreSQL connections (pool-size.ts). */
  poolSize: number;
}

/**
 * One server process: open the database, build the app, listen. On SIGTERM or SIGINT it finishes its open
 * requests, closes the database and exits 0. A start-up failure exits 1.
 */
export async function serve(env: Env, { prepare, warnings = [], poolSize }: ServeOptions): Promise<void> {
  const database = openConfiguredDatabase(env, poolSize);
  if (env.NODE_ENV === 'production') trustRows();
  const app = await buildApp({ env, database });
  for (const warning of warnings) app.log.warn(warning);
  try {
    if (prepare) await prepareDatabase(database, env, app.log);
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    app.log.fatal({ err: error }, 'start-up failed');
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  if (env.MEMORY_LOG_SECONDS) logMemoryEvery(env.MEMORY_LOG_SECONDS, app.log);
  closeOnSignals(app, database);
}

function closeOnSignals(app: FastifyInstance, database: Database): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      // Ctrl-C reaches a cluster's workers directly as well as through their primary.
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down: finishing open requests');
      const forceExit = setTimeout(() => process.exit(1), FORCED_EXIT_MS).unref();
      void app
        .close()
        .then(() => database.close())
        .then(() => {
          clearTimeout(forceExit);
          process.exit(0);
        });
    });
  }
}
