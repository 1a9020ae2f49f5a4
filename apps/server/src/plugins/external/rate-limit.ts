import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import { tooManyRequests } from '../../lib/http-errors';

/** The tighter limits a route may take instead of the API-wide one (issue 9 §2). */
export type RouteLimitName = 'form' | 'registration' | 'recovery' | 'upload' | 'generate' | 'age' | 'checkout';

/** What a route puts in `config.rateLimit`: at most `max` requests per `timeWindow` per address. */
export interface RouteLimit {
  /** A number, or one chosen per request (guests get a tighter figure: `signedInOrGuest`). */
  max: number | ((request: FastifyRequest, key: string) => number);
  timeWindow: string;
  /** Routes with the same group share one counter (e.g. the three recovery calls). */
  groupId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The named route limits, for `config: { rateLimit: app.routeLimits.upload }`. A route with its
     * own limit is counted against it instead of the API-wide RATE_LIMIT_MAX.
     */
    routeLimits: Readonly<Record<RouteLimitName, RouteLimit>>;
  }
}

/**
 * A guest is a caller without a bearer token (SPEC §6: guests may upload and generate). A request
 * with a token that turns out invalid is refused with 401 by the route, so counting it as signed
 * in costs nothing.
 */
function isGuest(request: FastifyRequest): boolean {
  return !/^Bearer\s+\S/i.test(request.headers.authorization ?? '');
}

/** One limit, tighter for guests. */
export function signedInOrGuest(signedIn: number, guest: number): (request: FastifyRequest) => number {
  return (request) => (isGuest(request) ? guest : signedIn);
}

/** The figures of each named limit (README "Configuration"). */
export function routeLimitsFor(config: AppConfig): Record<RouteLimitName, RouteLimit> {
  return {
    // Newsletter and contact: each one stores a row or sends a mail.
    form: { max: config.formRateLimitMax, timeWindow: '1 minute' },
    // Sign-up: an office registering its people fits; a script opening accounts does not.
    registration: { max: config.accountRateLimitMax, timeWindow: '15 minutes', groupId: 'registration' },
    // forgot-password, verify-otp and reset-password share one counter per address.
    recovery: { max: config.accountRateLimitMax, timeWindow: '15 minutes', groupId: 'recovery' },
    // Each upload is decoded and re-encoded by sharp; each generation renders up to four pictures.
    // Guests get their own, tighter figure per address (issue 11).
    upload: { max: signedInOrGuest(config.uploadRateLimitMax, config.guestUploadRateLimitMax), timeWindow: '1 minute', groupId: 'upload' },
    generate: { max: signedInOrGuest(config.generateRateLimitMax, config.guestGenerateRateLimitMax), timeWindow: '1 minute', groupId: 'generate' },
    // Photorealistic ageing (decision 045): one Generate on the face tab asks for four portraits, so
    // as many face-tab Generates a minute as 'Describe it' Generates, each a paid call to the provider.
    age: { max: signedInOrGuest(config.generateRateLimitMax * 4, config.guestGenerateRateLimitMax * 4), timeWindow: '1 minute', groupId: 'age' },
    checkout: { max: config.checkoutRateLimitMax, timeWindow: '1 minute', groupId: 'checkout' },
  };
}

/**
 * Only the API is counted: the SPA's pages, its assets and /uploads are cheap, cached files (issue 9
 * §2). Nor is `/api/health`: a load balancer or monitor polls it from one address, and a shop whose
 * health check answers 429 is taken out of service while it is fine.
 */
export function isRateLimitedPath(url: string): boolean {
  return /^\/api(\/|\?|$)/.test(url) && !/^\/api\/health(\/|\?|$)/.test(url);
}

/**
 * RATE_LIMIT_MAX requests per minute per client address for every /api route (and unknown /api
 * paths), and the tighter named limits of `app.routeLimits` on the routes that take them. Static
 * files, the SPA's HTML and /uploads are not limited: a visitor opening a dozen pages loads
 * hundreds of them. Counters live in memory, or in Redis when REDIS_URL is set so that several
 * server processes share them (DESIGN §6). A 429 is `{ error, message }` with Retry-After.
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

    app.decorate('routeLimits', Object.freeze(routeLimitsFor(app.config)));
    await app.register(rateLimit, {
      global: true,
      max: rateLimitMax,
      timeWindow: '1 minute',
      allowList: (request: FastifyRequest) => !isRateLimitedPath(request.url),
      ...(redis ? { redis, nameSpace: 'wallart:rate-limit:' } : {}),
      skipOnError: true,
      // Thrown to the error handler, which answers `{ error, message }` with status 429 and Retry-After.
      errorResponseBuilder: (_request, context) => {
        return tooManyRequests('Too many requests.', context.ttl / 1000);
      },
    });
  },
  { name: 'rate-limit' },
);
