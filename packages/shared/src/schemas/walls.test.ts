import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { WALL_MESSAGES } from '../walls';
import { updateWallBodySchema, wallUploadFieldsSchema } from './walls';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('wall upload fields', () => {
  it('takes a name and an optional width in inches (multipart text)', () => {
    expect(wallUploadFieldsSchema.parse({ name: '  My Living Room ' })).toEqual({ name: 'My Living Room', widthInches: undefined });
    expect(wallUploadFieldsSchema.parse({ name: 'Hall', widthInches: '180' })).toEqual({ name: 'Hall', widthInches: 180 });
    expect(wallUploadFieldsSchema.parse({ name: 'Hall', widthInches: ' ' })).toEqual({ name: 'Hall', widthInches: undefined });
  });

  it.each([
    [{ name: '' }, MESSAGES.walls.nameRequired],
    [{ name: '   ' }, MESSAGES.walls.nameRequired],
    [{}, MESSAGES.walls.nameRequired],
    [{ name: 'x'.repeat(300) }, WALL_MESSAGES.nameTooLong],
    [{ name: 'a\u202Eb' }, MESSAGES.input.controlCharacters],
    [{ name: 'Hall', widthInches: '0' }, WALL_MESSAGES.widthInvalid],
    [{ name: 'Hall', widthInches: '-5' }, WALL_MESSAGES.widthInvalid],
    [{ name: 'Hall', widthInches: 'wide' }, WALL_MESSAGES.widthInvalid],
    [{ name: 'Hall', widthInches: '10000' }, WALL_MESSAGES.widthInvalid],
    [{ name: 'Hall', widthInches: 'Infinity' }, WALL_MESSAGES.widthInvalid],
  ])('refuses %j with its message', (fields, message) => {
    expect(firstMessage(wallUploadFieldsSchema.safeParse(fields))).toBe(message);
  });
});

describe('wall update body', () => {
  it('takes a name, a width or both', () => {
    expect(updateWallBodySchema.parse({ name: 'Den' })).toEqual({ name: 'Den' });
    expect(updateWallBodySchema.parse({ widthInches: 150.5 })).toEqual({ widthInches: 150.5 });
  });

  it('refuses an empty body, a blank name and a silly width', () => {
    expect(firstMessage(updateWallBodySchema.safeParse({}))).toBe(WALL_MESSAGES.nothingToUpdate);
    expect(firstMessage(updateWallBodySchema.safeParse({ name: ' ' }))).toBe(MESSAGES.walls.nameRequired);
    expect(firstMessage(updateWallBodySchema.safeParse({ widthInches: 10 }))).toBe(WALL_MESSAGES.widthInvalid);
    expect(firstMessage(updateWallBodySchema.safeParse({ widthInches: '100' }))).toBe(WALL_MESSAGES.widthInvalid);
  });
});
