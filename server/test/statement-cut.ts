import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/database';
import { terminateBackend } from './postgres-admin';

/**
 * How the connection is cut when the k-th statement is about to be sent:
 * - `kill-backend` (PostgreSQL only): the server process behind the sending connection is terminated with
 *   pg_terminate_backend from an admin connection, and the statement then goes out on the dead connection;
 * - `fail-statement` (both databases; PGlite has no connection to kill): the statement is not sent and
 *   fails with the error a terminated connection gives.
 */
export type CutMode = 'kill-backend' | 'fail-statement';

/** The statement a cut hit: its 1-based index in the action, its SQL, and whether a transaction was open. */
export interface CutPoint {
  index: number;
  sql: string;
  inTransaction: boolean;
}

export interface CutAttempt<T> {
  result: T;
  /** The statement that was cut; undefined when the action sent fewer than k statements. */
  cut: CutPoint | undefined;
}

export interface StatementCutter {
  /** Runs `action`, cutting the connection as its k-th statement (1-based) is sent; k = 0 cuts nothing. */
  at<T>(k: number, action: () => Promise<T>): Promise<CutAttempt<T>>;
}

/** What the driver is told to do before sending a statement: nothing (undefined), or wait for this first. */
type BeforeSend = (
  sql: string,
  inTransaction: boolean,
  backendPid: number | undefined,
) => Promise<void> | undefined;

type SendFunction = (...args: unknown[]) => unknown;
interface Sender {
  query: SendFunction;
}
interface PoolLike {
  on(event: 'acquire', listener: (client: Sender & { processID?: number }) => void): void;
}
interface PgliteLike extends Sender {
  transaction: (callback: (tx: Sender) => Promise<unknown>) => Promise<unknown>;
}

const sqlOf = (first: unknown) =>
  typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text);

/**
 * Replaces `sender.query` with one that asks `beforeSend` first. When it answers a promise, the statement
 * is sent once that settles (or fails with its error), in both the promise and the callback style of
 * node-postgres; otherwise it is sent at once, exactly as before.
 */
function gate(sender: Sender, ask: (sql: string) => Promise<void> | undefined): void {
  const send = sender.query.bind(sender);
  sender.query = (...args: unknown[]) => {
    const held = ask(sqlOf(args[0]));
    if (!held) return send(...args);
    const sent = held.then(() => send(...args));
    const callback = args.at(-1);
    if (typeof callback !== 'function') return sent;
    sent.catch((error: unknown) => (callback as (error: unknown) => void)(error));
    return undefined;
  };
}

/**
 * Hooks the driver below Drizzle, where a statement can still be held back: Drizzle's query listener
 * (openDatabase's onQuery) runs just before the send too, but it cannot wait for a kill to finish. On
 * PostgreSQL every pooled connection is gated when the pool hands it out (BEGIN, COMMIT and ROLLBACK pass
 * there as statements); on PGlite the instance and each transaction it opens.
 */
function hookDriver(database: Database, beforeSend: BeforeSend): void {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const gated = new WeakSet<object>();
    (client as PoolLike).on('acquire', (connection) => {
      if (gated.has(connection)) return;
      gated.add(connection);
      let inTransaction = false;
      gate(connection, (sql) => {
        if (/^\s*begin\b/i.test(sql)) inTransaction = true;
        const held = beforeSend(sql, inTransaction, connection.processID);
        if (/^\s*(commit|rollback)\b/i.test(sql)) inTransaction = false;
        return held;
      });
    });
    return;
  }
  const pglite = client as PgliteLike;
  gate(pglite, (sql) => beforeSend(sql, false, undefined));
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) =>
    transaction((tx) => {
      gate(tx, (sql) => beforeSend(sql, true, undefined));
      return callback(tx);
    });
}

/**
 * Connections the PostgreSQL pool has handed out and not got back (0 on PGlite): once a request has
 * failed, it must have returned its own.
 */
export function connectionsCheckedOut(database: Database): number {
  if (database.kind !== 'postgres') return 0;
  const pool = (database.db as unknown as { $client: { totalCount: number; idleCount: number } }).$client;
  return pool.totalCount - pool.idleCount;
}

/** The error a statement meets on a connection the server terminated (SQLSTATE 57P01). */
function terminatedConnectionError(): Error {
  return Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
}

/** Installs the cut on the database's driver; one cutter per database handle. */
export function statementCutter(database: Database, mode: CutMode): StatementCutter {
  const adminUrl = process.env.DATABASE_URL;
  if (mode === 'kill-backend' && (database.kind !== 'postgres' || !adminUrl)) {
    throw new Error('kill-backend needs PostgreSQL (DATABASE_URL)');
  }
  let window: { target: number; sent: number; cut?: CutPoint } | undefined;

  hookDriver(database, (sql, inTransaction, backendPid) => {
    if (!window || window.cut) return undefined;
    window.sent += 1;
    if (window.sent !== window.target) return undefined;
    window.cut = { index: window.sent, sql: sql.replace(/\s+/g, ' ').trim().slice(0, 100), inTransaction };
    if (mode === 'fail-statement') return Promise.reject(terminatedConnectionError());
    return terminateBackend(adminUrl!, backendPid!);
  });

  return {
    async at(k, action) {
      if (window) throw new Error('one cut at a time');
      window = { target: k, sent: 0 };
      try {
        const result = await action();
        return { result, cut: window.cut };
      } finally {
        window = undefined;
      }
    },
  };
}

/**
 * A change the API makes to several rows, tried again and again on fresh rows. `read` returns those rows
 * without ids or times, so that the states of different attempts compare.
 */
export interface MultiRowChange<Fixture> {
  name: string;
  arrange(): Promise<Fixture>;
  change(fixture: NoInfer<Fixture>): Promise<LightMyRequestResponse>;
  read(fixture: NoInfer<Fixture>): Promise<unknown>;
}

export interface AllOrNothingReport {
  /** Statements cut, one attempt each. */
  cutPoints: number;
  /** Audit entries the uncut change wrote (none are left by a cut one). */
  auditEntries: number;
  /** Of those, the ones sent while a transaction was open (PostgreSQL counts its BEGIN and COMMIT). */
  inTransaction: number;
  cuts: CutPoint[];
}

/**
 * Runs the change once uncut (the after-state), then once per statement it sends, each time on fresh rows
 * with that statement cut: the API must answer an error and the rows must be exactly as before. A user
 * retries what answered an error, so no statement may run after the change is committed (the read for the
 * answer belongs inside the transaction). The attempt after the last statement is uncut and must succeed:
 * the app recovers from every cut (each attempt's first k-1 statements also ran after the previous cut).
 */
export async function expectAllOrNothing<F>(
  cutter: StatementCutter,
  countAuditEntries: () => Promise<number>,
  change: MultiRowChange<F>,
): Promise<AllOrNothingReport> {
  const reference = await change.arrange();
  const before = await change.read(reference);
  const entriesBefore = await countAuditEntries();
  const done = await change.change(reference);
  expect(done.statusCode, `${change.name} uncut: ${done.body}`).toBeLessThan(300);
  const auditEntries = (await countAuditEntries()) - entriesBefore;
  const after = await change.read(reference);
  expect(after, `${change.name} changes nothing`).not.toEqual(before);

  const cuts: CutPoint[] = [];
  for (let k = 1; ; k += 1) {
    const fixture = await change.arrange();
    expect(await change.read(fixture)).toEqual(before);
    const entriesBeforeCut = await countAuditEntries();
    const { result, cut } = await cutter.at(k, () => change.change(fixture));
    const state = await change.read(fixture);
    const entriesAfterCut = await countAuditEntries();
    if (!cut) {
      expect(result.statusCode, `${change.name} after the last cut: ${result.body}`).toBeLessThan(300);
      expect(state).toEqual(after);
      break;
    }
    cuts.push(cut);
    const where = `${change.name}, cut at statement ${k}: ${cut.sql}`;
    expect(result.statusCode, where).toBeGreaterThanOrEqual(400);
    expect(state, where).toEqual(before);
    expect(entriesAfterCut, `${where}: audit entries of a change that did not happen`).toBe(entriesBeforeCut);
  }
  return {
    cutPoints: cuts.length,
    auditEntries,
    inTransaction: cuts.filter((cut) => cut.inTransaction).length,
    cuts,
  };
}
