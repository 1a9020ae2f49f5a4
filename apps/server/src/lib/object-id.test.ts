import { describe, expect, it } from 'vitest';
import { isObjectId, newObjectId, objectIdTime } from './object-id';

describe('newObjectId', () => {
  it('makes 24 lowercase hex characters', () => {
    expect(newObjectId()).toMatch(/^[0-9a-f]{24}$/);
  });

  it('starts with the creation time in seconds', () => {
    const at = new Date('2025-06-01T12:34:56Z');
    const id = newObjectId(at);
    expect(id.slice(0, 8)).toBe((at.getTime() / 1000).toString(16));
    expect(objectIdTime(id)).toEqual(at);
  });

  it('never repeats within a process, even in the same second', () => {
    const at = new Date();
    const ids = new Set(Array.from({ length: 10_000 }, () => newObjectId(at)));
    expect(ids.size).toBe(10_000);
  });

  it('shares the 5 random bytes between ids of one process and counts in the last 3', () => {
    const at = new Date();
    const a = newObjectId(at);
    const b = newObjectId(at);
    expect(a.slice(8, 18)).toBe(b.slice(8, 18));
    expect((Number.parseInt(b.slice(18), 16) - Number.parseInt(a.slice(18), 16) + 0x1000000) % 0x1000000).toBe(1);
  });
});

describe('isObjectId', () => {
  it('accepts 24 hex characters and rejects anything else', () => {
    expect(isObjectId('6650a1b2c3d4e5f6a7b88fd6')).toBe(true);
    expect(isObjectId('6650a1b2c3d4e5f6a7b88fd')).toBe(false);
    expect(isObjectId('6650a1b2c3d4e5f6a7b88fdz')).toBe(false);
    expect(isObjectId('6650A1B2C3D4E5F6A7B88FD6')).toBe(false);
  });
});
