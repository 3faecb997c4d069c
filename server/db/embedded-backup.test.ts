import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledEntryArgs } from '../../tools/server-bundle';
import { fingerprintDatabase, type DatabaseFingerprint } from '../test/database-fingerprint';
import { openDatabase } from './database';
import { seedDemoIfEmpty } from './seed/demo';

const run = promisify(execFile);

/** Runs an npm db:* command's compiled script as `npm run` would, on the embedded database in `dataDir`. */
async function runCli(
  script: 'backup' | 'restore',
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
) {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  try {
    const { stdout } = await run(process.execPath, [...compiledEntryArgs(script), ...args], {
      env: { ...inherited, DATA_DIR: dataDir, ...env },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

async function fingerprintOf(dataDir: string): Promise<DatabaseFingerprint> {
  const database = openDatabase({ kind: 'pglite', dataDir });
  try {
    return await fingerprintDatabase(database.db);
  } finally {
    await database.close();
  }
}

let workDir: string;
let original: DatabaseFingerprint;
const sourceDir = () => path.join(workDir, 'source');
const backupFile = () => path.join(workDir, 'backups', 'plchub.tar.gz');

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'plchub-backup-'));
  const database = openDatabase({ kind: 'pglite', dataDir: sourceDir() });
  await database.migrate();
  await seedDemoIfEmpty(database.db);
  await database.close();
  original = await fingerprintOf(sourceDir());
}, 120_000);
afterAll(async () => rm(workDir, { recursive: true, force: true }));

describe('npm run db:backup and db:restore (embedded database)', () => {
  it('restores a backup into a fresh data directory with every row of every table', async () => {
    const backup = await runCli('backup', sourceDir(), [backupFile()]);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(existsSync(backupFile())).toBe(true);

    const restoredDir = path.join(workDir, 'restored');
    const restore = await runCli('restore', restoredDir, [backupFile()]);
    expect(restore, restore.output).toMatchObject({ code: 0 });

    const restored = await fingerprintOf(restoredDir);
    expect(Object.keys(original).length).toBeGreaterThan(20);
    expect(original.users!.rows).toBeGreaterThan(0);
    expect(original.meetings!.rows).toBeGreaterThan(0);
    expect(restored).toEqual(original);
  }, 120_000);

  it('never writes over a data directory that holds a database', async () => {
    const restore = await runCli('restore', sourceDir(), [backupFile()]);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('is not empty');
    expect(await fingerprintOf(sourceDir())).toEqual(original);
  }, 60_000);

  it('leaves nothing behind from a backup cut short, and then restores a whole one into the same place', async () => {
    const whole = await readFile(backupFile());
    const cutShort = path.join(workDir, 'cut-short.tar.gz');
    await writeFile(cutShort, whole.subarray(0, Math.floor(whole.length / 2)));
    const dataDirSetting = path.join(workDir, 'after-damage');

    const refused = await runCli('restore', dataDirSetting, [cutShort]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not a complete backup');
    expect(existsSync(dataDirSetting) ? await readdir(dataDirSetting) : []).toEqual([]);

    const restore = await runCli('restore', dataDirSetting, [backupFile()]);
    expect(restore, restore.output).toMatchObject({ code: 0 });
    expect(await readdir(dataDirSetting)).toEqual(['pglite']);
    expect(await fingerprintOf(dataDirSetting)).toEqual(original);
  }, 120_000);

  it('refuses to copy a database a server has open', async () => {
    const database = openDatabase({ kind: 'pglite', dataDir: sourceDir() });
    await database.db.execute('select 1');
    try {
      const backup = await runCli('backup', sourceDir(), [path.join(workDir, 'while-open.tar.gz')]);
      expect(backup.code).toBe(1);
      expect(backup.output).toContain('Stop the server first');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('points to pg_dump when the server runs on PostgreSQL', async () => {
    const backup = await runCli('backup', sourceDir(), [path.join(workDir, 'pg.tar.gz')], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(backup.code).toBe(1);
    expect(backup.output).toContain('pg_dump');
  }, 60_000);
});
