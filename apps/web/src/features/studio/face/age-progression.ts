import { ageProgressionAges } from '@wallart/shared';
import type { AgingJob } from './age-client';
import { portraitLabel, type AgedPortraits } from './face-rules';

/** The ageing worker's client: loaded when a photo is chosen, never on the wall tab. */
export const loadAgeClient = () => import('./age-client');

/**
 * The four aged portraits from the photo's job (the worker finds the face and ages it); null when
 * the photo has no face. `onProgress` gets the portraits so far, each as soon as it is ready and
 * `shown` (the spec's spinner) has passed.
 */
export async function ageProgression(
  job: AgingJob,
  targetAge: number,
  prompt: string,
  shown: Promise<unknown>,
  onProgress: (portraits: AgedPortraits) => void,
): Promise<AgedPortraits | null> {
  const found = await job.prepared;
  if (!found) return null;
  const ages = ageProgressionAges(targetAge);
  const portraits: AgedPortraits = { before: { url: URL.createObjectURL(found.before), estimatedAge: found.estimatedAge }, results: [], ages };
  let visible = false;
  const show = () => {
    if (visible) onProgress({ ...portraits, results: [...portraits.results] });
  };
  void shown.then(() => {
    visible = true;
    show();
  });
  await job.render(ages, ({ age, blob, width, height }) => {
    const url = URL.createObjectURL(blob);
    const label = portraitLabel(prompt, age);
    portraits.results.push({ age, artwork: { imageId: null, url, fullUrl: url, width, height, vector: false, kind: 'face', label } });
    show();
  });
  await shown;
  return portraits;
}
