import { randomBytes } from 'node:crypto';

/**
 * 24-hex ids in the layout of a MongoDB ObjectId (docs/architecture.md#the-api-contract, docs/product/site.md#the-api-contract "Object ids are 24 hex
 * characters"): 4-byte big-endian seconds since the epoch, 5 random bytes chosen once per process,
 * and a 3-byte counter that starts at a random value. Ids made by one process are unique and
 * roughly ordered by creation time; ids made by different processes differ in the random part.
 */
const processUnique = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);

const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export function newObjectId(now: Date = new Date()): string {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(now.getTime() / 1000) >>> 0, 0);
  processUnique.copy(bytes, 4);
  counter = (counter + 1) % 0x1000000;
  bytes.writeUIntBE(counter, 9, 3);
  return bytes.toString('hex');
}

export function isObjectId(value: string): boolean {
  return OBJECT_ID_PATTERN.test(value);
}

/** The creation time encoded in an id (whole seconds). */
export function objectIdTime(id: string): Date {
  return new Date(Number.parseInt(id.slice(0, 8), 16) * 1000);
}
