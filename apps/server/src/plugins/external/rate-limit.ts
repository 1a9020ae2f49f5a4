import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest, RouteOptions } from 'fastify';
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
 * A guest is a caller without a bearer token (docs/product/site.md#roles-and-permissions: guests may upload and generate). A request
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

/** One rate-limit counter store, as @fastify/rate-limit calls it. */
interface CounterStore {
  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions & { path: string; prefix: string }): CounterStore;
}
type CounterStoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => CounterStore;

// The plugin's own two stores (no typings of their own; the package has no exports map).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as CounterStoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as CounterStoreClass;

/** How many addresses each process keeps counters for while it counts on its own (the plugin's default). */
const LOCAL_CACHE = 5000;

export interface RedisFailover {
  /** The store class for `@fastify/rate-limit`'s `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** Whether the counters are in Redis right now. */
  shared(): boolean;
  /** Counts in memory from now on (logged once) until Redis is `ready` again. */
  down(err: unknown): void;
}

/**
 * Counters in Redis while it answers, in this process's memory while it does not (issue 22 "Redis
 * down"): a shop whose Redis restarts keeps a limit — per process, so N processes allow up to N
 * times the figure for that while — instead of none (`skipOnError`) or errors. The switch is
 * logged once each way, not per request; ioredis keeps reconnecting, and the first `ready` after an
 * outage moves the counting back to Redis.
 */
export function redisFailover(redis: Redis, nameSpace: string, log: FastifyBaseLogger, onChange: (shared: boolean) => void): RedisFailover {
  let shared = true;
  onChange(true);
  const down = (err: unknown) => {
    if (!shared) return;
    shared = false;
    onChange(false);
    log.warn({ err }, 'rate limit: Redis is unreachable; each server process counts on its own until it is back');
  };
  redis.on('ready', () => {
    if (shared) return;
    shared = true;
    onChange(true);
    log.info('rate limit: Redis is back; the counters are shared again');
  });
  redis.on('error', down);
  redis.on('close', () => down(new Error('Redis connection closed')));

  class FailoverStore implements CounterStore {
    constructor(
      private readonly remote: CounterStore,
      private readonly local: CounterStore,
    ) {}

    incr(key: string, callback: Parameters<CounterStore['incr']>[1], timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        down(new Error(`Redis connection is ${redis.status}`));
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.remote.incr(
        key,
        (err, result) => {
          if (err) {
            down(err);
            this.local.incr(key, callback, timeWindow, max);
          } else {
            callback(null, result);
          }
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): CounterStore {
      return new FailoverStore(this.remote.child(routeOptions), this.local.child(routeOptions));
    }
  }

  class RootStore extends FailoverStore {
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff, LOCAL_CACHE));
    }
  }

  return { Store: RootStore, shared: () => shared, down };
}

/** Waits until the client is connected or has failed once (at most `ms`), so start-up says which. */
async function firstConnection(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/**
 * RATE_LIMIT_MAX requests per minute per client address for every /api route (and unknown /api
 * paths), and the tighter named limits of `app.routeLimits` on the routes that take them. Static
 * files, the SPA's HTML and /uploads are not limited: a visitor opening a dozen pages loads
 * hundreds of them. Counters live in memory, or in Redis when REDIS_URL is set so that several
 * server processes share them (docs/architecture.md#growing-past-one-machine), falling back to memory while Redis is unreachable
 * (`redisFailover`). A 429 is `{ error, message }` with Retry-After.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { rateLimitMax, redisUrl } = app.config;
    let store: FastifyRateLimitStoreCtor | undefined;
    if (redisUrl) {
      // No offline queue and a short command time-out: while Redis is away a request falls back at
      // once instead of waiting for it.
      const redis = new Redis(redisUrl, { connectTimeout: 2_000, commandTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      const failover = redisFailover(redis, 'wallart:rate-limit:', app.log, (shared) => app.metrics.rateLimitShared(shared));
      store = failover.Store;
      app.addHook('onClose', async () => {
        // Closing on purpose is no outage to log.
        redis.removeAllListeners('close');
        redis.removeAllListeners('error');
        redis.on('error', () => {});
        await redis.quit().catch(() => redis.disconnect());
      });
      await firstConnection(redis, 2_500);
      if (redis.status !== 'ready') failover.down(new Error(`Redis connection is ${redis.status}`));
    } else {
      app.metrics.rateLimitShared(false);
    }

    app.decorate('routeLimits', Object.freeze(routeLimitsFor(app.config)));
    await app.register(rateLimit, {
      global: true,
      max: rateLimitMax,
      timeWindow: '1 minute',
      allowList: (request: FastifyRequest) => !isRateLimitedPath(request.url),
      ...(store ? { store } : {}),
      // @fastify/rate-limit's default too: a store error answers 500, never lets a request through
      // unlimited (the failover store does not fail).
      skipOnError: false,
      // Thrown to the error handler, which answers `{ error, message }` with status 429 and Retry-After.
      errorResponseBuilder: (_request, context) => {
        return tooManyRequests('Too many requests.', context.ttl / 1000);
      },
    });
  },
  { name: 'rate-limit', dependencies: ['metrics'] },
);
