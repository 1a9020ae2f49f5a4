import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      pgliteDir: path.resolve('./data/pglite'),
      databaseUrl: undefined,
      logLevel: 'info',
      rateLimitMax: 300,
      formRateLimitMax: 5,
      accountRateLimitMax: 20,
      uploadRateLimitMax: 20,
      generateRateLimitMax: 10,
      guestUploadRateLimitMax: 10,
      guestGenerateRateLimitMax: 5,
      imageApi: undefined,
      checkoutRateLimitMax: 10,
      loginAddressFailureMax: 50,
      trustProxy: false,
      paymentSuccessRate: 0.8,
    });
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('configures the images API only with both URL and key, and says which one is missing', () => {
    expect(loadConfig({ IMAGE_API_URL: 'https://images.example/v1', IMAGE_API_KEY: 'sk-test', IMAGE_API_TIMEOUT_MS: '5000' }).imageApi).toEqual({
      url: 'https://images.example/v1',
      key: 'sk-test',
      model: 'gpt-image-1',
      timeoutMs: 5000,
    });
    expect(() => loadConfig({ IMAGE_API_URL: 'https://images.example/v1' })).toThrow(/IMAGE_API_KEY: IMAGE_API_URL and IMAGE_API_KEY go together/);
    expect(() => loadConfig({ IMAGE_API_KEY: 'sk-test' })).toThrow(/IMAGE_API_URL: IMAGE_API_URL and IMAGE_API_KEY go together/);
    expect(() => loadConfig({ IMAGE_API_URL: 'ftp://x', IMAGE_API_KEY: 'k' })).toThrow(/IMAGE_API_URL: must be an http/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/wallart',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      RATE_LIMIT_MAX: '50',
      ACCOUNT_RATE_LIMIT_MAX: '7',
      LOGIN_ADDRESS_FAILURE_MAX: '200',
      TRUST_PROXY: '1',
      REDIS_URL: 'redis://cache:6379',
      PAYMENT_SUCCESS_RATE: '1',
      ADMIN_EMAIL: 'admin@example.com',
      PRINT_DPI: '300',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/wallart',
      pgliteDir: '/srv/wallart/pglite',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      rateLimitMax: 50,
      accountRateLimitMax: 7,
      loginAddressFailureMax: 200,
      trustProxy: 1,
      redisUrl: 'redis://cache:6379',
      paymentSuccessRate: 1,
      adminEmail: 'admin@example.com',
      printDpi: 300,
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 5000, databaseUrl: undefined });
  });

  it.each(['abc', '0', '70000', '80.5'])('rejects PORT=%s with a message naming PORT', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT: must be a whole number from 1 to 65535/);
  });

  it('names every bad variable at once, without echoing secrets', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/shop', LOG_LEVEL: 'loud', JWT_SECRET: 'short' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/DATABASE_URL: must be a postgres/);
    expect(message).toMatch(/LOG_LEVEL: /);
    expect(message).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short');
  });

  it('runs several processes only on PostgreSQL, and names DATABASE_URL when refusing', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/shop' }).webConcurrency).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/shop' })).toThrow(/WEB_CONCURRENCY: must be a whole number from 1 to 64/);
  });

  it('serves metrics only when told how, and never echoes the token', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: '9464' })).toMatchObject({ metricsToken: 'a-long-enough-token', metricsPort: 9464 });
    let message = '';
    try {
      loadConfig({ METRICS_TOKEN: 'short-tok', METRICS_PORT: '5000' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/METRICS_TOKEN: must be at least 16 characters/);
    expect(message).toMatch(/METRICS_PORT: must differ from PORT/);
    expect(message).not.toContain('short-tok');
  });

  it('reads STORAGE_URL as an S3 bucket with its endpoint, region, path style and credentials; local without it', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        STORAGE_URL: 's3://wallart-files/shop-1?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true',
        AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'secret-example',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'wallart-files',
      prefix: 'shop-1/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example' },
    });
    expect(loadConfig({ STORAGE_URL: 's3://wallart-files', AWS_REGION: 'us-west-2' }).storage).toMatchObject({ prefix: '', endpoint: undefined, region: 'us-west-2', forcePathStyle: false, credentials: undefined });
  });

  it('names STORAGE_URL when it is not a usable bucket address, without echoing it', () => {
    const bad = (value: string, env: Record<string, string> = {}) => () => loadConfig({ STORAGE_URL: value, ...env });
    expect(bad('https://bucket.example')).toThrow(/STORAGE_URL: must start with s3:\/\//);
    expect(bad('s3://B')).toThrow(/STORAGE_URL: must name a bucket/);
    expect(bad('s3://bucket?endpoint=ftp://x')).toThrow(/STORAGE_URL: endpoint must be an http/);
    expect(bad('s3://bucket?pathStyle=true')).toThrow(/STORAGE_URL: unknown parameter pathStyle/);
    expect(bad('s3://key:secret@bucket')).toThrow(/STORAGE_URL: must not carry credentials/);
    expect(bad('s3://bucket', { AWS_ACCESS_KEY_ID: 'only-the-id' })).toThrow(/STORAGE_URL: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/);
    expect(bad('s3://key:secret@bucket')).not.toThrow(/secret@/);
  });
});
