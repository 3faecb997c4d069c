import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_EXTENSIONS } from './embedded-extensions';
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
  const client = new PGlite(dataDir, { extensions: EMBEDDED_EXTENSIONS });
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

/**
 * Creates the embedded database from a backup; refuses to write over a directory that holds anything. The
 * database is restored beside DATA_DIR and moved into place only once it has opened, so a damaged backup
 * leaves no half-written database for the server to start on.
 */
export async function restoreEmbeddedDatabase(file: string, dataDirSetting: string): Promise<void> {
  const dataDir = embeddedDataDir(dataDirSetting);
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0)
    throw new Error(`${dataDir} is not empty. Restore into a new DATA_DIR, or move the old one aside first.`);
  const backup = await readFile(file);
  // PGlite reports a damaged archive from inside its worker, past any catch, and the process dies there.
  try {
    gunzipSync(backup);
  } catch {
    throw new Error(`${file} is not a complete backup: its compressed data is damaged or cut short.`);
  }
  const staging = `${dataDir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });
  try {
    const client = new PGlite(staging, { loadDataDir: new Blob([backup]), extensions: EMBEDDED_EXTENSIONS });
    try {
      await client.waitReady;
    } finally {
      await client.close();
    }
    // rmdir, not rm: it fails rather than delete anything written there meanwhile.
    if (existsSync(dataDir)) await rmdir(dataDir);
    await rename(staging, dataDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
