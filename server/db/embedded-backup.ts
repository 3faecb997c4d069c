import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDataDir } from './database';

/**
 * PGlite writes postmaster.pid while a process has the directory open and removes it on close. Two
 * processes on one directory would damage it, so a backup or restore waits for the server to stop.
 */
function assertClosed(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new Error(
      `The embedded database in ${dataDir} is open. Stop the server first (after a crash, start and stop it once).`,
    );
}

/** Writes the whole embedded database to `file`: PGlite's own gzip'd tar of its data directory. */
export async function backupEmbeddedDatabase(dataDirSetting: string, file: string): Promise<number> {
  const dataDir = embeddedDataDir(dataDirSetting);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${dataDir}.`);
  assertClosed(dataDir);
  const client = new PGlite(dataDir);
  try {
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
    return bytes.length;
  } finally {
    await client.close();
  }
}

/** Creates the embedded database from a backup; refuses to write over a directory that holds anything. */
export async function restoreEmbeddedDatabase(file: string, dataDirSetting: string): Promise<void> {
  const dataDir = embeddedDataDir(dataDirSetting);
  await mkdir(dataDir, { recursive: true });
  if ((await readdir(dataDir)).length > 0)
    throw new Error(`${dataDir} is not empty. Restore into a new DATA_DIR, or move the old one aside first.`);
  const client = new PGlite(dataDir, { loadDataDir: new Blob([await readFile(file)]) });
  await client.waitReady;
  await client.close();
}
