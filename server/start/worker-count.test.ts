import { describe, expect, it } from 'vitest';
import { decideWorkerCount } from './worker-count';

describe('decideWorkerCount', () => {
  it('runs one process per core on PostgreSQL unless WEB_CONCURRENCY says otherwise', () => {
    expect(decideWorkerCount({ requested: undefined, embedded: false, cores: 4 })).toEqual({ workers: 4 });
    expect(decideWorkerCount({ requested: 2, embedded: false, cores: 8 })).toEqual({ workers: 2 });
    expect(decideWorkerCount({ requested: 1, embedded: false, cores: 8 })).toEqual({ workers: 1 });
  });

  it('runs exactly one process on the embedded database', () => {
    expect(decideWorkerCount({ requested: undefined, embedded: true, cores: 4 })).toEqual({ workers: 1 });
    expect(decideWorkerCount({ requested: 1, embedded: true, cores: 4 })).toEqual({ workers: 1 });
  });

  it('warns when several processes are asked for with the embedded database, and runs one', () => {
    const decision = decideWorkerCount({ requested: 2, embedded: true, cores: 4 });
    expect(decision.workers).toBe(1);
    expect(decision.warning).toMatch(/WEB_CONCURRENCY=2 ignored: the embedded database/);
  });
});
