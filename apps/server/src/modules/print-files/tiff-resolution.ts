import fs from 'node:fs';

/**
 * The resolution a TIFF file states, read from its first directory's tags (TIFF 6.0 §8: XResolution
 * 282, YResolution 283, ResolutionUnit 296), in pixels per inch, or null when it states none.
 * sharp's own metadata reports a density only above 25.4 DPI, and a print file is checked at any
 * DPI; so we read the tags themselves (a few dozen bytes, whatever the file's size).
 */
export async function readTiffResolution(file: string): Promise<{ x: number; y: number } | null> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const read = async (offset: number, length: number) => {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buf, 0, length, offset);
      if (bytesRead !== length) throw new Error('Not a complete TIFF file.');
      return buf;
    };
    const header = await read(0, 8);
    const order = header.toString('latin1', 0, 2);
    if ((order !== 'II' && order !== 'MM') || (order === 'II' ? header.readUInt16LE(2) : header.readUInt16BE(2)) !== 42) {
      throw new Error('Not a TIFF file.');
    }
    const le = order === 'II';
    const u16 = (b: Buffer, at: number) => (le ? b.readUInt16LE(at) : b.readUInt16BE(at));
    const u32 = (b: Buffer, at: number) => (le ? b.readUInt32LE(at) : b.readUInt32BE(at));
    const ifd = u32(header, 4);
    const count = u16(await read(ifd, 2), 0);
    const entries = await read(ifd + 2, count * 12);
    const tags = new Map<number, Buffer>();
    for (let i = 0; i < count; i++) tags.set(u16(entries, i * 12), entries.subarray(i * 12, i * 12 + 12));
    // A RATIONAL is two LONGs stored at the entry's offset.
    const rational = async (tag: number) => {
      const entry = tags.get(tag);
      if (!entry || u16(entry, 2) !== 5) return null;
      const value = await read(u32(entry, 8), 8);
      const denominator = u32(value, 4);
      return denominator === 0 ? null : u32(value, 0) / denominator;
    };
    const unitEntry = tags.get(296);
    // 1 none, 2 inch (the default), 3 centimetre.
    const unit = unitEntry ? u16(unitEntry, 8) : 2;
    const [x, y] = [await rational(282), await rational(283)];
    if (x === null || y === null || unit === 1) return null;
    const perInch = unit === 3 ? 2.54 : 1;
    return { x: x * perInch, y: y * perInch };
  } finally {
    await handle.close();
  }
}
