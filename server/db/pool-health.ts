import type pg from 'pg';

/**
 * Keeps a pool sound when PostgreSQL drops connections in the middle of a request (a restart, a failover,
 * pg_terminate_backend); all-or-nothing.pg.test.ts kills the connection at every statement of the
 * multi-row changes to check it.
 */
export function keepPoolHealthy(pool: pg.Pool): void {
  // A connection dropped while a request holds it (between two statements of a transaction) errors with
  // no query to fail, and an error event without a listener would crash the process. With one, the next
  // statement fails instead, and the pool discards the connection when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const guarded = new WeakSet<pg.PoolClient>();
  const awaitingBegin = new WeakSet<pg.PoolClient>();
  // Drizzle takes a transaction's connection with connect() and no callback (pool.query passes one). The
  // guard goes on when Drizzle gets the connection, so that it sees the BEGIN exactly as Drizzle does.
  const connect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return connect(callback);
    return connect()!.then((client) => {
      if (!guarded.has(client)) {
        guarded.add(client);
        releaseWhenBeginFails(client, awaitingBegin);
      }
      awaitingBegin.add(client);
      return client;
    });
  }) as pg.Pool['connect'];
}

type ConnectCallback = Parameters<pg.Pool['connect']>[0];

/**
 * drizzle-orm 0.45 sends a pooled transaction's BEGIN before the try/finally that releases its connection
 * (drizzle-team/drizzle-orm#6241): when BEGIN fails, nothing gives the connection back and the pool is one
 * smaller for good. When the first statement of such a checkout is a BEGIN that fails, the connection is
 * released here, with the error so that the pool destroys it, before the error goes on to Drizzle.
 */
function releaseWhenBeginFails(client: pg.PoolClient, awaitingBegin: WeakSet<pg.PoolClient>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const sent = query(...args);
    if (!awaitingBegin.delete(client) || !(sent instanceof Promise) || !isBegin(args[0])) return sent;
    return sent.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }) as pg.PoolClient['query'];
}

function isBegin(statement: unknown): boolean {
  const text =
    typeof statement === 'string' ? statement : (statement as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}
