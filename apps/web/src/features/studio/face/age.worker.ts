/**
 * The face tab's heavy work, off the page's main thread (issue 20 "Fast"): face-api's detection,
 * the portrait crop, the shared ageing effects and the JPEG encoding, on OffscreenCanvas. The page
 * sends a photo as soon as it is chosen ('prepare': models, detection, the age-independent plan)
 * and the ages on Generate ('render'); each portrait is posted back as soon as it is ready.
 *
 * The person segmentation (decision 061) runs in a helper: a second instance of this worker,
 * started by the page (its thread is idle; a worker started by this one could not even load its
 * script while this one computes) and joined to this one by a MessageChannel. It is given the
 * portrait as soon as the face's box is known, so on two cores it runs while this one finds the
 * landmarks and the age. Without a helper this worker segments after the landmarks; if the helper
 * fails or does not answer in time, the plan does without the person mask.
 */
import type { AgingPlan, PixelImage } from '@wallart/imaging';
import type { FromHelper, FromWorker, StepTimings, ToHelper, ToWorker } from './age-messages';
import { backendInUse, detectLargestFace, loadModels, loadSegmentation, segmentPerson, type DetectedFace, type PersonMask } from './face-detector';
import { encodeJpeg, faceInPortrait, photoPixels, planPortrait, portraitCrop, portraitFrame, portraitPixels, renderAgedPortrait, type PortraitFrame } from './render-aged';

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

/** How long the ageing worker waits for its helper's person mask before doing without. */
const HELPER_WAIT_MS = 15_000;

interface Helper {
  port: MessagePort;
  waiting: Map<number, (result: FromHelper | null) => void>;
}
/** The segmentation helper's channel, when the page started one (decision 061). */
let helper: Helper | null = null;

function joinHelper(port: MessagePort): void {
  const waiting = new Map<number, (result: FromHelper | null) => void>();
  port.onmessage = (event: MessageEvent<FromHelper>) => {
    waiting.get(event.data.job)?.(event.data);
    waiting.delete(event.data.job);
  };
  helper = { port, waiting };
}

function leaveHelper(): void {
  for (const done of helper?.waiting.values() ?? []) done(null);
  helper = null;
}

/** The helper's person mask of a portrait, or null (a failure, or no answer in time). */
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
    h.port.postMessage({ type: 'segment', job, width: image.width, height: image.height, data } satisfies ToHelper, [data.buffer]);
  });
}

/** Only the latest photo is kept: choosing another one makes earlier work moot. */
let current: { job: number; prepared: Promise<Prepared | null> } | undefined;

const since = (started: number) => Math.round(performance.now() - started);

/** The helper's side: load the segmentation model at once, and segment each portrait it is given. */
function beHelper(port: MessagePort, modelsUrl: string): void {
  const models = loadSegmentation(modelsUrl);
  port.onmessage = (event: MessageEvent<ToHelper>) => {
    const message = event.data;
    const reply = (person: PersonMask | null, ms: number) =>
      port.postMessage({ type: 'person', job: message.job, person, ms } satisfies FromHelper, person ? [person.mask.buffer] : []);
    void (async () => {
      await models;
      const started = performance.now();
      reply(await segmentPerson({ width: message.width, height: message.height, data: message.data }), since(started));
    })().catch(() => reply(null, 0));
  };
}

async function prepare(job: number, file: Blob, modelsUrl: string): Promise<Prepared | null> {
  const timings: StepTimings = {};
  let started = performance.now();
  // The helper loads the segmentation model meanwhile; without a helper this worker segments.
  const h = helper;
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
    // The portrait sent early is used when the landmarks are of the same box (a second detector
    // size may have found another face).
    const sent = early;
    if (sent && (['x', 'y', 'width', 'height'] as const).every((k) => sent.box[k] === found.box[k])) {
      image = sent.image;
      face = faceInPortrait(found, sent.frame);
      const result = await sent.person;
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
    scope.postMessage({ type: 'prepared', job, before, estimatedAge: face.age, width: image.width, height: image.height, timings, backend: backendInUse() });
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
  if (message.type === 'be-helper' || message.type === 'helper-port') {
    const port = event.ports[0];
    if (port && message.type === 'be-helper') beHelper(port, message.modelsUrl);
    else if (port) joinHelper(port);
    return;
  }
  if (message.type === 'helper-gone') {
    leaveHelper();
    return;
  }
  const fail = (error: unknown) => scope.postMessage({ type: 'failed', job: message.job, message: error instanceof Error ? error.message : String(error) });
  if (message.type === 'prepare') {
    const prepared = prepare(message.job, message.file, message.modelsUrl);
    current = { job: message.job, prepared: prepared.catch(() => null) };
    prepared.catch(fail);
  } else {
    render(message.job, message.ages).catch(fail);
  }
});
