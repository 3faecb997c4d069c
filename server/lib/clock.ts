/** Where time comes from: the system's clock in the app, a hand-moved one in tests (never sleeps). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
