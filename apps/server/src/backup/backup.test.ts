import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, SavedDesign, WallBackground } from '@wallart/shared';
import { buildApp } from '../app';
import { backupCommand } from '../cli/backup';
import { FAST_HASH_COST, login, PASSWORD } from '../modules/auth/auth.test-helpers';
import { artworkLine, cardToken, checkout, checkoutBody, fillCart, shopper } from '../modules/checkout/checkout.test-helpers';
import { uploadedImage } from '../modules/images/images.test-helpers';
import { pdfText } from '../modules/orders/orders.test-helpers';
import { testConfig, testDbKind } from '../test/build-test-app';
import { startS3Server } from '../test/s3-server';

/**
 * Backups round-trip (decision 049): a shop with users, an order, artwork and a design is backed up
 * with `npm run backup`, restored with `npm run restore` into a fresh DATA_DIR (and, on PostgreSQL,
 * a fresh database), started again: the customer signs in and downloads the same invoice and
 * image bytes. Bad archives are refused and change nothing.
 */

const kind = testDbKind();
const dirs: string[] = [];
const databases: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-backup-test-'));
  dirs.push(dir);
  return dir;
}

async function adminSql(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A place to run a shop: an empty DATA_DIR, and on PostgreSQL an empty database of its own. */
async function freshShop(): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: tempDir() };
  if (kind === 'postgres') {
    const name = `wallart_backup_${crypto.randomBytes(5).toString('hex')}`;
    await adminSql(`create database ${name}`);
    databases.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return env;
}

function startShop(env: Record<string, string>): Promise<FastifyInstance> {
  const config = testConfig({ ...env, PAYMENT_SUCCESS_RATE: '1' });
  return buildApp(config, { auth: { passwordHashCost: FAST_HASH_COST } });
}

/** The command as an operator runs it: another process. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', ...args], { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, ...env } }, (err, _stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr });
    });
  });
}

function capture() {
  const lines = { out: [] as string[], err: [] as string[] };
  return { lines, output: { out: (l: string) => lines.out.push(l), err: (l: string) => lines.err.push(l) } };
}

async function isEmptyShop(env: Record<string, string>): Promise<boolean> {
  const files = fs.readdirSync(env.DATA_DIR!).filter((name) => name !== 'uploads' && name !== 'print-files');
  const folders = ['uploads', 'print-files'].every((f) => !fs.existsSync(path.join(env.DATA_DIR!, f)) || fs.readdirSync(path.join(env.DATA_DIR!, f)).length === 0);
  if (!env.DATABASE_URL) return files.length === 0 && folders;
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`);
    return files.length === 0 && folders && rows[0]!.n === '0';
  } finally {
    await client.end();
  }
}

let archive: string;
let original: { email: string; userId: string; orderId: string; invoiceText: string; images: Map<string, Buffer>; designId: string };

beforeAll(async () => {
  const env = await freshShop();
  const app = await startShop(env);
  try {
    const who = await shopper(app);
    const wall = (await app.inject({ method: 'GET', url: '/api/walls/defaults' })).json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds[0]!;
    const art = await uploadedImage(app, who.token);
    const preview = await uploadedImage(app, who.token, 'preview');
    const design = await app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: who.headers,
      payload: {
        userId: who.id,
        name: 'Living room',
        image: art._id,
        previewImage: preview._id,
        options: { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Large (48x72)', frameStyle: 'Classic' },
        wallId: wall.id,
        selectedWall: 0,
        placement: { x: 0.5, y: 0.45, corners: [{ x: 0.4, y: 0.3 }, { x: 0.6, y: 0.31 }, { x: 0.61, y: 0.6 }, { x: 0.39, y: 0.59 }] },
        isVisualized: true,
        price: '84.99',
      },
    });
    expect(design.statusCode, design.body).toBe(201);
    await fillCart(app, who, [await artworkLine(app, who)]);
    const placed = await checkout(app, who, checkoutBody(who, (await cardToken(app, who)).token));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<CheckoutResponse>();
    const invoice = await app.inject({ method: 'GET', url: `/api/orders/${order._id}/invoice`, headers: who.headers });
    expect(invoice.statusCode).toBe(200);
    const images = new Map<string, Buffer>();
    for (const url of [art.url, art.previewUrl, preview.url, order.items[0]!.artwork.thumbnailUrl]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      images.set(url, res.rawPayload);
    }
    original = {
      email: who.email,
      userId: who.id,
      orderId: order._id,
      invoiceText: pdfText(invoice.rawPayload),
      images,
      designId: design.json<{ design: SavedDesign }>().design._id,
    };

    archive = path.join(tempDir(), 'shop.tar.gz');
    if (kind === 'pglite') {
      // The running server owns its PGlite folder: `npm run backup` (another process) refuses
      // instead of copying it mid-write.
      const busy = await runCli(['src/cli/backup.ts', archive], env);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/in use by another process .*\n.*server stopped/s);
      expect(fs.existsSync(archive)).toBe(false);
    }
  } finally {
    // On PostgreSQL the backup runs beside the live server (pg_dump takes a consistent snapshot).
    if (kind === 'pglite') await app.close();
    else afterBackup = () => app.close();
  }
  const made = capture();
  expect(await backupCommand('backup', [archive], env, made.output), made.lines.err.join('\n')).toBe(0);
  expect(made.lines.out.at(-1)).toMatch(/^Backup written: .*shop\.tar\.gz/);
  await afterBackup?.();
});

let afterBackup: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const name of databases) await adminSql(`drop database if exists ${name} with (force)`);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`npm run backup / restore (${kind})`, () => {
  it('restores into a fresh place: the customer signs in and downloads the same invoice, images and design', async () => {
    const env = await freshShop();
    const restored = capture();
    expect(await backupCommand('restore', [archive], env, restored.output), restored.lines.err.join('\n')).toBe(0);
    const app = await startShop(env);
    try {
      const res = await login(app, { email: original.email, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const headers = { authorization: `Bearer ${res.json<{ token: string }>().token}` };
      const invoice = await app.inject({ method: 'GET', url: `/api/orders/${original.orderId}/invoice`, headers });
      expect(invoice.statusCode).toBe(200);
      // The PDF is drawn again on each download (with its creation time); what it says is the same.
      expect(pdfText(invoice.rawPayload)).toBe(original.invoiceText);
      for (const [url, bytes] of original.images) {
        const image = await app.inject({ method: 'GET', url });
        expect(image.statusCode, url).toBe(200);
        expect(image.rawPayload.equals(bytes), url).toBe(true);
      }
      const designs = (await app.inject({ method: 'GET', url: `/api/designs/user/${original.userId}`, headers })).json<{ designs: SavedDesign[] }>().designs;
      expect(designs.map((d) => d._id)).toEqual([original.designId]);

      // A second restore over the now non-empty shop is refused unless told.
      const again = capture();
      expect(await backupCommand('restore', [archive], env, again.output)).toBe(1);
      expect(again.lines.err[0]).toMatch(/^Refusing to restore over existing data: .*add --force to overwrite/);
    } finally {
      await app.close();
    }
    if (kind === 'postgres') {
      // Told to: the database is replaced in one transaction (a stopped PGlite folder the same way).
      const forced = capture();
      expect(await backupCommand('restore', [archive, '--force'], env, forced.output), forced.lines.err.join('\n')).toBe(0);
      const again = await startShop(env);
      try {
        expect((await login(again, { email: original.email, password: PASSWORD })).statusCode).toBe(200);
      } finally {
        await again.close();
      }
    }
  });

  it('backs up the files of a bucket (STORAGE_URL) and restores them into another', async () => {
    const s3 = await startS3Server();
    try {
      const from = { ...(await freshShop()), ...s3.env };
      let image: { url: string; bytes: Buffer };
      const app = await startShop(from);
      try {
        const who = await shopper(app);
        const art = await uploadedImage(app, who.token);
        image = { url: art.url, bytes: (await app.inject({ method: 'GET', url: art.url })).rawPayload };
      } finally {
        await app.close();
      }
      const file = path.join(tempDir(), 'bucket.tar.gz');
      const made = capture();
      expect(await backupCommand('backup', [file], from, made.output), made.lines.err.join('\n')).toBe(0);
      expect(made.lines.out).toContain(`uploads: 3 files from s3://${s3.bucket}/uploads/`);

      const to = { ...(await freshShop()), ...(await s3.newBucket()) };
      const restored = capture();
      expect(await backupCommand('restore', [file], to, restored.output), restored.lines.err.join('\n')).toBe(0);
      const again = await startShop(to);
      try {
        const res = await again.inject({ method: 'GET', url: image.url });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(image.bytes)).toBe(true);
      } finally {
        await again.close();
      }
    } finally {
      await s3.close();
    }
  });

  it('refuses a truncated archive, or one from another program, and changes nothing', async () => {
    const env = await freshShop();
    const bytes = fs.readFileSync(archive);
    const truncated = path.join(tempDir(), 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const text = path.join(tempDir(), 'notes.tar.gz');
    fs.writeFileSync(text, 'not an archive at all\n');
    const otherDir = tempDir();
    fs.writeFileSync(path.join(otherDir, 'manifest.json'), JSON.stringify({ format: 'something-else', entries: [] }));
    const other = path.join(tempDir(), 'other.tar.gz');
    await tar.c({ gzip: true, file: other, cwd: otherDir }, ['manifest.json']);

    for (const file of [truncated, text, other]) {
      const refused = capture();
      expect(await backupCommand('restore', [file], env, refused.output), file).toBe(1);
      expect(refused.lines.err[0]).toMatch(/is not a complete WallArt Studio backup \(.+\)\. Nothing was changed\.$/);
      expect(await isEmptyShop(env)).toBe(true);
    }
  });
});
