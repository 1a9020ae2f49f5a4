/** The face tab's messages between the page and its ageing worker (age.worker.ts). */
import type { Backend } from './face-detector';

/** Milliseconds per step, for `npm run bench -- face-tab` (performance measures named `face:<step>`). */
export type StepTimings = Record<string, number>;

export type ToWorker =
  | { type: 'prepare'; job: number; file: Blob; modelsUrl: string }
  | { type: 'render'; job: number; ages: number[] }
  /** The page started a segmentation helper: `ports[0]` reaches it (decision 061). */
  | { type: 'helper-port'; job: 0 }
  /** The helper stopped: do without it. */
  | { type: 'helper-gone'; job: 0 }
  /** This instance is the helper: `ports[0]` reaches the ageing worker; load the model from `modelsUrl`. */
  | { type: 'be-helper'; job: 0; modelsUrl: string };

export type FromWorker =
  /** `backend`: what the models ran on (decision 063), reported to `npm run bench -- face-tab`. */
  | { type: 'prepared'; job: number; before: Blob; estimatedAge: number; width: number; height: number; timings: StepTimings; backend: Backend }
  | { type: 'no-face'; job: number; timings: StepTimings }
  | { type: 'portrait'; job: number; index: number; age: number; blob: Blob; width: number; height: number; timings: StepTimings }
  | { type: 'failed'; job: number; message: string };

/**
 * Between the ageing worker and its helper, a second instance of the same worker (started by the
 * page, which is idle, and joined to the first by a MessageChannel) that segments the portrait
 * while the first finds the landmarks and the age (decision 061).
 */
export type ToHelper = { type: 'segment'; job: number; width: number; height: number; data: Uint8ClampedArray };

export interface FromHelper {
  type: 'person';
  job: number;
  /** The person mask (row-major, 0..1), or null when the model is not there or failed. */
  person: { mask: Float32Array; width: number; height: number } | null;
  /** The segmentation's own time in the helper, ms. */
  ms: number;
}
