/**
 * The wall photos' bytes, fetched once and kept for the last few walls: the visualizer decodes a
 * wall at the stage's size and the composite again at the preview's size, from the same bytes
 * (a 4000 × 3000 photo is a few MB; the HTTP cache would serve it, but not without a copy).
 */
const KEEP = 3;
const blobs = new Map<string, Promise<Blob>>();

export function wallPhotoBlob(url: string): Promise<Blob> {
  const known = blobs.get(url);
  if (known) {
    // Most recently used last.
    blobs.delete(url);
    blobs.set(url, known);
    return known;
  }
  const loading = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
    return response.blob();
  });
  loading.catch(() => blobs.delete(url));
  blobs.set(url, loading);
  while (blobs.size > KEEP) blobs.delete(blobs.keys().next().value!);
  return loading;
}
