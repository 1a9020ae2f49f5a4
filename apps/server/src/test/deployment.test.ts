import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../config';

/**
 * The container image and compose file (issue 39). These machines have no Docker, so what can be
 * checked without it is: every variable compose sets is one the server reads (a misspelt one would
 * be ignored silently), its values pass the server's own validation, and the image runs the very
 * command `npm start` runs in production, as a non-root user, with a readiness health check.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface ComposeService {
  build?: unknown;
  image?: string;
  environment?: Record<string, string | number | boolean | null> | string[];
}

function appServices(): [string, ComposeService][] {
  const compose = parseYaml(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
  // The services built from this repository's Dockerfile run the server.
  return Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
}

function environmentOf(service: ComposeService): Record<string, string> {
  const entries = Array.isArray(service.environment)
    ? service.environment.map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at), line.slice(at + 1)] as const;
      })
    : Object.entries(service.environment ?? {}).map(([key, value]) => [key, value === null ? '' : String(value)] as const);
  return Object.fromEntries(entries);
}

/** Compose's interpolation: `${X:?message}` from the operator's environment, `${X:-default}`, `$$`. */
function interpolate(value: string, given: Record<string, string>): string {
  return value
    .replace(/\$\{(\w+)(?::?\?[^}]*)\}/g, (_, name: string) => {
      const set = given[name];
      if (set === undefined) throw new Error(`${name} is required by compose.yaml but not given`);
      return set;
    })
    .replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => given[name] ?? fallback)
    .replace(/\$\$/g, '$');
}

/** The Dockerfile's instructions of its last stage (continuation lines joined). */
function lastStage(): { instruction: string; args: string }[] {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const instructions = lines.map((line) => {
    const [instruction = '', ...rest] = line.split(/\s+/);
    return { instruction: instruction.toUpperCase(), args: rest.join(' ') };
  });
  const lastFrom = instructions.map((i) => i.instruction).lastIndexOf('FROM');
  expect(instructions.filter((i) => i.instruction === 'FROM').length, 'a multi-stage build').toBeGreaterThanOrEqual(2);
  return instructions.slice(lastFrom);
}

describe('compose.yaml', () => {
  const services = appServices();

  it('runs two app processes beside PostgreSQL, Redis and MinIO', () => {
    expect(services.map(([name]) => name)).toHaveLength(2);
    const compose = parseYaml(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
    const images = Object.values(compose.services).map((s) => s.image ?? '');
    for (const image of ['postgres', 'redis', 'minio/minio']) expect(images.some((i) => i.startsWith(image)), image).toBe(true);
  });

  it('sets only variables the server configuration reads, with STORAGE_URL, REDIS_URL, METRICS_PORT and the secrets', () => {
    for (const [name, service] of services) {
      const keys = Object.keys(environmentOf(service));
      expect(keys.filter((key) => !CONFIG_VARIABLES.includes(key)), name).toEqual([]);
      expect(keys, name).toEqual(expect.arrayContaining(['DATABASE_URL', 'STORAGE_URL', 'REDIS_URL', 'METRICS_PORT', 'JWT_SECRET', 'METRICS_TOKEN']));
    }
    // And the check has teeth: a misspelt variable is not one of them.
    expect(CONFIG_VARIABLES).not.toContain('REDIS_URI');
  });

  it('takes its secrets from the environment and gives values the server accepts', () => {
    const operator = {
      POSTGRES_PASSWORD: 'pg-password-from-the-environment',
      MINIO_ROOT_USER: 'wallart-minio',
      MINIO_ROOT_PASSWORD: 'minio-password-from-the-environment',
      JWT_SECRET: 'j'.repeat(48),
      METRICS_TOKEN: 'm'.repeat(24),
    };
    for (const [name, service] of services) {
      const raw = environmentOf(service);
      // No secret is written into the file itself.
      for (const secret of ['JWT_SECRET', 'METRICS_TOKEN', 'AWS_SECRET_ACCESS_KEY']) expect(raw[secret], `${name} ${secret}`).toMatch(/^\$\{\w+:\?/);
      expect(() => interpolate(raw.JWT_SECRET!, {})).toThrow(/JWT_SECRET is required/);
      const env = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, interpolate(value, operator)]));
      const config = loadConfig(env);
      expect(config.storage.kind, name).toBe('s3');
      expect(config.metricsPort, name).toBe(9464);
      expect(config.redisUrl, name).toBe('redis://redis:6379');
    }
  });
});

describe('Dockerfile', () => {
  const stage = lastStage();
  const last = (instruction: string) => stage.filter((i) => i.instruction === instruction).at(-1)?.args;

  it('starts the command `npm start` runs in production, node itself in exec form (signals reach it)', () => {
    const entry = /export const SERVER_ENTRY = '([^']+)'/.exec(read('scripts/build-staleness.mjs'))?.[1];
    expect(entry).toBeDefined();
    // scripts/start.mjs runs SERVER_ENTRY with the same node once the builds are fresh.
    expect(read('scripts/start.mjs')).toContain('spawn(process.execPath, [path.join(root, SERVER_ENTRY)]');
    const cmd = last('CMD');
    expect(cmd, 'CMD in exec form').toMatch(/^\[/);
    expect(JSON.parse(cmd!)).toEqual(['node', entry]);
    expect(last('WORKDIR')).toBe('/app');
    expect(stage.some((i) => i.instruction === 'ENTRYPOINT')).toBe(false);
  });

  it('runs as a non-root user, with a health check on /api/health/ready, and only the built apps', () => {
    expect(last('USER')).toBeDefined();
    expect(['root', '0']).not.toContain(last('USER'));
    expect(last('HEALTHCHECK')).toContain('/api/health/ready');
    const copied = stage.filter((i) => i.instruction === 'COPY').map((i) => i.args);
    expect(copied).toEqual(expect.arrayContaining([expect.stringMatching(/apps\/server\/dist apps\/server\/dist$/), expect.stringMatching(/apps\/web\/dist apps\/web\/dist$/)]));
    expect(copied.filter((args) => /\bsrc\b/.test(args))).toEqual([]);
  });
});
