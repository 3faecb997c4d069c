import { describe, expect, it } from 'vitest';
import { sharedRuns } from './shared-run';

/** Work that counts its runs and ends when told to. */
function gatedWork(answer: string) {
  let runs = 0;
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const work = () => {
    runs += 1;
    return new Promise<string>((resolve, reject) => {
      finish = () => resolve(`${answer} ${runs}`);
      fail = reject;
    });
  };
  return { work, runs: () => runs, finish: () => finish(answer), fail: (error: Error) => fail(error) };
}

describe('sharedRuns', () => {
  it('gives callers of one key while it runs the same answer, from one run', async () => {
    const run = sharedRuns<string>();
    const gate = gatedWork('district');
    const first = run('district-1', gate.work);
    const second = run('district-1', gate.work);
    gate.finish();
    expect(await Promise.all([first, second])).toEqual(['district 1', 'district 1']);
    expect(gate.runs()).toBe(1);
  });

  it('runs other keys apart, and a key again once its run has ended', async () => {
    const run = sharedRuns<string>();
    const one = gatedWork('one');
    const two = gatedWork('two');
    const first = run('a', one.work);
    const other = run('b', two.work);
    one.finish();
    two.finish();
    expect(await Promise.all([first, other])).toEqual(['one 1', 'two 1']);
    const again = run('a', one.work);
    one.finish();
    expect(await again).toBe('one 2');
  });

  it('gives every caller of a failed run its error, and forgets the run', async () => {
    const run = sharedRuns<string>();
    const gate = gatedWork('x');
    const first = run('k', gate.work);
    const second = run('k', gate.work);
    gate.fail(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    const retry = run('k', gate.work);
    gate.finish();
    expect(await retry).toBe('x 2');
  });
});
