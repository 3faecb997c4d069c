import type { Database } from '../database';
import type { NotificationListener } from '../notification-listener';
import { decodeLiveEvent, LIVE_EVENTS_CHANNEL, type LiveEventTarget, type LiveSignal } from './live-event';

export interface LiveEventHub {
  /**
   * Calls `onSignal` with every event for the target's meeting or team (once, when an event names both),
   * and with `resync` when events may have been lost. Returns the unsubscribe function.
   */
  subscribe(target: LiveEventTarget, onSignal: (signal: LiveSignal) => void): () => void;
  /**
   * Resolves once this process listens, so that every event committed from then on is delivered: subscribe,
   * await this, then read the state to show. Rejects when the hub closes first or cannot listen at all.
   */
  listening(): Promise<void>;
  readonly subscriberCount: number;
  /** Drops every subscriber and releases the listening connection. */
  close(): Promise<void>;
}

/** Where the hub reports lost connections and bad payloads; a Fastify or pino logger is one. */
export interface LiveEventLog {
  info(message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface Subscriber {
  onSignal(signal: LiveSignal): void;
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

const RESYNC: LiveSignal = { kind: 'resync' };

/**
 * The process's one listener for live events, fanned out in memory: a thousand open rooms cost one
 * database connection, not a thousand. It starts listening with the first subscription (a process that
 * never serves a room, and a test app, holds no extra connection) and keeps listening until closed, so
 * rooms opening and closing do not churn connections or leave gaps.
 */
export function createLiveEventHub(database: Pick<Database, 'listen'>, log?: LiveEventLog): LiveEventHub {
  const everyone = new Set<Subscriber>();
  const byTarget = new Map<string, Set<Subscriber>>();
  let listener: NotificationListener | undefined;
  let isListening = false;
  let failure: Error | undefined;
  let closed = false;
  let waiters: Waiter[] = [];

  const deliver = (subscriber: Subscriber, signal: LiveSignal) => {
    // A subscriber that left during this round, or that throws, costs the others nothing.
    if (!everyone.has(subscriber)) return;
    try {
      subscriber.onSignal(signal);
    } catch (error) {
      log?.error({ err: error }, 'live events: a subscriber failed');
    }
  };

  const dispatch = (payload: string) => {
    const event = decodeLiveEvent(payload);
    if (!event) {
      log?.warn({ payload }, 'live events: ignored a notification this version cannot read');
      return;
    }
    const recipients = new Set<Subscriber>();
    for (const key of targetKeys(event)) {
      for (const subscriber of byTarget.get(key) ?? []) recipients.add(subscriber);
    }
    for (const subscriber of recipients) deliver(subscriber, event);
  };

  const settleWaiters = (error?: Error) => {
    const settling = waiters;
    waiters = [];
    for (const waiter of settling) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  };

  const startListening = () => {
    listener ??= database.listen(LIVE_EVENTS_CHANNEL, {
      onNotification: dispatch,
      onListening({ afterOutage }) {
        isListening = true;
        settleWaiters();
        if (!afterOutage) return;
        log?.info('live events: listening again; every room reloads');
        for (const subscriber of [...everyone]) deliver(subscriber, RESYNC);
      },
      onInterrupted(error, retryInMs) {
        isListening = false;
        if (retryInMs !== null) {
          log?.warn({ err: error, retryInMs }, 'live events: the listening connection failed; retrying');
          return;
        }
        log?.error({ err: error }, 'live events: cannot listen');
        failure = error instanceof Error ? error : new Error(`cannot listen: ${String(error)}`);
        settleWaiters(failure);
      },
    });
  };

  return {
    subscribe(target, onSignal) {
      if (closed) throw new Error('the live event hub is closed');
      const subscriber: Subscriber = { onSignal };
      const keys = targetKeys(target);
      everyone.add(subscriber);
      for (const key of keys) {
        let subscribers = byTarget.get(key);
        if (!subscribers) byTarget.set(key, (subscribers = new Set()));
        subscribers.add(subscriber);
      }
      startListening();
      return () => {
        if (!everyone.delete(subscriber)) return;
        for (const key of keys) {
          const subscribers = byTarget.get(key);
          subscribers?.delete(subscriber);
          if (subscribers?.size === 0) byTarget.delete(key);
        }
      };
    },

    listening() {
      if (closed) return Promise.reject(new Error('the live event hub is closed'));
      if (failure) return Promise.reject(failure);
      startListening();
      if (isListening) return Promise.resolve();
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },

    get subscriberCount() {
      return everyone.size;
    },

    async close() {
      if (closed) return;
      closed = true;
      everyone.clear();
      byTarget.clear();
      settleWaiters(new Error('the live event hub is closed'));
      await listener?.close();
    },
  };
}

/** The map keys a target is filed under: its meeting's and its team's. */
function targetKeys(target: LiveEventTarget): string[] {
  const keys: string[] = [];
  if (target.meetingId !== undefined) keys.push(`meeting:${target.meetingId}`);
  if (target.teamId !== undefined) keys.push(`team:${target.teamId}`);
  return keys;
}
