import { existsSync, readFileSync } from 'node:fs';

/** The whole machine's busy and total CPU time so far, from Linux's /proc/stat; undefined elsewhere. */
function cpuTimes(): { busy: number; total: number } | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3]! + (fields[4] ?? 0);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine's CPUs were at least `idleShare` idle over one second, for at most `maxMs`, and
 * says what it saw. Timings taken while the other suites' browsers, workers and the kernel's clean-up still
 * run measure the machine, not the app. Where /proc/stat is missing it does not wait.
 */
export async function machineAtRest({ idleShare = 0.85, maxMs = 60_000 } = {}): Promise<{
  waitedMs: number;
  idleShare: number;
}> {
  const started = Date.now();
  let idle = 1;
  for (;;) {
    const before = cpuTimes();
    if (!before) return { waitedMs: 0, idleShare: 1 };
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTimes()!;
    idle = 1 - (after.busy - before.busy) / Math.max(1, after.total - before.total);
    const waitedMs = Date.now() - started;
    if (idle >= idleShare || waitedMs >= maxMs) return { waitedMs, idleShare: idle };
  }
}
