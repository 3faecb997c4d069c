import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './cluster';

describe('restartDelayMs', () => {
  it('doubles with each recent crash from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
