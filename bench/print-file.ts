import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { SERVICE_PACKAGES, type PrintFile } from '@wallart/shared';
import { repoRoot, startProductionServer } from './lib';

async function json<T>(res: Response, expected: number | number[], what: string): Promise<T> {
  const body = await res.text();
  if (![expected].flat().includes(res.status)) throw new Error(`${what}: ${res.status} ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}

/** A process's memory figure from /proc (VmRSS now, VmHWM the peak), in MB; null off Linux. */
function procMemoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** Resets a process's peak RSS to its current RSS (Linux: `5` to /proc/<pid>/clear_refs), so the next peak is one job's. */
function resetPeak(pid: number | undefined): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A photograph stand-in: smooth colour fields with grain, as a JPEG of `width` × `height`. */
async function photo(width: number, height: number): Promise<Buffer> {
  const fields = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2e5e8c"/><stop offset="0.5" stop-color="#d9a441"/><stop offset="1" stop-color="#8c2e4a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.6}" cy="${height * 0.45}" r="${height * 0.3}" fill="#f2efe6" opacity="0.7"/></svg>`,
  );
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  return sharp(fields).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 90 }).toBuffer();
}

/**
 * `npm run bench -- print-file` (issue 19): on the production server (embedded PGlite), one order
 * with two Large (48 × 72 in) lines — a generated (vector) artwork and a 4000 × 3000 px uploaded
 * photo — and each line's print file asked for by an admin and followed until done, one after the
 * other: the time from the request to `done` (the job's whole work: load, render 7200 × 10800 px,
 * LZW TIFF, read back, store), the server process's peak RSS during that render (VmHWM, reset
 * before each), and the file's size. Goals: ≤ 30 s and ≤ 1 GB. Prints the load average: the
 * machine is shared.
 */
export async function printFileFigures(): Promise<void> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@wallart/server'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w @wallart/server failed');
  const adminEmail = `bench-admin-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const password = 'Bench#Print-2026';
  const loadBefore = os.loadavg();
  const server = await startProductionServer(
    { JWT_SECRET: crypto.randomBytes(32).toString('base64url'), ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: password, RATE_LIMIT_MAX: '1000000' },
    { web: false },
  );
  try {
    const base = server.address;
    const post = (url: string, body: unknown, auth?: string) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(auth ? { authorization: auth } : {}) },
        body: body === undefined ? null : JSON.stringify(body),
      });

    // The customer: an account, a generated artwork, an uploaded photo, one paid order.
    const email = `bench-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const { user } = await json<{ user: { _id: string } }>(
      await post('/api/auth/register', { name: 'Bench Buyer', email, password, address: '12 Lake Rd', country: 'Canada', phone: '+1 416 555 0100', language: 'English' }),
      201,
      'register',
    );
    const { token } = await json<{ token: string }>(await post('/api/auth/login', { email, password }), 200, 'login');
    const auth = `Bearer ${token}`;
    const { images } = await json<{ images: { _id: string }[] }>(
      await post('/api/images/generate', { prompt: 'misty pine forest under a crescent moon', style: 'Abstract', seed: 7, count: 1 }, auth),
      201,
      'generate',
    );
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await photo(4000, 3000))], { type: 'image/jpeg' }), 'photo.jpg');
    const { image: uploaded } = await json<{ image: { _id: string } }>(
      await fetch(`${base}/api/images`, { method: 'POST', headers: { authorization: auth }, body: form }),
      201,
      'upload',
    );
    const options = { canvasSize: 'Large (48x72)', frameStyle: 'Floating', artStyle: 'Photorealistic', texture: 'Matte' };
    await json(
      await fetch(`${base}/api/cart/${user._id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify({ version: 0, items: [{ artworkId: images[0]!._id, quantity: 1, options }, { artworkId: uploaded._id, quantity: 1, options }] }),
      }),
      200,
      'cart',
    );
    const card = await json<{ token: string }>(
      await post('/api/payment-methods', { method: 'card', card: { number: '4242 4242 4242 4242', holderName: 'Bench Buyer', expiry: '12/39', cvc: '123' } }, auth),
      201,
      'tokenize',
    );
    const { order } = await json<{ order: { _id: string; items: { _id: string }[] } }>(
      await fetch(`${base}/api/orders/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ userId: user._id, shippingAddress: '12 Lake Rd, Toronto', paymentInfo: { method: 'card', token: card.token }, selectedPackageId: SERVICE_PACKAGES[0]!.id }),
      }),
      201,
      'checkout',
    );
    const admin = `Bearer ${(await json<{ token: string }>(await post('/api/auth/login', { email: adminEmail, password }), 200, 'admin login')).token}`;

    console.log('\nprint-file (issue 19): Large canvas (48 × 72 in) at 150 DPI, production server on PGlite');
    console.log(`  server RSS before the renders: ${procMemoryMb(server.pid, 'VmRSS') ?? '?'} MB`);
    const rows: string[] = [];
    for (const [i, label] of ['generated artwork (vector SVG)', 'uploaded photo (4000 × 3000 JPEG, raster)'].entries()) {
      const peakReset = resetPeak(server.pid);
      const started = performance.now();
      const asked = await json<PrintFile>(await post(`/api/admin/orders/${order._id}/lines/${order.items[i]!._id}/print-file`, undefined, admin), 202, 'print-file');
      let record = asked;
      while (record.status !== 'done' && record.status !== 'failed') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        record = await json<PrintFile>(await fetch(`${base}/api/admin/print-files/${asked._id}`, { headers: { authorization: admin } }), 200, 'poll');
      }
      const seconds = (performance.now() - started) / 1000;
      if (record.status === 'failed') throw new Error(`${label}: the print file failed: ${record.error}`);
      const download = await fetch(`${base}${record.downloadUrl}`, { headers: { authorization: admin } });
      const bytes = Buffer.from(await download.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      const peak = procMemoryMb(server.pid, 'VmHWM');
      rows.push(
        `  ${label}: ${seconds.toFixed(1)} s (goal ≤ 30 s), server peak RSS ${peak ?? '?'} MB${peakReset ? '' : ' (since start: peak reset unavailable)'} (goal ≤ 1024 MB), ` +
          `${meta.width} × ${meta.height} px at ${meta.density} DPI, ${(bytes.length / 1_048_576).toFixed(1)} MB LZW TIFF` +
          (record.effectivePpi === null ? '' : `, effective PPI ${record.effectivePpi}`),
      );
      console.log(rows.at(-1));
    }
    const loadAfter = os.loadavg();
    console.log(`  load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')} (${os.availableParallelism()} cores, shared machine)`);
  } finally {
    await server.stop();
  }
}
