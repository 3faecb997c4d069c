import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_EXTENSIONS } from '../db/embedded-extensions';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { adminQuery, templateDatabaseName, withDatabaseName } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Embedded runs: a data-dir dump of a migrated, seeded database, loaded by each test file. */
    pgliteTemplatePath: string;
    /** PostgreSQL runs: a migrated, seeded database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy of it, so
 * no file pays for migrations and no file sees another's writes.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = templateDatabaseName();
    await adminQuery(baseUrl, `drop database if exists ${name}`);
    await adminQuery(baseUrl, `create database ${name}`);
    const database = openDatabase({ kind: 'postgres', url: withDatabaseName(baseUrl, name) });
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplatePath', '');
    return async () => adminQuery(baseUrl, `drop database if exists ${name}`);
  }

  const instance = new PGlite({ extensions: EMBEDDED_EXTENSIONS });
  const database = openDatabase({ kind: 'pglite', instance });
  await database.migrate();
  await seedDemoIfEmpty(database.db);
  const dump = await instance.dumpDataDir('none');
  await database.close();
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', '');
  // 43 MB a run: left behind, .tmp grew by one per run.
  return () => rm(file, { force: true });
}
