import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inlineParameters, type CapturedQuery } from './capture';

const run = promisify(execFile);

/**
 * A pgbench script in which client n replays slot n's statements, as connection n of the HTTP load does,
 * so the two runs touch the same rows with the same concurrency.
 */
export function pgbenchScript(perSlot: readonly CapturedQuery[][], clients: number): string {
  const branches = perSlot.slice(0, clients).map((queries, slot) => {
    const statements = queries.map((query) => `${inlineParameters(query).replace(/\s*\n\s*/g, ' ')};`);
    return [`\\${slot === 0 ? 'if' : 'elif'} :slot = ${slot}`, ...statements].join('\n');
  });
  return [`\\set slot :client_id % ${clients}`, ...branches, '\\endif', ''].join('\n');
}

/**
 * Transactions per second pgbench reaches with the script. The simple query protocol, because pgbench's
 * extended mode turns every ":name" into a parameter, even inside a string such as 'HH24:MI:SS'; simple
 * costs one round trip per statement where node-postgres's extended protocol costs one too but parses
 * more, so the ceiling is if anything a little high.
 */
export async function runPgbench(
  databaseUrl: string,
  script: string,
  clients: number,
  seconds: number,
): Promise<number> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'plchub-pgbench-')), 'script.sql');
  await writeFile(file, script);
  const threads = String(Math.min(clients, 2));
  const { stdout } = await run(
    'pgbench',
    [
      '-n',
      '-M',
      'simple',
      '-c',
      String(clients),
      '-j',
      threads,
      '-T',
      String(seconds),
      '-f',
      file,
      databaseUrl,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const failed = /number of failed transactions: (\d+)/.exec(stdout);
  if (failed && failed[1] !== '0') throw new Error(`pgbench: ${failed[1]} transactions failed\n${stdout}`);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps[1]);
}
