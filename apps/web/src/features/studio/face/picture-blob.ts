/**
 * The pixels of a picture the page shows, as a JPEG Blob. The CSP's `connect-src 'self'` forbids
 * fetching a `blob:` URL, but an image may load one (`img-src blob:`), so the picture is drawn
 * again instead: a render's own JPEG at 0.92, the size unchanged.
 */
export async function pictureBlob(url: string): Promise<Blob> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('could not encode the portrait'))), 'image/jpeg', 0.92));
}
