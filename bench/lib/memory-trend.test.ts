import { describe, expect, it } from 'vitest';
import { memoryTrends, type TimedSample } from './memory-trend';

const curve = (rss: number[], heap = rss.map((value) => value / 2)): TimedSample[] =>
  rss.map((rssMb, index) => ({
    atSeconds: index * 20,
    rssMb,
    heapUsedMb: heap[index]!,
    heapTotalMb: heap[index]! * 1.5,
    externalMb: 5,
  }));

describe('memoryTrends', () => {
  it('ignores the warm-up third and passes a flat curve with noise', () => {
    const trends = memoryTrends(curve([90, 130, 150, 160, 158, 163, 161, 166, 159]));
    expect(trends.map((trend) => trend.growing)).toEqual([false, false]);
    expect(trends[0]).toMatchObject({ measure: 'rssMb', secondThirdMb: 160, lastThirdMb: 161 });
  });

  it('fails a curve that keeps growing, in RSS or in heap alone', () => {
    expect(memoryTrends(curve([100, 120, 140, 160, 180, 200, 220, 240, 260]))[0]!.growing).toBe(true);
    const heapLeak = memoryTrends(curve([150, 150, 150, 150, 150, 150], [40, 60, 80, 100, 120, 140]));
    expect(heapLeak.map((trend) => trend.growing)).toEqual([false, true]);
  });

  it('tolerates 16 MB on a small process and 10 % on a large one', () => {
    expect(memoryTrends(curve([50, 50, 50, 50, 65, 65]))[0]!.growing).toBe(false);
    expect(memoryTrends(curve([400, 400, 400, 400, 438, 438]))[0]!.growing).toBe(false);
    expect(memoryTrends(curve([400, 400, 400, 400, 445, 445]))[0]!.growing).toBe(true);
  });

  it('needs at least three samples', () => {
    expect(() => memoryTrends(curve([100, 100]))).toThrow(/too few memory samples/);
  });
});
