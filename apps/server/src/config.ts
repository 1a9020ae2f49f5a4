import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Server configuration, read once from the environment and validated at start-up
 * (docs/architecture.md#server): a missing or bad setting stops the server with a message naming the variable.
 * `.env.example` at the repository root lists every variable.
 */

// Both src/config.ts (tsx, vitest) and dist/server.js (esbuild bundle) sit one folder below the
// package root, so `..` is apps/server in either case.
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const defaultWebDist = path.resolve(packageRoot, '../web/dist');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z.string().trim().min(1).optional();

/** A whole number within bounds, with one readable message for every way it can be wrong. */
function wholeNumber(min: number, max: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** 'true' / 'false', a hop count, or a comma-separated list of trusted proxy addresses (Fastify `trustProxy`). */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value): boolean | number | string => {
    const lower = value.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

/** Where files are kept: the local folder `DATA_DIR/<area>`, or an S3-compatible bucket (STORAGE_URL). */
export type StorageSettings = { kind: 'local' } | S3Settings;

export interface S3Settings {
  kind: 's3';
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'); each area adds its own (`uploads/`, `print-files/`). */
  prefix: string;
  /** The store's address; undefined: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (/ AWS_SESSION_TOKEN); undefined: the SDK's default chain (profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

const S3_URL_EXAMPLE = 's3://bucket?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true';
const S3_QUERY_PARAMETERS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * STORAGE_URL: `s3://<bucket>[/<prefix>][?endpoint=<url>&region=<region>&forcePathStyle=true]`.
 * Throws a message for the config error when it is not one.
 */
export function parseStorageUrl(value: string, env: Record<string, string | undefined> = {}): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`must be a URL such as ${S3_URL_EXAMPLE}`);
  }
  if (url.protocol !== 's3:') throw new Error(`must start with s3:// (e.g. ${S3_URL_EXAMPLE})`);
  if (url.username || url.password) throw new Error('must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error('must name a bucket (3 to 63 lower-case letters, digits, dots and hyphens)');
  const unknown = [...url.searchParams.keys()].filter((k) => !S3_QUERY_PARAMETERS.has(k));
  if (unknown.length > 0) throw new Error(`unknown parameter ${unknown.join(', ')} (known: endpoint, region, forcePathStyle)`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) throw new Error('endpoint must be an http:// or https:// URL');
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new Error('forcePathStyle must be true or false');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither');
  const sessionToken = env.AWS_SESSION_TOKEN?.trim();
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: url.searchParams.get('region') ?? env.AWS_REGION?.trim() ?? 'us-east-1',
    forcePathStyle: pathStyle === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } : undefined,
  };
}

const envSchema = z.object({
  PORT: wholeNumber(1, 65_535).default(5000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  // Required once sign-in exists (a later issue); when set it must be long enough for HS256.
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('WallArt Studio <no-reply@wallart.studio>'),
  // Where contact-form messages are delivered.
  SHOP_EMAIL: z.email({ error: 'must be an email address' }).default('hello@wallart.studio'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: z.string().trim().min(1).default(defaultWebDist),
  RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(300),
  // Public forms that store or mail something (newsletter, contact) get a much tighter limit.
  FORM_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(5),
  // Sign-ups, and password-recovery calls, per 15 minutes per address (sized for an office).
  ACCOUNT_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(20),
  // Uploads, image generations and checkouts per minute per address.
  UPLOAD_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(20),
  GENERATE_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(10),
  // Guests (no token) may upload and generate too (docs/product/site.md#roles-and-permissions), under tighter limits (issue 11).
  GUEST_UPLOAD_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(10),
  GUEST_GENERATE_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(5),
  CHECKOUT_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000).default(10),
  // Failed sign-ins per 15 minutes per address, whatever the account (stops spraying many accounts).
  LOGIN_ADDRESS_FAILURE_MAX: wholeNumber(1, 1_000_000).default(50),
  // Unset: files in DATA_DIR/uploads and DATA_DIR/print-files; set: an S3-compatible bucket (decision 048).
  STORAGE_URL: optionalText,
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  // Server processes on one port (Node's cluster, decision 052); above 1 needs DATABASE_URL.
  WEB_CONCURRENCY: wholeNumber(1, 64).default(1),
  // GET /metrics (decision 053): with a token on the main port, and/or on its own loopback port.
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: wholeNumber(1, 65_535).optional(),
  TRUST_PROXY: trustProxySchema,
  GOOGLE_CLIENT_ID: optionalText,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  // docs/product/cart-and-orders.md#payments; docs/architecture.md#payments-simulated-on-the-server.
  // An OpenAI-compatible images API (docs/architecture.md#artwork-engines-behind-an-interface); without URL and key the offline engine draws.
  IMAGE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  IMAGE_API_KEY: optionalText,
  IMAGE_API_MODEL: z.string().trim().min(1).max(100).default('gpt-image-1'),
  IMAGE_API_TIMEOUT_MS: wholeNumber(100, 600_000).default(60_000),
  // Pixels per inch of print files (docs/decisions/034); tests lower it to render small files.
  PRINT_DPI: wholeNumber(10, 600).default(150), // PRINT_DPI (@wallart/shared)
  // 'false': this process queues jobs but runs none (a web-only process beside a worker process; decision 050).
  JOB_WORKERS: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('true'),
  PAYMENT_SUCCESS_RATE: z.coerce
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, { error: 'must be a number from 0 to 1' })
    .max(1, { error: 'must be a number from 0 to 1' })
    .default(0.8), // DEFAULT_PAYMENT_SUCCESS_RATE (modules/payments/payment-outcome.ts)
}).superRefine((e, ctx) => {
  // PGlite is a folder that one process owns (db/pglite-lock.ts): several need PostgreSQL.
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message:
        'above 1 needs DATABASE_URL (a PostgreSQL server): the embedded PGlite database can be opened by one process only. Set DATABASE_URL, or WEB_CONCURRENCY=1',
    });
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
  }
  if (e.STORAGE_URL) {
    try {
      parseStorageUrl(e.STORAGE_URL);
    } catch (err) {
      ctx.addIssue({ code: 'custom', path: ['STORAGE_URL'], message: (err as Error).message });
    }
  }
  // One without the other is a half-configured provider: say so instead of silently drawing offline.
  if (Boolean(e.IMAGE_API_URL) !== Boolean(e.IMAGE_API_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [e.IMAGE_API_URL ? 'IMAGE_API_KEY' : 'IMAGE_API_URL'],
      message: 'IMAGE_API_URL and IMAGE_API_KEY go together: set both, or neither for the offline engine',
    });
  }
});

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute folder for everything the server writes (PGlite data, outbox, uploads). */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `pgliteDir` is used. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopEmail: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute folder of the built SPA. */
  webDist: string;
  /** Requests per minute per client IP. */
  rateLimitMax: number;
  /** Newsletter and contact submissions per minute per client IP. */
  formRateLimitMax: number;
  /** Sign-ups, and password-recovery calls, per 15 minutes per client IP. */
  accountRateLimitMax: number;
  /** Uploads per minute per client IP. */
  uploadRateLimitMax: number;
  /** Image generations per minute per client IP. */
  generateRateLimitMax: number;
  /** The same two for guests (no token). */
  guestUploadRateLimitMax: number;
  guestGenerateRateLimitMax: number;
  /** The images API the generator calls; undefined: the offline procedural engine. */
  imageApi: { url: string; key: string; model: string; timeoutMs: number } | undefined;
  /** Checkouts per minute per client IP. */
  checkoutRateLimitMax: number;
  /** Failed sign-ins per 15 minutes per client IP, whatever the account. */
  loginAddressFailureMax: number;
  redisUrl: string | undefined;
  /** Server processes to run on one port (1: no cluster primary). */
  webConcurrency: number;
  /** The bearer token GET /metrics asks for on the main port; undefined: /metrics is not served there. */
  metricsToken: string | undefined;
  /** A port on 127.0.0.1 serving /metrics without a token; undefined: none. */
  metricsPort: number | undefined;
  /** Where files are kept (STORAGE_URL): the local folders under `dataDir`, or a bucket. */
  storage: StorageSettings;
  trustProxy: boolean | number | string;
  googleClientId: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  paymentSuccessRate: number;
  /** Pixels per inch of print files (a Custom canvas past the pixel cap gets fewer). */
  printDpi: number;
  /** Whether this process runs the job queue's workers (mails, print files); false: it only queues jobs. */
  jobWorkers: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Every environment variable the server reads: the schema's, and the AWS credentials STORAGE_URL
 * takes (parseStorageUrl). Deployment files may set only these (test/deployment.test.ts).
 */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envSchema.shape),
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_REGION',
];

/** Parses the environment (usually `process.env`) into an AppConfig, or throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty value (`PORT=` in a .env file) means "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = present[name];
      const shown = value === undefined || /SECRET|PASSWORD|TOKEN|URL/.test(name) ? '' : ` (got "${value}")`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let storage: StorageSettings = { kind: 'local' };
  try {
    if (e.STORAGE_URL) storage = parseStorageUrl(e.STORAGE_URL, present);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  STORAGE_URL: ${(err as Error).message}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    rateLimitMax: e.RATE_LIMIT_MAX,
    formRateLimitMax: e.FORM_RATE_LIMIT_MAX,
    accountRateLimitMax: e.ACCOUNT_RATE_LIMIT_MAX,
    uploadRateLimitMax: e.UPLOAD_RATE_LIMIT_MAX,
    generateRateLimitMax: e.GENERATE_RATE_LIMIT_MAX,
    guestUploadRateLimitMax: e.GUEST_UPLOAD_RATE_LIMIT_MAX,
    guestGenerateRateLimitMax: e.GUEST_GENERATE_RATE_LIMIT_MAX,
    imageApi:
      e.IMAGE_API_URL && e.IMAGE_API_KEY
        ? { url: e.IMAGE_API_URL, key: e.IMAGE_API_KEY, model: e.IMAGE_API_MODEL, timeoutMs: e.IMAGE_API_TIMEOUT_MS }
        : undefined,
    checkoutRateLimitMax: e.CHECKOUT_RATE_LIMIT_MAX,
    loginAddressFailureMax: e.LOGIN_ADDRESS_FAILURE_MAX,
    redisUrl: e.REDIS_URL,
    webConcurrency: e.WEB_CONCURRENCY,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    storage,
    trustProxy: e.TRUST_PROXY,
    googleClientId: e.GOOGLE_CLIENT_ID,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    paymentSuccessRate: e.PAYMENT_SUCCESS_RATE,
    printDpi: e.PRINT_DPI,
    jobWorkers: e.JOB_WORKERS === 'true',
  };
}
