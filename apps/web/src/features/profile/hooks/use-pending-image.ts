import { useCallback, useEffect, useRef, useState } from 'react';

interface PendingImage {
  file: File;
  /** An object URL for the preview, or null where the browser cannot make one. */
  previewUrl: string | null;
}

/** A chosen picture not yet saved, with its preview URL; each URL is released when replaced, dropped or unmounted. */
export function usePendingImage() {
  const [pending, setPending] = useState<PendingImage | null>(null);
  const currentUrl = useRef<string | null>(null);

  const release = () => {
    if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    currentUrl.current = null;
  };
  useEffect(() => release, []);

  const pick = useCallback((file: File) => {
    release();
    const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    currentUrl.current = previewUrl;
    setPending({ file, previewUrl });
  }, []);

  const drop = useCallback(() => {
    release();
    setPending(null);
  }, []);

  return { file: pending?.file ?? null, previewUrl: pending?.previewUrl ?? null, pick, drop };
}
