/**
 * One process's LISTEN on a channel (Database.listen): what it reports to its owner, which fans the
 * payloads out in process (db/live-events/live-event-hub.ts). Handlers must not throw.
 */
export interface NotificationHandlers {
  /** A payload NOTIFY sent on the channel, after the sender's transaction committed. */
  onNotification(payload: string): void;
  /**
   * LISTEN is in place. `afterOutage`: it was lost or failed before, so notifications sent meanwhile are
   * gone for good and whoever relies on them must read the current state again.
   */
  onListening(status: { afterOutage: boolean }): void;
  /** The connection failed or was lost; `retryInMs` says when the next attempt is, null when none is. */
  onInterrupted(error: unknown, retryInMs: number | null): void;
}

export interface NotificationListener {
  /** Stops listening and releases the connection; no handler is called afterwards. */
  close(): Promise<void>;
}
