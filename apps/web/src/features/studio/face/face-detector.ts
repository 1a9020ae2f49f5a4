import * as faceapi from '@vladmandic/face-api';
import type { Point } from '@wallart/imaging';

/** The face to age: the largest one found, with its 68 landmarks and estimated age. */
export interface DetectedFace {
  box: { x: number; y: number; width: number; height: number };
  landmarks: Point[];
  age: number;
}

/** Where detection spent its time, in ms. */
export interface DetectionTimings {
  detect: number;
  landmarksAndAge: number;
}

interface TfTensor {
  dispose(): void;
  data(): Promise<Float32Array | Int32Array | Uint8Array>;
  div(value: number): TfTensor;
  expandDims(axis: number): TfTensor;
}
interface TfGraphModel {
  execute(input: TfTensor): TfTensor;
}
interface TfCore {
  setBackend(name: string): Promise<boolean>;
  setWasmPaths(prefix: string): void;
  env(): { set(flag: string, value: boolean): void };
  ready(): Promise<void>;
  tidy<T>(fn: () => T): T;
  browser: { fromPixels(pixels: ImageData): TfTensor };
  image: { resizeBilinear(images: TfTensor, size: [number, number]): TfTensor };
  loadGraphModel(url: string): Promise<TfGraphModel>;
}
const tf = faceapi.tf as unknown as TfCore;

/**
 * face-api finds no browser in a worker (no document, no HTMLCanvasElement): tell it what the
 * worker has. Only `fetch` (the weights) is used; its inputs here are tensors, never elements.
 */
function workerEnvironment(): Parameters<typeof faceapi.env.setEnv>[0] {
  const unavailable = () => {
    throw new Error('not available in a worker');
  };
  return {
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    Image: ImageBitmap,
    ImageData,
    Video: class {},
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: unavailable,
    createVideoElement: unavailable,
    fetch: (url: string, init?: RequestInit) => fetch(url, init),
    readFile: unavailable,
  } as unknown as Parameters<typeof faceapi.env.setEnv>[0];
}

let loading: Promise<void> | undefined;
/** The person segmentation model, or null when it could not be loaded (the face tab works without it). */
let segmentation: Promise<TfGraphModel | null> = Promise.resolve(null);

/**
 * Loads the three models from our own origin, once (decision 017), and the person segmentation
 * model beside them (decision 061), on TensorFlow.js's WebAssembly backend where it starts
 * (decision 063; the CPU backend otherwise). A segmentation model that fails to load is left out:
 * the hair matte is then worked out from the colours alone.
 */
export function loadModels(modelsUrl: string, withSegmentation = true): Promise<void> {
  loading ??= (async () => {
    faceapi.env.setEnv(workerEnvironment());
    await startBackend(modelsUrl);
    if (withSegmentation) startSegmentationLoad(modelsUrl);
    await Promise.all([
      faceapi.nets.tinyFaceDetector.loadFromUri(modelsUrl),
      faceapi.nets.faceLandmark68Net.loadFromUri(modelsUrl),
      faceapi.nets.ageGenderNet.loadFromUri(modelsUrl),
      segmentation,
    ]);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The segmentation model's graph, in the models' folder (its weights file is beside it). */
export const SEGMENTATION_MODEL = 'selfie.json';
/** MediaPipe Selfie Segmentation's input and output: 256 × 256, RGB in 0..1 in, a person mask out. */
export const SEGMENTATION_SIZE = 256;

/** A person mask of SEGMENTATION_SIZE × SEGMENTATION_SIZE, row-major, 0..1 (1 = the person). */
export interface PersonMask {
  mask: Float32Array;
  width: number;
  height: number;
}

/**
 * The person mask of a portrait (decision 061): the portrait scaled to the model's 256 × 256,
 * once per photo. Null when the model is not loaded or fails: the plan then does without it.
 */
export async function segmentPerson(image: { width: number; height: number; data: Uint8ClampedArray }): Promise<PersonMask | null> {
  const model = await segmentation;
  if (!model) return null;
  try {
    const output = tf.tidy(() => {
      const pixels = tf.browser.fromPixels(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height));
      const input = tf.image.resizeBilinear(pixels, [SEGMENTATION_SIZE, SEGMENTATION_SIZE]).div(255).expandDims(0);
      return model.execute(input);
    });
    try {
      const data = await output.data();
      if (data.length !== SEGMENTATION_SIZE * SEGMENTATION_SIZE) return null;
      return { mask: Float32Array.from(data), width: SEGMENTATION_SIZE, height: SEGMENTATION_SIZE };
    } finally {
      output.dispose();
    }
  } catch {
    return null;
  }
}

/** The TensorFlow.js backend the models run on. */
export type Backend = 'wasm' | 'cpu';
let backend: Backend = 'cpu';
/** The backend the models run on (once loaded): reported with the timings. */
export const backendInUse = (): Backend => backend;

/**
 * TensorFlow.js ready on its WebAssembly backend (decision 063): ten to twenty times the CPU
 * backend's speed for these small convolutional models. Its modules are beside the models (SIMD,
 * or plain where the browser has no SIMD), single-threaded: threads need cross-origin isolation,
 * which the site does not have. Where WebAssembly cannot start (a browser without it, a policy
 * that forbids it), the CPU backend (decisions 017 and 042) does the same work, slower.
 */
async function startBackend(modelsUrl: string): Promise<void> {
  try {
    tf.setWasmPaths(modelsUrl);
    tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
    if (await tf.setBackend('wasm')) {
      await tf.ready();
      backend = 'wasm';
      return;
    }
  } catch {
    // The CPU backend below.
  }
  await tf.setBackend('cpu');
  await tf.ready();
  backend = 'cpu';
}

/** Starts loading the segmentation model; one that fails to load gives no person masks. */
function startSegmentationLoad(modelsUrl: string): void {
  segmentation = tf.loadGraphModel(`${modelsUrl}${SEGMENTATION_MODEL}`).catch(() => null);
}

let segmentationLoading: Promise<void> | undefined;

/**
 * Loads the segmentation model only, once: for a worker that only segments (the ageing worker's
 * helper, decision 061). A model that fails to load gives no person masks.
 */
export function loadSegmentation(modelsUrl: string): Promise<void> {
  segmentationLoading ??= (async () => {
    await startBackend(modelsUrl);
    startSegmentationLoad(modelsUrl);
    await segmentation;
  })().catch(() => undefined);
  return segmentationLoading;
}

/**
 * Detector input sizes, smallest first: the largest face of a portrait or a small group is found
 * at 224 (about a tenth of the work of 608); a photo where it finds nothing is tried again at 416
 * for smaller faces.
 */
export const DETECTOR_INPUT_SIZES = [224, 416] as const;

/**
 * The largest face in the picture, or null when there is none (issue 11: several faces → the
 * largest). Landmarks and age are computed for that face only, not for every face found.
 * `pixels` may be a reduced copy of the photo: `scale` maps its coordinates back to the photo's.
 * `onBox` hears of the largest face's box (in the photo's coordinates) as soon as it is found.
 */
export async function detectLargestFace(
  pixels: ImageData,
  scale: number,
  timings: DetectionTimings,
  onBox?: (box: DetectedFace['box']) => void,
): Promise<DetectedFace | null> {
  const input = tf.browser.fromPixels(pixels) as unknown as faceapi.TNetInput;
  try {
    for (const inputSize of DETECTOR_INPUT_SIZES) {
      let started = performance.now();
      const found = await faceapi.nets.tinyFaceDetector.locateFaces(input, new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: 0.45 }));
      timings.detect += performance.now() - started;
      if (found.length === 0) continue;
      const largest = found.reduce((a, b) => (b.box.area > a.box.area ? b : a));
      // The box is known before the landmarks: work that needs only the box may start.
      onBox?.({ x: largest.box.x / scale, y: largest.box.y / scale, width: largest.box.width / scale, height: largest.box.height / scale });
      started = performance.now();
      const [result] = await new faceapi.DetectAllFaceLandmarksTask(Promise.resolve([faceapi.extendWithFaceDetection({}, largest)]), input, false).withAgeAndGender();
      timings.landmarksAndAge += performance.now() - started;
      if (!result) continue;
      const { x, y, width, height } = result.detection.box;
      return {
        box: { x: x / scale, y: y / scale, width: width / scale, height: height / scale },
        landmarks: result.landmarks.positions.map((p) => ({ x: p.x / scale, y: p.y / scale })),
        age: result.age,
      };
    }
    return null;
  } finally {
    (input as unknown as { dispose(): void }).dispose();
  }
}
