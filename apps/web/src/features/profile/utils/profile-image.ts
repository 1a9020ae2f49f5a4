import { isAllowedMimeType, MAX_UPLOAD_BYTES, MESSAGES, PROFILE_IMAGE_MIME_TYPES } from '@wallart/shared';

/** docs/product/accounts.md#profile: an image type (jpg, png, gif) under 5 MB. Returns the message, or null when the file is fine. */
export function profileImageError(file: File): string | null {
  if (!isAllowedMimeType(PROFILE_IMAGE_MIME_TYPES, file.type) || file.size === 0) return MESSAGES.profile.imageType;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.profile.imageTooLarge;
  return null;
}
