import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_EXTENSIONS } from '../db/embedded-extensions';
import { inject } from 'vitest';
import { embeddedDataDir, openDatabase, type Database } from '../db/database';
import { adminQuery, withDatabaseName } from './postgres-admin';

/** A private copy of the seeded template for a server process (server-process.ts) to run on. */
export interface ServerDatabase {
  /** The settings that point a server process at it: DATABASE_URL, or DATA_DIR for the embedded one. */
  env: Record<string, string>;
  /** Opens it in this process; the embedded one only while no server process holds it. */
  open(): Database;
  drop(): Promise<void>;
}

/**
 * A database cloned from the run's template on the PostgreSQL at DATABASE_URL, or else a PGlite data
 * directory in a temporary folder loaded from the template's dump: both migrated and seeded already.
 */
export async function copyTemplateForServer(): Promise<ServerDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (baseUrl && template) {
    const name = `plchub_server_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `create database ${name} template ${template}`);
    const url = withDatabaseName(baseUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ kind: 'postgres', url }),
      drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plchub-server-'));
  const dump = await readFile(inject('pgliteTemplatePath'));
  const loader = new PGlite(embeddedDataDir(dataDir), {
    loadDataDir: new Blob([dump]),
    extensions: EMBEDDED_EXTENSIONS,
  });
  await loader.waitReady;
  await loader.close();
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
