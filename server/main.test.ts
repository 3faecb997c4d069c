import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledEntryArgs } from '../tools/server-bundle';
import { listeningAddressOf, nodeArgumentsOf, startServerProcess } from './test/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'plchub-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  it('migrates, listens, answers /api/health and exits cleanly on SIGTERM; one compiled process on the embedded database', async () => {
    // The embedded database belongs to one process: asking for two workers logs why and runs one.
    const server = startServerProcess({
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_CONCURRENCY: '2',
    });
    const [warning] = await server.waitForLogs((line) => line.msg.startsWith('WEB_CONCURRENCY=2 ignored'));
    const [listening] = await server.waitForLogs((line) => listeningAddressOf(line) !== undefined);
    expect(listening!.pid).toBe(warning!.pid);

    const health = await fetch(`${listeningAddressOf(listening!)}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    // Plain node on the compiled bundle: no TypeScript loader on the command line or in NODE_OPTIONS.
    expect(nodeArgumentsOf(server.pid)).toEqual(compiledEntryArgs('main'));
    const environment = readFileSync(`/proc/${server.pid}/environ`, 'utf8').split('\0');
    expect(
      environment.filter((entry) => entry.startsWith('NODE_OPTIONS=') && /tsx|loader|import/.test(entry)),
    ).toEqual([]);

    expect(await server.stop()).toBe(0);
    expect(server.logs().filter((line) => listeningAddressOf(line) !== undefined)).toHaveLength(1);
    expect(server.logs().some((line) => line.msg === 'starting workers')).toBe(false);
  }, 60_000);
});
