import { FACE_MODELS_URL } from 'virtual:face-models';
import type { FromWorker, StepTimings, ToWorker } from './age-messages';

/** The photo as the results show it: the portrait crop, and the age face-api estimates. */
export interface PreparedPhoto {
  before: Blob;
  estimatedAge: number;
}

export interface AgedPortrait {
  index: number;
  age: number;
  blob: Blob;
  width: number;
  height: number;
}

/** One chosen photo being aged in the worker. */
export interface AgingJob {
  /** Detection and the age-independent work; null when the photo has no face. Rejects on failure. */
  prepared: Promise<PreparedPhoto | null>;
  /** Renders the ages; `onPortrait` gets each as soon as it is ready. Resolves after the last one. */
  render(ages: readonly number[], onPortrait: (portrait: AgedPortrait) => void): Promise<void>;
}

let worker: Worker | undefined;
/** The ageing worker's segmentation helper (decision 061). */
let segmentationHelper: Worker | undefined;
let nextJob = 1;
const listeners = new Map<number, (message: FromWorker) => void>();

function ageWorker(): Worker {
  if (!worker) {
    const started = new Worker(new URL('./age.worker.ts', import.meta.url), { type: 'module', name: 'face-ageing' });
    worker = started;
    started.addEventListener('message', (event: MessageEvent<FromWorker>) => listeners.get(event.data.job)?.(event.data));
    started.addEventListener('error', () => {
      // A worker that cannot start (or crashed) fails every job waiting on it; the next photo starts a new one.
      for (const listener of listeners.values()) listener({ type: 'failed', job: 0, message: 'the ageing worker stopped' });
      worker = undefined;
      // Its helper goes with it; the next photo starts both again.
      segmentationHelper?.terminate();
      segmentationHelper = undefined;
    });
    startHelper(started);
  }
  return worker;
}

/**
 * A second instance of the ageing worker's script (the same file: nothing more to fetch) that only
 * segments the portrait, joined to the ageing worker by a MessageChannel (decision 061). Started
 * here because the page's thread is idle; if it cannot start or stops, the ageing worker does
 * without it.
 */
function startHelper(ageing: Worker): void {
  try {
    const helper = new Worker(new URL('./age.worker.ts', import.meta.url), { type: 'module', name: 'face-segmentation' });
    const channel = new MessageChannel();
    helper.addEventListener('error', () => {
      ageing.postMessage({ type: 'helper-gone', job: 0 } satisfies ToWorker);
      helper.terminate();
    });
    segmentationHelper = helper;
    helper.postMessage({ type: 'be-helper', job: 0, modelsUrl: FACE_MODELS_URL } satisfies ToWorker, [channel.port2]);
    ageing.postMessage({ type: 'helper-port', job: 0 } satisfies ToWorker, [channel.port1]);
  } catch {
    // No helper: the ageing worker segments after the landmarks.
  }
}

/** Each step's time as a performance measure `face:<step>`, read by `npm run bench -- face-tab`. */
function record(timings: StepTimings): void {
  const now = performance.now();
  for (const [step, ms] of Object.entries(timings)) performance.measure(`face:${step}`, { start: Math.max(0, now - ms), duration: ms });
}

/**
 * Starts ageing a photo as soon as it is chosen: the worker loads the models, finds the face and
 * plans the effects while the visitor sets the age. Choosing another photo supersedes this job.
 */
export function startAging(file: Blob): AgingJob {
  const job = nextJob++;
  const posted = performance.now();
  for (const key of listeners.keys()) listeners.delete(key);
  let portraitListener: ((message: FromWorker) => void) | undefined;
  const prepared = new Promise<PreparedPhoto | null>((resolve, reject) => {
    listeners.set(job, (message) => {
      if (message.type === 'prepared') {
        // What the steps do not cover: starting the worker (fetching and compiling face-api) and messaging.
        // The helper's segmentation ran beside the other steps (decision 061): only its wait counts.
        const steps = Object.entries(message.timings).reduce((sum, [step, ms]) => (step.endsWith('-helper') ? sum : sum + ms), 0);
        record({ ...message.timings, 'worker-start': Math.max(0, performance.now() - posted - steps) });
        performance.mark(`face-backend:${message.backend}`);
        resolve({ before: message.before, estimatedAge: message.estimatedAge });
      } else if (message.type === 'no-face') {
        record(message.timings);
        resolve(null);
      } else if (message.type === 'failed') {
        reject(new Error(message.message));
        portraitListener?.(message);
      } else {
        portraitListener?.(message);
      }
    });
  });
  const send = (message: ToWorker) => ageWorker().postMessage(message);
  send({ type: 'prepare', job, file, modelsUrl: FACE_MODELS_URL });
  return {
    prepared,
    render: (ages, onPortrait) =>
      new Promise<void>((resolve, reject) => {
        let left = ages.length;
        portraitListener = (message) => {
          if (message.type === 'failed') reject(new Error(message.message));
          if (message.type !== 'portrait') return;
          record(message.timings);
          onPortrait({ index: message.index, age: message.age, blob: message.blob, width: message.width, height: message.height });
          if (--left === 0) resolve();
        };
        prepared.then((found) => (found ? send({ type: 'render', job, ages: [...ages] }) : resolve()), reject);
      }),
  };
}
