import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DemoAccounts } from '../db/seed/demo';
import { loadEnv } from '../env';
import { signInWithCalendarFeed } from '../test/calendar-feed';
import { postLogin, uniqueIp } from '../test/sign-in';
import { startTcpProxy } from '../test/tcp-proxy';
import { createTestApp, type TestApp } from '../test/test-app';

/** This machine's and CI's Redis. */
const REDIS_URL = 'redis://127.0.0.1:6379';
const LIMIT = 3;
const limits = {
  LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: String(LIMIT),
};

/** Two workers of one deployment: two instances of the app on the same database and configuration. */
async function twoWorkers(envOverrides: Record<string, string>): Promise<[TestApp, FastifyInstance]> {
  const first = await createTestApp(envOverrides);
  const second = await buildApp({ env: first.app.env, database: first.database });
  await second.ready();
  return [first, second];
}

/** Requests sent to the workers in turn, first, second, first…: their status codes. */
async function alternate(
  workers: FastifyInstance[],
  count: number,
  send: (app: FastifyInstance) => Promise<number>,
) {
  const statuses = [];
  for (let index = 0; index < count; index += 1) statuses.push(await send(workers[index % workers.length]!));
  return statuses;
}

const signInFrom = (ip: string) => async (app: FastifyInstance) =>
  (await postLogin(app, 'nobody@nowhere.test', 'x', ip)).statusCode;

const forgotPasswordFrom = (ip: string) => async (app: FastifyInstance) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/v1/usermembership/ForgotPassword',
      payload: { EmailAddress: 'nobody@nowhere.test' },
      remoteAddress: ip,
    })
  ).statusCode;

const fetchFeed = (path: string) => async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: path })).statusCode;

const allowedThenRefused = [...Array<number>(LIMIT).fill(200), 429, 429];

describe('with REDIS_URL, two workers share each rate limit', () => {
  // Its own keys, so parallel runs on the same Redis never count each other's requests.
  const keyPrefix = `plchub-test:${randomBytes(6).toString('hex')}:`;
  // What is counted, not how long a check may wait: on a machine busy with other suites a check can wait
  // longer than the default 500 ms, and would then go through uncounted by design (tested below).
  const patientChecks = { REDIS_COMMAND_TIMEOUT_MS: '10000' };
  const redis = new Redis(REDIS_URL);
  let first: TestApp;
  let second: FastifyInstance;
  let workers: FastifyInstance[];

  beforeAll(async () => {
    [first, second] = await twoWorkers({
      ...limits,
      ...patientChecks,
      REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
    });
    workers = [first.app, second];
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('allows the configured number of sign-ins from one address across both, then 429 on either', async () => {
    expect(await alternate(workers, LIMIT + 2, signInFrom(uniqueIp()))).toEqual(allowedThenRefused);
  });

  it('allows the configured number of forgot-password requests across both', async () => {
    expect(await alternate(workers, LIMIT + 2, forgotPasswordFrom(uniqueIp()))).toEqual(allowedThenRefused);
  });

  it('allows the configured number of requests to one calendar feed across both', async () => {
    const { feedPath } = await signInWithCalendarFeed(first.app, DemoAccounts.teacher);
    expect(await alternate(workers, LIMIT + 2, fetchFeed(feedPath))).toEqual(allowedThenRefused);
  });

  it('counts under REDIS_KEY_PREFIX', async () => {
    expect(await redis.keys(`${keyPrefix}rate-limit:*`)).not.toHaveLength(0);
  });
});

describe('without REDIS_URL, each worker counts for itself as before', () => {
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    [first, second] = await twoWorkers(limits);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('allows the configured number of sign-ins from one address on each worker', async () => {
    const ip = uniqueIp();
    expect(await alternate([first.app], LIMIT + 1, signInFrom(ip))).toEqual([
      ...Array<number>(LIMIT).fill(200),
      429,
    ]);
    expect(await alternate([second], LIMIT + 1, signInFrom(ip))).toEqual([
      ...Array<number>(LIMIT).fill(200),
      429,
    ]);
  });
});

describe('with REDIS_URL and Redis unreachable', () => {
  it('starts, and lets requests through uncounted rather than refuse sign-in to everyone', async () => {
    // Nothing listens on port 1.
    const t = await createTestApp({ ...limits, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const started = Date.now();
      expect(await alternate([t.app], LIMIT + 2, signInFrom(uniqueIp()))).toEqual(Array(LIMIT + 2).fill(200));
      // Without waiting on Redis for each request.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });

  it('counts again once Redis is back, and lets requests through while it is away', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    const t = await createTestApp({
      ...limits,
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_KEY_PREFIX: `plchub-test:${randomBytes(6).toString('hex')}:`,
    });
    try {
      const signIn = signInFrom(uniqueIp());
      expect(await alternate([t.app], LIMIT + 1, signIn)).toEqual(allowedThenRefused.slice(0, LIMIT + 1));

      proxy.cut('refuse');
      expect(await signIn(t.app)).toBe(200);
      // A Redis that accepts connections and never answers holds no request for long either.
      proxy.cut('silent');
      const started = Date.now();
      expect(await signIn(t.app)).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);

      // The count kept in Redis applies again as soon as the client has reconnected.
      proxy.restore();
      await expect.poll(() => signIn(t.app), { timeout: 10_000, interval: 200 }).toBe(429);
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});

describe('REDIS_URL', () => {
  it('refuses an address that is not Redis, at start-up', () => {
    expect(() => loadEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL: must start with redis:// or rediss://',
    );
    expect(loadEnv({ REDIS_URL: 'rediss://user:secret@cache.example.org:6380/2' }).REDIS_URL).toBeDefined();
  });
});
