import cluster, { type Worker } from 'node:cluster';
import pino, { type Logger } from 'pino';
import type { Env } from '../env';
import { openConfiguredDatabase, prepareDatabase } from './database';

/** Longer than a worker's own forced exit (serve.ts), so a worker normally ends itself first. */
const SHUTDOWN_GRACE_MS = 15_000;
/** Crashes this recent count towards the back-off before a worker is started again. */
const CRASH_WINDOW_MS = 60_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** The wait before replacing a crashed worker: 1 s, doubling with each crash of the last minute, at most 30 s. */
export function restartDelayMs(recentCrashes: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** Math.max(0, recentCrashes - 1));
}

/**
 * The cluster's primary: migrates and seeds once with a handle of its own, closes it, then forks the
 * workers, which open the database themselves and share the port. It serves no request.
 */
export async function runPrimary(env: Env, workers: number): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  const database = openConfiguredDatabase(env);
  try {
    await prepareDatabase(database, env, log);
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  await database.close();
  log.info({ workers }, 'starting workers');
  superviseWorkers(workers, log);
}

/**
 * Keeps `count` workers running: one that dies is replaced after a back-off; one that fails before any
 * worker ever listened stops everything (a bad port or database would only loop). SIGTERM and SIGINT
 * pass SIGTERM to every worker, which finishes its open requests; the primary exits once all are gone,
 * 0 when every one of them exited cleanly.
 */
function superviseWorkers(count: number, log: Logger): void {
  const live = new Set<Worker>();
  const pendingForks = new Set<NodeJS.Timeout>();
  let crashes: number[] = [];
  let listening = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => live.add(cluster.fork());
  const exitWhenDone = () => {
    if (live.size === 0 && pendingForks.size === 0) process.exit(exitCode);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingForks) clearTimeout(timer);
    pendingForks.clear();
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error({ workers: live.size }, 'workers did not stop in time; killing them');
      for (const worker of live) worker.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS).unref();
    exitWhenDone();
  };
  const restartLater = () => {
    const now = Date.now();
    crashes = [...crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
    const delay = restartDelayMs(crashes.length);
    const timer = setTimeout(() => {
      pendingForks.delete(timer);
      fork();
    }, delay);
    pendingForks.add(timer);
    return delay;
  };

  cluster.on('online', (worker) =>
    log.info({ worker: worker.id, workerPid: worker.process.pid }, 'worker started'),
  );
  cluster.on('listening', () => {
    listening = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const details = { worker: worker.id, workerPid: worker.process.pid, code, signal };
    const clean = code === 0 && !signal;
    if (stopping || clean) {
      // A clean exit is a requested one (a signal sent to the worker itself): it is not replaced.
      if (!clean) exitCode = 1;
      log.info(details, 'worker exited');
    } else if (!listening) {
      exitCode = 1;
      log.fatal(details, 'worker failed to start; stopping');
      stop();
    } else {
      log.error({ ...details, restartInMs: restartLater() }, 'worker died; starting another');
    }
    exitWhenDone();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (!stopping) log.info({ signal }, 'shutting down: stopping workers');
      stop();
    });
  }

  for (let index = 0; index < count; index += 1) fork();
}
