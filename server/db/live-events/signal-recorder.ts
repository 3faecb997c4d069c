import type { LiveSignal } from './live-event';

/** Long enough for a loaded CI machine; a delivery that takes this long has failed. */
const WAIT_LIMIT_MS = 10_000;

export interface SignalRecorder {
  /** Pass to hub.subscribe. */
  onSignal: (signal: LiveSignal) => void;
  /** Everything heard so far, in order. */
  readonly signals: LiveSignal[];
  /** Resolves with the first signal (heard already or yet to come) that matches; rejects after a bound. */
  waitFor(match: (signal: LiveSignal) => boolean, what: string): Promise<LiveSignal>;
}

/** A test subscriber: records what it hears, and lets a test await a delivery instead of sleeping. */
export function signalRecorder(): SignalRecorder {
  const signals: LiveSignal[] = [];
  const waiting = new Set<{ match: (signal: LiveSignal) => boolean; resolve(signal: LiveSignal): void }>();
  return {
    signals,
    onSignal(signal) {
      signals.push(signal);
      for (const waiter of waiting) {
        if (!waiter.match(signal)) continue;
        waiting.delete(waiter);
        waiter.resolve(signal);
      }
    },
    waitFor(match, what) {
      const heard = signals.find(match);
      if (heard) return Promise.resolve(heard);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(waiter);
          reject(
            new Error(`${what}: not delivered within ${WAIT_LIMIT_MS} ms (heard ${JSON.stringify(signals)})`),
          );
        }, WAIT_LIMIT_MS);
        const waiter = {
          match,
          resolve(signal: LiveSignal) {
            clearTimeout(timer);
            resolve(signal);
          },
        };
        waiting.add(waiter);
      });
    },
  };
}

/** Matches the event about `itemId` (each test tells its events apart by a fresh item id). */
export function eventAbout(itemId: string): (signal: LiveSignal) => boolean {
  return (signal) => signal.kind !== 'resync' && signal.itemId === itemId;
}

export const isResync = (signal: LiveSignal): boolean => signal.kind === 'resync';
