export interface WorkerCountInput {
  /** WEB_CONCURRENCY, when set. */
  requested: number | undefined;
  /** Whether the database is the embedded PGlite (no DATABASE_URL). */
  embedded: boolean;
  /** os.availableParallelism(). */
  cores: number;
}

export interface WorkerCount {
  workers: number;
  /** Set when the request could not be honoured, for the start-up log. */
  warning?: string;
}

/**
 * How many server processes to run. The app servers keep their state in the database, so on PostgreSQL
 * they scale to one per core; the embedded database belongs to the one process that opened its data
 * directory, so with it there is always exactly one.
 */
export function decideWorkerCount({ requested, embedded, cores }: WorkerCountInput): WorkerCount {
  if (embedded) {
    if (requested !== undefined && requested > 1) {
      return {
        workers: 1,
        warning: `WEB_CONCURRENCY=${requested} ignored: the embedded database is opened by one process only; running one. Set DATABASE_URL to run several.`,
      };
    }
    return { workers: 1 };
  }
  return { workers: requested ?? Math.max(1, cores) };
}
