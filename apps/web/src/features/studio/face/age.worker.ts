/**
 * The face tab's heavy work, off the page's main thread (issue 20 "Fast"): face-api's detection,
 * the portrait crop, the shared ageing effects and the JPEG encoding, on OffscreenCanvas. The page
 * sends a photo as soon as it is chosen ('prepare': models, detection, the age-independent plan)
 * and the ages on Generate ('render'); each portrait is posted back as soon as it is ready.
 */
import type { AgingPlan, PixelImage } from '@wallart/shared';
import type { FromWorker, StepTimings, ToWorker } from './age-messages';
import { detectLargestFace, loadModels, type DetectedFace } from './face-detector';
import { encodeJpeg, photoPixels, planPortrait, portraitCrop, renderAgedPortrait } from './render-aged';

/** Detection works on a reduced copy: the detector sees at most 416 px and landmarks 112 px of the face. */
const DETECTION_MAX_SIDE = 1024;

interface Prepared {
  image: PixelImage;
  face: DetectedFace;
  plan: AgingPlan;
}

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

/** Only the latest photo is kept: choosing another one makes earlier work moot. */
let current: { job: number; prepared: Promise<Prepared | null> } | undefined;

const since = (started: number) => Math.round(performance.now() - started);

async function prepare(job: number, file: Blob, modelsUrl: string): Promise<Prepared | null> {
  const timings: StepTimings = {};
  let started = performance.now();
  await loadModels(modelsUrl);
  timings['model-load'] = since(started);
  started = performance.now();
  const bitmap = await createImageBitmap(file);
  try {
    const { pixels, scale } = photoPixels(bitmap, DETECTION_MAX_SIDE);
    timings.decode = since(started);
    const detection = { detect: 0, landmarksAndAge: 0 };
    const found = await detectLargestFace(pixels, scale, detection);
    timings.detect = Math.round(detection.detect);
    timings['landmarks-age'] = Math.round(detection.landmarksAndAge);
    if (!found) {
      scope.postMessage({ type: 'no-face', job, timings });
      return null;
    }
    started = performance.now();
    const { image, face } = portraitCrop(bitmap, found);
    const plan = planPortrait(image, face);
    timings.plan = since(started);
    started = performance.now();
    const before = await encodeJpeg(image);
    timings['encode-before'] = since(started);
    scope.postMessage({ type: 'prepared', job, before, estimatedAge: face.age, width: image.width, height: image.height, timings });
    return { image, face, plan };
  } finally {
    bitmap.close();
  }
}

async function render(job: number, ages: number[]): Promise<void> {
  if (!current || current.job !== job) return;
  const prepared = await current.prepared;
  if (!prepared) return;
  for (const [index, age] of ages.entries()) {
    // A newer photo arrived meanwhile: stop.
    if (current.job !== job) return;
    let started = performance.now();
    const aged = renderAgedPortrait(prepared.image, prepared.plan, prepared.face.age, age, index);
    const timings: StepTimings = { [`age-${index + 1}-render`]: since(started) };
    started = performance.now();
    const blob = await encodeJpeg(aged);
    timings[`age-${index + 1}-encode`] = since(started);
    scope.postMessage({ type: 'portrait', job, index, age, blob, width: aged.width, height: aged.height, timings });
  }
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  const fail = (error: unknown) => scope.postMessage({ type: 'failed', job: message.job, message: error instanceof Error ? error.message : String(error) });
  if (message.type === 'prepare') {
    const prepared = prepare(message.job, message.file, message.modelsUrl);
    current = { job: message.job, prepared: prepared.catch(() => null) };
    prepared.catch(fail);
  } else {
    render(message.job, message.ages).catch(fail);
  }
});
