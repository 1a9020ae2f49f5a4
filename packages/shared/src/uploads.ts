/** Upload limits of docs/product/studio.md#artwork-uploads, checked in the browser and enforced by the server. */

/** Upload and profile image limit: 5 MB (docs/product/accounts.md#profile). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Wall background types: JPEG, PNG, GIF, WEBP (docs/product/visualizer.md#wall-upload). */
export const WALL_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Profile pictures: the types its message names, 'jpg, png, gif' (docs/product/accounts.md#profile). */
export const PROFILE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Age-progression photos: 'png, jpg, jpeg' (docs/product/studio.md#face-tab). */
export const AGE_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export type WallImageMimeType = (typeof WALL_IMAGE_MIME_TYPES)[number];

/** The HTML accept attribute for a list of MIME types. */
export function acceptAttribute(types: readonly string[]): string {
  return types.join(',');
}

export function isAllowedMimeType(types: readonly string[], mimeType: string): boolean {
  return types.includes(mimeType.trim().toLowerCase());
}

export function isAllowedWallImageType(mimeType: string): boolean {
  return isAllowedMimeType(WALL_IMAGE_MIME_TYPES, mimeType);
}

/** A file within the 5 MB limit (exactly 5 MB is allowed; empty files are not). */
export function isWithinUploadLimit(bytes: number): boolean {
  return Number.isInteger(bytes) && bytes > 0 && bytes <= MAX_UPLOAD_BYTES;
}
