import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS, reencodeImage, sniffImageType, UnsupportedImageError } from './images';

const solid = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#884422' } })[format]().toBuffer();

describe('sniffImageType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('knows a %s by its bytes', async (format, mime) => {
    expect(await sniffImageType(await solid(format))).toBe(mime);
  });

  it('refuses text, SVG and PDF whatever their name', async () => {
    expect(await sniffImageType(Buffer.from('hello, I am a .png'))).toBeNull();
    expect(await sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(await sniffImageType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).toBeNull();
  });
});

describe('reencodeImage', () => {
  it('crops to the box for cover, keeps the whole picture for inside, and writes WebP', async () => {
    const cover = await reencodeImage(await solid('png', 300, 100), { width: 64, height: 64, fit: 'cover' });
    expect(cover).toMatchObject({ kind: 'webp', width: 64, height: 64 });
    expect((await sharp(cover.data).metadata()).format).toBe('webp');
    const inside = await reencodeImage(await solid('jpeg', 300, 100), { width: 150, height: 150, fit: 'inside' });
    expect(inside).toMatchObject({ width: 150, height: 50 });
  });

  it('strips EXIF (e.g. GPS) from the output', async () => {
    const tagged = await sharp(await solid('jpeg')).withMetadata({ exif: { IFD0: { Copyright: 'GPS-SECRET' } } }).toBuffer();
    const out = await reencodeImage(tagged, { width: 20, height: 20, fit: 'cover' });
    expect((await sharp(out.data).metadata()).exif).toBeUndefined();
    expect(out.data.includes('GPS-SECRET')).toBe(false);
  });

  it('refuses a picture above the pixel limit before decoding it', async () => {
    // A tiny PNG whose header claims 8000×8000 pixels (64 MP): a "decompression bomb" stand-in.
    const png = Buffer.from(await solid('png', 1, 1));
    png.writeUInt32BE(8000, 16); // IHDR width
    png.writeUInt32BE(8000, 20); // IHDR height
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR CRC over type + data
    expect(8000 * 8000).toBeGreaterThan(MAX_INPUT_PIXELS);
    await expect(reencodeImage(png, { width: 10, height: 10, fit: 'cover' })).rejects.toThrow(/pixel limit/);
  });

  it('refuses bytes that are not an image, and a broken image', async () => {
    await expect(reencodeImage(Buffer.from('not an image'), { width: 10, height: 10, fit: 'cover' })).rejects.toBeInstanceOf(UnsupportedImageError);
    const png = await solid('png');
    await expect(reencodeImage(png.subarray(0, 40), { width: 10, height: 10, fit: 'cover' })).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});
