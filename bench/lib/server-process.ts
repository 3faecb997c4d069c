import { readdirSync, readFileSync } from 'node:fs';
import { freePort, startServerProcess, type LogLine } from '../../server/test/server-process';

export interface BenchServer {
  baseUrl: string;
  /** The server's process (with several workers, their primary). */
  pid: number;
  /** The largest resident set any of the server's processes reached so far, and their sum at that moment. */
  peakRss(): { maxProcessMb: number; totalMb: number };
  /** Every log line so far (warnings and above, and what `settings` turned on). */
  logs(): readonly LogLine[];
  stop(): Promise<void>;
}

/**
 * Starts the compiled server as `npm run serve` does (npm run bench and soak build it first) on
 * `databaseUrl` with `workers` processes, logging only warnings so logging costs nothing under load, and
 * resolves once /api/health answers. `settings` go on top (the soak's MEMORY_LOG_SECONDS).
 */
export async function startServer(
  databaseUrl: string,
  workers: number,
  settings: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  const server = startServerProcess({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    WEB_CONCURRENCY: String(workers),
    // Every benchmark user signs in from 127.0.0.1.
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    ...settings,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHealth(baseUrl),
      server.exited.then((code) =>
        Promise.reject(new Error(`the server exited with code ${code} while starting`)),
      ),
    ]);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const sampler = sampleRss(server.pid);
  return {
    baseUrl,
    pid: server.pid,
    peakRss: () => sampler.peak(),
    logs: () => server.logs(),
    async stop() {
      sampler.stop();
      await server.stop();
    },
  };
}

async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

/** Resident set sizes of a process and its children (the cluster's workers), read from /proc every 100 ms. */
function sampleRss(rootPid: number) {
  let maxProcessMb = 0;
  let totalMb = 0;
  const sample = () => {
    const sizes = [rootPid, ...childrenOf(rootPid)].map(residentMb);
    maxProcessMb = Math.max(maxProcessMb, ...sizes);
    totalMb = Math.max(
      totalMb,
      sizes.reduce((sum, size) => sum + size, 0),
    );
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    peak: () => ({ maxProcessMb, totalMb }),
    stop: () => clearInterval(timer),
  };
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function residentMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
