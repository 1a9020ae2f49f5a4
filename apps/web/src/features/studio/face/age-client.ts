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
let nextJob = 1;
const listeners = new Map<number, (message: FromWorker) => void>();

function ageWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./age.worker.ts', import.meta.url), { type: 'module', name: 'face-ageing' });
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => listeners.get(event.data.job)?.(event.data));
    worker.addEventListener('error', () => {
      // A worker that cannot start (or crashed) fails every job waiting on it; the next photo starts a new one.
      for (const listener of listeners.values()) listener({ type: 'failed', job: 0, message: 'the ageing worker stopped' });
      worker = undefined;
    });
  }
  return worker;
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
        const steps = Object.values(message.timings).reduce((sum, ms) => sum + ms, 0);
        record({ ...message.timings, 'worker-start': Math.max(0, performance.now() - posted - steps) });
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
