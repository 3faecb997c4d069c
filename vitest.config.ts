import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'shared') } },
  test: {
    // At least two files at a time, also on two cores (vitest's default there is one): many server files spend
    // part of their time waiting on child processes, sockets and timers, and the four hostile-input parts are
    // one suite's work shared out. Set here for every project: vitest refuses projects that differ in it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Pure functions without module state: one module graph for all files (isolate: false) saves each
      // file its own import of zod and dayjs.
      { extends: true, test: { name: 'shared', include: ['shared/**/*.test.ts'], isolate: false } },
      // Pure client helpers (no DOM): dates and times, route titles.
      {
        extends: true,
        test: {
          name: 'client',
          include: ['client/lib/**/*.test.ts', 'client/config/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts', 'tools/**/*.test.ts'],
          // *.pg.test.ts need PostgreSQL itself (several processes on one database): the DATABASE_URL run only.
          exclude: process.env.DATABASE_URL
            ? configDefaults.exclude
            : [...configDefaults.exclude, '**/*.pg.test.ts'],
          globalSetup: ['server/test/compiled-server.ts', 'server/test/global-setup.ts'],
          // Every file builds its own app on its own database copy, and server modules keep only caches at
          // module level (the dummy password hash, the strength estimator): files can share one module graph
          // per worker, which saves each file its own import of fastify, drizzle, PGlite and the app.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
