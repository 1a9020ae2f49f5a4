import { describe, expect, it } from 'vitest';
import {
  AGE_PHOTO_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  PROFILE_IMAGE_MIME_TYPES,
  WALL_IMAGE_MIME_TYPES,
  acceptAttribute,
  isAllowedMimeType,
  isAllowedWallImageType,
  isWithinUploadLimit,
} from './uploads';

describe('upload limits', () => {
  it('is 5 MB, inclusive', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
    expect(isWithinUploadLimit(1)).toBe(true);
    expect(isWithinUploadLimit(MAX_UPLOAD_BYTES)).toBe(true);
    expect(isWithinUploadLimit(MAX_UPLOAD_BYTES + 1)).toBe(false);
  });

  it('rejects empty or impossible sizes', () => {
    expect(isWithinUploadLimit(0)).toBe(false);
    expect(isWithinUploadLimit(-1)).toBe(false);
    expect(isWithinUploadLimit(1.5)).toBe(false);
    expect(isWithinUploadLimit(Number.NaN)).toBe(false);
  });
});

describe('image types', () => {
  it('allows JPEG, PNG, GIF and WEBP walls', () => {
    expect(WALL_IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
    for (const type of WALL_IMAGE_MIME_TYPES) expect(isAllowedWallImageType(type)).toBe(true);
    expect(isAllowedWallImageType('IMAGE/PNG')).toBe(true);
  });

  it.each(['image/svg+xml', 'image/bmp', 'image/heic', 'text/html', 'application/pdf', ''])('rejects %j as a wall', (type) => {
    expect(isAllowedWallImageType(type)).toBe(false);
  });

  it('limits profile pictures and age photos to the types their messages name', () => {
    expect(PROFILE_IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif']);
    expect(isAllowedMimeType(PROFILE_IMAGE_MIME_TYPES, 'image/webp')).toBe(false);
    expect(AGE_PHOTO_MIME_TYPES).toEqual(['image/jpeg', 'image/png']);
    expect(isAllowedMimeType(AGE_PHOTO_MIME_TYPES, 'image/gif')).toBe(false);
  });

  it('builds an accept attribute', () => {
    expect(acceptAttribute(WALL_IMAGE_MIME_TYPES)).toBe('image/jpeg,image/png,image/gif,image/webp');
  });
});
