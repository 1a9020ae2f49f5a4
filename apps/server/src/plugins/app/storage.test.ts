import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, isStorageKey } from './storage';

describe('createLocalStorage', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-storage-'));
  const storage = createLocalStorage(path.join(folder, 'uploads'));
  afterAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('puts bytes under a new random key, reads them back and deletes them', async () => {
    const a = await storage.put(Buffer.from('first'), 'webp');
    const b = await storage.put(Buffer.from('second'), 'webp');
    expect(a).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(a).not.toBe(b);
    const file = await storage.get(a);
    expect(file?.size).toBe(5);
    expect(await text(file!.body)).toBe('first');
    await storage.delete(a);
    expect(await storage.get(a)).toBeNull();
    await storage.delete(a); // a missing key is not an error
    const other = await storage.get(b);
    expect(other?.size).toBe(6);
    other?.body.destroy();
  });

  it('moves a finished file in from the disk under a new key (print files)', async () => {
    const source = path.join(folder, 'render.tmp');
    fs.writeFileSync(source, 'a big print');
    const key = await storage.putFile(source, 'tif');
    expect(key).toMatch(/^[0-9a-f]{32}\.tif$/);
    expect(fs.existsSync(source)).toBe(false);
    const file = await storage.get(key);
    expect(await text(file!.body)).toBe('a big print');
  });

  it('never reads outside its folder', async () => {
    fs.writeFileSync(path.join(folder, 'secret'), 'do not serve');
    expect(isStorageKey('../secret')).toBe(false);
    expect(await storage.get('../secret')).toBeNull();
    expect(await storage.get('secret')).toBeNull();
    await storage.delete('../secret');
    expect(fs.existsSync(path.join(folder, 'secret'))).toBe(true);
  });
});
