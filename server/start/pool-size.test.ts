import { describe, expect, it } from 'vitest';
import { decidePoolSize } from './pool-size';

describe('decidePoolSize', () => {
  it('shares two connections per core among the processes, at least four each', () => {
    expect(decidePoolSize({ requested: undefined, cores: 2, workers: 1 })).toBe(4);
    expect(decidePoolSize({ requested: undefined, cores: 8, workers: 1 })).toBe(16);
    expect(decidePoolSize({ requested: undefined, cores: 8, workers: 8 })).toBe(4);
    expect(decidePoolSize({ requested: undefined, cores: 16, workers: 2 })).toBe(16);
  });

  it('takes DATABASE_POOL_SIZE as it is', () => {
    expect(decidePoolSize({ requested: 25, cores: 2, workers: 2 })).toBe(25);
    expect(decidePoolSize({ requested: 1, cores: 16, workers: 1 })).toBe(1);
  });
});
