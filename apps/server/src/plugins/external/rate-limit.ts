import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../../lib/http-errors';

/**
 * One limit for every route and for unknown paths: RATE_LIMIT_MAX requests per minute per
 * client IP. Counters live in memory, or in Redis when REDIS_URL is set so that several server
 * processes share them (DESIGN §6).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { rateLimitMax, redisUrl } = app.config;
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : undefined;
    if (redis) {
      // Redis being down must not take the shop down: the limiter skips (skipOnError) and we log.
      redis.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis connection error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }

    await app.register(rateLimit, {
      global: true,
      max: rateLimitMax,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'wallart:rate-limit:' } : {}),
      skipOnError: true,
      // Thrown to the error handler, which answers `{ error, message }` with status 429.
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit' },
);
