import pg from 'pg';
import type { NotificationHandlers, NotificationListener } from './notification-listener';

/** The listener's connection in pg_stat_activity (and how the tests find it). */
export const LISTENER_APPLICATION_NAME = 'plchub-listener';

/** Back-off between attempts: from a quarter second, doubling, at most ten seconds. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
/**
 * A LISTEN connection only ever receives, so a peer that vanished without a reset (a network cut, a
 * failover behind a firewall) would go unnoticed for good; a query now and then finds out.
 */
const HEARTBEAT_MS = 30_000;
const QUERY_TIMEOUT_MS = 10_000;

export interface PostgresListenerSettings {
  url: string;
  connectTimeoutMs: number;
  heartbeatMs?: number;
}

/**
 * LISTEN on PostgreSQL over one dedicated connection (not the pool's: a pooled connection goes back to
 * other work, and a LISTEN lasts only as long as its session). When it drops, it reconnects with a
 * growing, jittered delay and tells the handlers that the notifications in between are lost. It never
 * throws or emits an unhandled error, whatever the connection does.
 */
export function listenOnPostgres(
  settings: PostgresListenerSettings,
  channel: string,
  handlers: NotificationHandlers,
): NotificationListener {
  let closed = false;
  let current: pg.Client | undefined;
  let attempt: Promise<void> = Promise.resolve();
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let outage = false;

  const scheduleRetry = (error: unknown) => {
    outage = true;
    const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    // Jitter: the processes that lost PostgreSQL together do not all knock at the same moment.
    const delay = Math.round(ceiling * (0.5 + Math.random() * 0.5));
    handlers.onInterrupted(error, delay);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      attempt = connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: settings.url,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    let lost = false;
    const lose = (error: unknown) => {
      if (lost || closed) return;
      lost = true;
      if (current === client) {
        current = undefined;
        clearInterval(heartbeatTimer);
      }
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      scheduleRetry(error);
    };
    // Without an error listener, a dropped connection would crash the process; it stays attached for
    // whatever the abandoned client still reports.
    client.on('error', lose);
    client.on('end', () => lose(new Error('the LISTEN connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel && !closed) handlers.onNotification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (lost) return;
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    failures = 0;
    heartbeatTimer = setInterval(() => {
      client.query('select 1').catch(lose);
    }, settings.heartbeatMs ?? HEARTBEAT_MS);
    heartbeatTimer.unref();
    const afterOutage = outage;
    outage = false;
    handlers.onListening({ afterOutage });
  };

  attempt = connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeatTimer);
      // An attempt under way ends its own client once it sees `closed`.
      await attempt;
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
