/**
 * The face tab's heavy work, off the page's main thread (issue 20 "Fast"): face-api's detection,
 * the portrait crop, the shared ageing effects and the JPEG encoding, on OffscreenCanvas. The page
 * sends a photo as soon as it is chosen ('prepare': models, detection, the age-independent plan)
 * and the ages on Generate ('render'); each portrait is posted back as soon as it is ready.
 *
 * The person segmentation (decision 061) runs in a helper: a second instance of this worker,
 * started by the first, given the portrait as soon as the face's box is known. On two cores it
 * runs while the first finds the landmarks and the age. Where a worker cannot start one, or it
 * fails, the plan does without the person mask.
 */
import type { AgingPlan, PixelImage } from '@wallart/shared';
import type { FromHelper, FromWorker, StepTimings, ToHelper, ToWorker } from './age-messages';
import { detectLargestFace, loadModels, loadSegmentation, segmentPerson, type DetectedFace, type PersonMask } from './face-detector';
import { encodeJpeg, faceInPortrait, photoPixels, planPortrait, portraitCrop, portraitFrame, portraitPixels, renderAgedPortrait, type PortraitFrame } from './render-aged';

/** Detection works on a reduced copy: the detector sees at most 416 px and landmarks 112 px of the face. */
const DETECTION_MAX_SIDE = 1024;

interface Prepared {
  image: PixelImage;
  face: DetectedFace;
  plan: AgingPlan;
}

const scope = self as unknown as {
  location: { href: string };
  postMessage(message: FromWorker | FromHelper, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker | ToHelper>) => void): void;
};

/** How long the ageing worker waits for its helper's person mask before doing without. */
const HELPER_WAIT_MS = 15_000;

interface Helper {
  worker: Worker;
  waiting: Map<number, (result: FromHelper | null) => void>;
}
/** The segmentation helper; null when it cannot be started (or stopped), undefined before the first photo. */
let helper: Helper | null | undefined;

function segmentationHelper(modelsUrl: string): Helper | null {
  if (helper !== undefined) return helper;
  try {
    const worker = new Worker(new URL(scope.location.href), { type: 'module', name: 'face-segmentation' });
    const waiting = new Map<number, (result: FromHelper | null) => void>();
    worker.addEventListener('message', (event: MessageEvent<FromHelper>) => {
      waiting.get(event.data.job)?.(event.data);
      waiting.delete(event.data.job);
    });
    worker.addEventListener('error', () => {
      for (const done of waiting.values()) done(null);
      waiting.clear();
      helper = null;
    });
    worker.postMessage({ type: 'segment-load', job: 0, modelsUrl } satisfies ToHelper);
    helper = { worker, waiting };
  } catch {
    helper = null;
  }
  return helper;
}

/** The helper's person mask of a portrait, or null (no helper, a failure, or no answer in time). */
function segmentInHelper(h: Helper, job: number, image: PixelImage): Promise<FromHelper | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      h.waiting.delete(job);
      resolve(null);
    }, HELPER_WAIT_MS);
    h.waiting.set(job, (result) => {
      clearTimeout(timer);
      resolve(result);
    });
    const data = new Uint8ClampedArray(image.data);
    h.worker.postMessage({ type: 'segment', job, width: image.width, height: image.height, data } satisfies ToHelper, [data.buffer]);
  });
}

/** The helper's side: load the segmentation model, and segment each portrait it is given. */
let helperModels = Promise.resolve();
async function segmentForParent(message: Extract<ToHelper, { type: 'segment' }>): Promise<void> {
  await helperModels;
  const started = performance.now();
  const person = await segmentPerson({ width: message.width, height: message.height, data: message.data });
  const reply: FromHelper = { type: 'person', job: message.job, person, ms: since(started) };
  scope.postMessage(reply, person ? [person.mask.buffer] : []);
}

/** Only the latest photo is kept: choosing another one makes earlier work moot. */
let current: { job: number; prepared: Promise<Prepared | null> } | undefined;

const since = (started: number) => Math.round(performance.now() - started);

async function prepare(job: number, file: Blob, modelsUrl: string): Promise<Prepared | null> {
  const timings: StepTimings = {};
  let started = performance.now();
  // The helper loads the segmentation model meanwhile; without a helper this worker segments.
  const h = segmentationHelper(modelsUrl);
  await loadModels(modelsUrl, h === null);
  timings['model-load'] = since(started);
  started = performance.now();
  const bitmap = await createImageBitmap(file);
  try {
    const { pixels, scale } = photoPixels(bitmap, DETECTION_MAX_SIDE);
    timings.decode = since(started);
    const detection = { detect: 0, landmarksAndAge: 0 };
    // As soon as the face's box is known, the portrait goes to the helper to be segmented.
    let early: { box: DetectedFace['box']; frame: PortraitFrame; image: PixelImage; person: Promise<FromHelper | null> } | undefined;
    let crop = 0;
    const found = await detectLargestFace(pixels, scale, detection, (box) => {
      if (!h || early) return;
      const cropStarted = performance.now();
      const frame = portraitFrame(bitmap, box);
      const image = portraitPixels(bitmap, frame);
      crop += since(cropStarted);
      early = { box, frame, image, person: segmentInHelper(h, job, image) };
    });
    timings.detect = Math.round(detection.detect);
    timings['landmarks-age'] = Math.round(detection.landmarksAndAge);
    if (!found) {
      scope.postMessage({ type: 'no-face', job, timings });
      return null;
    }
    started = performance.now();
    // The person mask bounds the hair matte (decision 061); without it the plan still works.
    let image: PixelImage;
    let face: DetectedFace;
    let person: PersonMask | null;
    const sameBox = early && (['x', 'y', 'width', 'height'] as const).every((k) => early!.box[k] === found.box[k]);
    if (early && sameBox) {
      image = early.image;
      face = faceInPortrait(found, early.frame);
      const result = await early.person;
      person = result?.person ?? null;
      if (result) timings['segment-helper'] = result.ms;
    } else {
      const cropStarted = performance.now();
      ({ image, face } = portraitCrop(bitmap, found));
      crop += since(cropStarted);
      person = await segmentPerson(image);
    }
    // The time this worker waited for the person mask (or segmented itself).
    timings.segment = since(started);
    started = performance.now();
    const plan = planPortrait(image, face, person);
    timings.plan = crop + since(started);
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
  if (message.type === 'segment-load') {
    helperModels = loadSegmentation(message.modelsUrl);
  } else if (message.type === 'segment') {
    segmentForParent(message).catch(() => scope.postMessage({ type: 'person', job: message.job, person: null, ms: 0 }));
  } else if (message.type === 'prepare') {
    const prepared = prepare(message.job, message.file, message.modelsUrl);
    current = { job: message.job, prepared: prepared.catch(() => null) };
    prepared.catch(fail);
  } else {
    render(message.job, message.ages).catch(fail);
  }
});
