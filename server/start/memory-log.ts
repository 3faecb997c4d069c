import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyBaseLogger } from 'fastify';

const MB = 1024 * 1024;

/** The line `npm run soak` reads: this process's memory, in MB. */
export interface MemorySample {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

export const MEMORY_LOG_MESSAGE = 'memory';

/**
 * Logs the process's memory every `seconds`, whatever LOG_LEVEL says (a soak runs the server at warn so
 * request logs cost nothing), for as long as the process lives. Each sample follows a full garbage
 * collection, so heap used is what is still referenced: without it the curve shows when V8 last felt like
 * collecting, and garbage waiting for the collector looks like a leak.
 */
export function logMemoryEvery(seconds: number, log: FastifyBaseLogger): void {
  const memoryLog = log.child({}, { level: 'info' });
  // The collector, without starting the process with --expose-gc: the flag exposes it to new contexts.
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;
  const sample = (): MemorySample => {
    collectGarbage();
    const usage = process.memoryUsage();
    const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
    return {
      rssMb: mb(usage.rss),
      heapUsedMb: mb(usage.heapUsed),
      heapTotalMb: mb(usage.heapTotal),
      externalMb: mb(usage.external),
    };
  };
  setInterval(() => memoryLog.info(sample(), MEMORY_LOG_MESSAGE), seconds * 1000).unref();
}
