/** The face tab's messages between the page and its ageing worker (age.worker.ts). */

/** Milliseconds per step, for `npm run bench -- face-tab` (performance measures named `face:<step>`). */
export type StepTimings = Record<string, number>;

export type ToWorker =
  | { type: 'prepare'; job: number; file: Blob; modelsUrl: string }
  | { type: 'render'; job: number; ages: number[] };

export type FromWorker =
  | { type: 'prepared'; job: number; before: Blob; estimatedAge: number; width: number; height: number; timings: StepTimings }
  | { type: 'no-face'; job: number; timings: StepTimings }
  | { type: 'portrait'; job: number; index: number; age: number; blob: Blob; width: number; height: number; timings: StepTimings }
  | { type: 'failed'; job: number; message: string };
