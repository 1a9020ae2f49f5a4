import { useEffect, useState } from 'react';
import { loadImage } from './art-render';

/** The decoded image at `url` (null while it loads, or when there is none or it fails). */
export function useLoadedImage(url: string | null | undefined): HTMLImageElement | null {
  const [loaded, setLoaded] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    loadImage(url).then(
      (image) => live && setLoaded({ url, image }),
      () => live && setLoaded(null),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return url && loaded?.url === url ? loaded.image : null;
}
