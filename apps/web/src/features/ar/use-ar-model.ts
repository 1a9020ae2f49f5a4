import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { useEffect, useMemo, useState } from 'react';
import { getSessionToken } from '../../lib/session-token';
import { arModelUrls, type ArChoice } from './ar-link';

/**
 * Where <model-viewer> reads the model from (docs/product/ar.md#display). A guest's request needs no
 * token, so the model's own URLs are given: Scene Viewer (Android) and Quick Look (iOS) fetch them
 * themselves. A signed-in visitor's may be an artwork of their own, which only their token opens:
 * the files are fetched with it here, with progress, and handed over as object URLs (WebXR and
 * Quick Look read those; Scene Viewer cannot).
 */
export type ArModelSource =
  | { state: 'loading'; received: number; total: number | null }
  | { state: 'ready'; src: string; iosSrc: string | null; ownFetch: boolean }
  | { state: 'failed'; message: string };

/** True where model-viewer would use AR Quick Look (Safari on iOS: `<a rel="ar">`). */
export function quickLookCandidate(): boolean {
  try {
    return document.createElement('a').relList.supports('ar');
  } catch {
    return false;
  }
}

/** The JSON error's message of a failed model request, or a general one. */
export async function modelErrorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.status === 404) return i18n._(msg`This artwork could not be found. It may have been deleted, or it belongs to an account: sign in with that account on this device.`);
  if (typeof body?.message === 'string') return body.message;
  return i18n._(msg`The 3D model could not be made right now. Please try again in a moment.`);
}

async function fetchAsObjectUrl(url: string, token: string, onProgress?: (received: number, total: number | null) => void): Promise<string> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(await modelErrorMessage(response));
  const total = Number(response.headers.get('content-length')) || null;
  if (!response.body || !onProgress) return URL.createObjectURL(await response.blob());
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received, total);
  }
  return URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }));
}

const WAITING: ArModelSource = { state: 'loading', received: 0, total: null };

export function useArModel(choice: ArChoice): ArModelSource {
  const { artwork, size, frame, style, texture } = choice;
  const key = `${artwork}|${size}|${frame}|${style ?? ''}|${texture ?? ''}`;
  const token = getSessionToken();
  // A signed-in visitor's model is fetched with the token (it may be their private artwork); the
  // answer is kept with the choice it was made for, so a new choice shows 'loading' at once.
  const [fetched, setFetched] = useState<{ key: string; source: ArModelSource } | null>(null);
  useEffect(() => {
    if (!token) return;
    const urls = arModelUrls({ artwork, size, frame, style, texture });
    let cancelled = false;
    const made: string[] = [];
    const show = (source: ArModelSource) => {
      if (!cancelled) setFetched({ key, source });
    };
    void (async () => {
      try {
        const src = await fetchAsObjectUrl(urls.glb, token, (received, total) => show({ state: 'loading', received, total }));
        made.push(src);
        const iosSrc = quickLookCandidate() ? await fetchAsObjectUrl(urls.usdz, token) : null;
        if (iosSrc) made.push(iosSrc);
        show({ state: 'ready', src, iosSrc, ownFetch: true });
      } catch (error) {
        show({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [artwork, size, frame, style, texture, key, token]);
  // One object per choice (the view's effect depends on it: a new object would rebuild the viewer).
  const guest = useMemo<ArModelSource>(() => {
    const urls = arModelUrls({ artwork, size, frame, style, texture });
    return { state: 'ready', src: urls.glb, iosSrc: urls.usdz, ownFetch: false };
  }, [artwork, size, frame, style, texture]);
  if (!token) return guest;
  return fetched?.key === key ? fetched.source : WAITING;
}
