import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { sourceKeyOf } from '../lib/client-address';

/**
 * The rate-limit plugin, routes opt in with `config.rateLimit`. Without REDIS_URL each process counts for
 * itself; with it every process and machine counts in the same Redis, so a limit holds whatever their number.
 *
 * When Redis cannot answer, requests go through uncounted (a warning is logged when it goes away and a note
 * when it is back) instead of failing with 503: a Redis outage would otherwise take sign-in down for
 * everyone, while what the limits guard stays guarded without them, by the lockouts and the per-address
 * reset-mail ceiling that the database counts, and by the 256-bit secrets of calendar feeds.
 */
export default fp(
  async (app) => {
    // Per client, counted as the sign-in locks count it (an IPv6 client by its /64); routes may key otherwise.
    const perClient = { global: false, keyGenerator: (request: FastifyRequest) => sourceKeyOf(request.ip) };
    const redisUrl = app.env.REDIS_URL;
    if (!redisUrl) {
      await app.register(rateLimit, perClient);
      return;
    }
    const redis = await connectRedis(redisUrl, app.env.REDIS_COMMAND_TIMEOUT_MS, app.log);
    // After the server has stopped, so no check is waiting on an answer.
    app.addHook('onClose', async () => redis.disconnect());
    await app.register(rateLimit, {
      ...perClient,
      redis,
      nameSpace: `${app.env.REDIS_KEY_PREFIX}rate-limit:`,
      skipOnError: true,
    });
  },
  { name: 'rate-limit' },
);

/**
 * A client that fails at once rather than queue while Redis is away (a queued check would hold the request),
 * and keeps reconnecting in the background. A Redis that is down at start-up is logged, not fatal.
 */
async function connectRedis(url: string, commandTimeoutMs: number, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: commandTimeoutMs,
  });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error }, 'Redis is unreachable: rate limits are not counted until it is back');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('Redis is back: rate limits are counted again');
  });
  await redis.connect().catch(() => undefined);
  return redis;
}
