import { ageWithProvider } from '../api/aging-api';
import { pictureBlob } from './picture-blob';

/**
 * The photorealistic versions of the face tab's portraits (issue 20, decision 045): the portrait
 * crop is sent once per age, all four at once, and each answer is handed over as soon as it
 * arrives (`onAged`, with an object URL of the picture and its size). Resolves to how many failed; the caller
 * keeps its in-browser portrait for those and says so.
 */
export async function agePortraitsWithProvider(
  portraitUrl: string,
  ages: readonly number[],
  onAged: (index: number, picture: { url: string; width: number; height: number }) => void,
  signal?: AbortSignal,
): Promise<number> {
  const portrait = await pictureBlob(portraitUrl);
  const outcomes = await Promise.allSettled(
    ages.map(async (age, index) => {
      const picture = await ageWithProvider(portrait, age, signal);
      if (signal?.aborted) return;
      // Its own size (the service may answer another shape): print readiness reads it.
      const bitmap = await createImageBitmap(picture);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      onAged(index, { url: URL.createObjectURL(picture), ...size });
    }),
  );
  return outcomes.filter((o) => o.status === 'rejected').length;
}
