export interface PoolSizeInput {
  /** DATABASE_POOL_SIZE, when set. */
  requested: number | undefined;
  /** os.availableParallelism(). */
  cores: number;
  /** Server processes sharing the machine (worker-count.ts). */
  workers: number;
}

/** The fewest connections a process keeps: a slow statement (an insights count) must not hold them all. */
const MIN_POOL_SIZE = 4;

/**
 * Each server process's PostgreSQL connections. Unset: two per core shared among the processes, at least
 * four each. More connections than the cores can serve only queue inside PostgreSQL, where they also
 * contend for its locks and caches: on two cores with one process, 4 connections instead of 10 took search
 * p95 at 16 connections from 125–135 ms to 100–110 ms. A database on bigger hardware than the app may want
 * more: set DATABASE_POOL_SIZE.
 */
export const decidePoolSize = ({ requested, cores, workers }: PoolSizeInput): number =>
  requested ?? Math.max(MIN_POOL_SIZE, Math.round((2 * cores) / workers));
