import { buildApp } from './app';
import { openDatabase } from './db/database';
import { seedDemoIfEmpty } from './db/seed/demo';
import { loadEnv } from './env';

const env = loadEnv();
const database = openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
);
const app = await buildApp({ env, database });

try {
  await database.migrate();
  // The embedded default comes with the demo district; a real PostgreSQL is seeded only on request.
  if (env.SEED_DEMO ?? database.kind === 'pglite') {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) app.log.info('demo district seeded; sign in as admin@demo.plchub.test / demo-password');
  }
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await database.close().catch(() => undefined);
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
    void app
      .close()
      .then(() => database.close())
      .then(() => {
        clearTimeout(forceExit);
        process.exit(0);
      });
  });
}
