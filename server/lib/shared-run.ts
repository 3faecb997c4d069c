/**
 * Runs one piece of work at a time per key: a caller asking while it runs shares its answer instead of
 * starting the same work again. The answer is as of when the run began, at most one run before the
 * caller asked; nothing is kept once it ends. For expensive read-only answers many may ask for at once.
 */
export function sharedRuns<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const pending = running.get(key);
    if (pending) return pending;
    const run = work().finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}
