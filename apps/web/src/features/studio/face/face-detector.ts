import * as faceapi from '@vladmandic/face-api';
import type { Point } from '@wallart/shared';

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

interface TfCore {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  browser: { fromPixels(pixels: ImageData): { dispose(): void } };
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

/**
 * Loads the three models from our own origin, once (decision 017). The CPU backend: in a
 * one-shot detection it beats WebGL even with a GPU-less software renderer (WebGL compiles a
 * shader per layer on first use), and WASM would need `'wasm-unsafe-eval'` in the CSP (decision 042).
 */
export function loadModels(modelsUrl: string): Promise<void> {
  loading ??= (async () => {
    faceapi.env.setEnv(workerEnvironment());
    await tf.setBackend('cpu');
    await tf.ready();
    await Promise.all([
      faceapi.nets.tinyFaceDetector.loadFromUri(modelsUrl),
      faceapi.nets.faceLandmark68Net.loadFromUri(modelsUrl),
      faceapi.nets.ageGenderNet.loadFromUri(modelsUrl),
    ]);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
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
 */
export async function detectLargestFace(pixels: ImageData, scale: number, timings: DetectionTimings): Promise<DetectedFace | null> {
  const input = tf.browser.fromPixels(pixels) as unknown as faceapi.TNetInput;
  try {
    for (const inputSize of DETECTOR_INPUT_SIZES) {
      let started = performance.now();
      const found = await faceapi.nets.tinyFaceDetector.locateFaces(input, new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: 0.45 }));
      timings.detect += performance.now() - started;
      if (found.length === 0) continue;
      const largest = found.reduce((a, b) => (b.box.area > a.box.area ? b : a));
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
