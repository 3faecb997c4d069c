import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_EXTENSIONS } from '../db/embedded-extensions';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database, type QueryListener } from '../db/database';
import { loadEnv, type Env } from '../env';
import type { Clock } from '../lib/clock';
import { adminQuery, withDatabaseName } from './postgres-admin';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real application on a private copy of the seeded template database: PGlite by default, or a
 * database cloned on the PostgreSQL at DATABASE_URL.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  onQuery?: QueryListener,
  clock?: Clock,
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(onQuery);
  // Its own DATA_DIR, for what the app writes beside the database (the outbox's .eml files).
  const dataDir = await mkdtemp(path.join(tmpdir(), 'plchub-test-data-'));
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://plchub.test',
    CLIENT_DIST_DIR: './.tmp/no-client',
    DATA_DIR: dataDir,
    // Tests drive the notice runner by hand (app.noticeRunner.runOnce) with their own clock.
    NOTICE_RUNNER: 'false',
    ...envOverrides,
  });
  const app = await buildApp({ env, database, ...(clock ? { clock } : {}) });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(
  onQuery: QueryListener | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (baseUrl && template) {
    const name = `plchub_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `create database ${name} template ${template}`);
    return {
      database: openDatabase({ kind: 'postgres', url: withDatabaseName(baseUrl, name) }, onQuery),
      drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dump = await readFile(inject('pgliteTemplatePath'));
  const instance = new PGlite({ loadDataDir: new Blob([dump]), extensions: EMBEDDED_EXTENSIONS });
  await instance.waitReady;
  return { database: openDatabase({ kind: 'pglite', instance }, onQuery), drop: async () => undefined };
}
