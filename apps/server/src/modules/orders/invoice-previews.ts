import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Order } from '@wallart/shared';
import type { Storage } from '../../plugins/app/storage';

/**
 * The small PNG of each invoice line's artwork (PDFKit reads PNG and JPEG only), or null where the
 * stored preview cannot be read. Made on the calling thread (storage lives there; sharp works on
 * libuv's pool) and handed to the PDF thread with the order (pdf-threads.ts, decision 088).
 */
export function invoicePreviews(order: Order, storage: Storage, log?: FastifyBaseLogger): Promise<(Buffer | null)[]> {
  return Promise.all(order.items.map((item) => previewPng(storage, item.preview?.thumbnailUrl ?? item.artwork.thumbnailUrl, log)));
}

async function previewPng(storage: Storage, url: string, log?: FastifyBaseLogger): Promise<Buffer | null> {
  const key = url.replace(/^\/uploads\//, '');
  try {
    const file = await storage.get(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return await sharp(Buffer.concat(chunks)).resize(120, 120, { fit: 'inside' }).png().toBuffer();
  } catch (err) {
    log?.warn({ err, key }, 'invoice preview not readable');
    return null;
  }
}
