import type { MemorySample } from '../../server/start/memory-log';

/** A sample of the server's memory, seconds after the load began. */
export interface TimedSample extends MemorySample {
  atSeconds: number;
}

/** Growth the soak tolerates between the second and last thirds: allocator and GC noise, not a leak. */
export const TREND_LIMIT = { ratio: 0.1, slackMb: 16 };

export interface Trend {
  measure: 'rssMb' | 'heapUsedMb';
  secondThirdMb: number;
  lastThirdMb: number;
  growing: boolean;
}

/**
 * The memory trend rule: the first third of the samples is warm-up (JIT, connection pool, prepared
 * statements, caches) and is ignored; the median of the last third may exceed the median of the second
 * third by at most 10 % or 16 MB, whichever is larger, for RSS and for heap used alike. A leak keeps
 * growing through the run and fails it; a flat curve passes. Medians, so one GC's timing decides nothing.
 */
export function memoryTrends(samples: readonly TimedSample[]): Trend[] {
  const third = Math.floor(samples.length / 3);
  if (third < 1) throw new Error(`too few memory samples to judge a trend (${samples.length}; at least 3)`);
  const second = samples.slice(third, 2 * third);
  const last = samples.slice(samples.length - third);
  return (['rssMb', 'heapUsedMb'] as const).map((measure) => {
    const secondThirdMb = median(second.map((sample) => sample[measure]));
    const lastThirdMb = median(last.map((sample) => sample[measure]));
    const allowed = Math.max(secondThirdMb * TREND_LIMIT.ratio, TREND_LIMIT.slackMb);
    return { measure, secondThirdMb, lastThirdMb, growing: lastThirdMb - secondThirdMb > allowed };
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
