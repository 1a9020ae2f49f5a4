import type { ArtworkImage, ImageRef } from '@wallart/shared';
import type { ImageRow } from './images.tables';

/** Where stored files are served (plugins/app/storage.ts). */
const fileUrl = (key: string) => `/uploads/${key}`;

/** An artwork in the API shape (`imageSchema`); storage keys and the owner never leave the server. */
export function toArtworkImage(row: ImageRow): ArtworkImage {
  return {
    _id: row.id,
    kind: row.kind,
    prompt: row.prompt,
    style: row.style,
    palette: row.palette,
    seed: row.seed,
    provider: row.provider,
    width: row.width,
    height: row.height,
    vector: row.vector,
    url: fileUrl(row.originalKey),
    previewUrl: fileUrl(row.previewKey),
    thumbnailUrl: fileUrl(row.thumbnailKey),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What other modules keep of an artwork (decision 022). */
export function toImageRef(row: ImageRow): ImageRef {
  return {
    id: row.id,
    kind: row.kind,
    width: row.width,
    height: row.height,
    vector: row.vector,
    url: fileUrl(row.originalKey),
    previewUrl: fileUrl(row.previewKey),
    thumbnailUrl: fileUrl(row.thumbnailKey),
  };
}
