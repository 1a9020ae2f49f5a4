import type * as FaceApiModule from '@vladmandic/face-api';
import type { Point } from '@wallart/shared';
import { FACE_MODELS_URL } from 'virtual:face-models';

/** The face to age: the largest one found, with its 68 landmarks and estimated age. */
export interface DetectedFace {
  box: { x: number; y: number; width: number; height: number };
  landmarks: Point[];
  age: number;
}

type FaceApi = typeof FaceApiModule;

let loading: Promise<FaceApi> | undefined;

/**
 * Loads face-api (TensorFlow.js inside) and its three models from our own origin, once. The
 * import is dynamic, so none of it is in any chunk but this tab's (issue 11: lazy, no CDN).
 * WebGL when the browser has it, else the CPU backend: the WASM backend would need its binaries
 * fetched and a CSP exception.
 */
export function loadFaceApi(): Promise<FaceApi> {
  loading ??= (async () => {
    const faceapi = await import('@vladmandic/face-api');
    const tf = faceapi.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
    const webgl = await tf.setBackend('webgl').catch(() => false);
    if (!webgl) await tf.setBackend('cpu');
    await tf.ready();
    await Promise.all([
      faceapi.nets.tinyFaceDetector.loadFromUri(FACE_MODELS_URL),
      faceapi.nets.faceLandmark68Net.loadFromUri(FACE_MODELS_URL),
      faceapi.nets.ageGenderNet.loadFromUri(FACE_MODELS_URL),
    ]);
    return faceapi;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The largest face in the picture, or null when there is none (issue 11: several faces → the largest). */
export async function detectLargestFace(image: HTMLCanvasElement): Promise<DetectedFace | null> {
  const faceapi = await loadFaceApi();
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 608, scoreThreshold: 0.45 });
  const found = await faceapi.detectAllFaces(image, options).withFaceLandmarks().withAgeAndGender();
  if (found.length === 0) return null;
  const largest = found.reduce((a, b) => (b.detection.box.area > a.detection.box.area ? b : a));
  const { x, y, width, height } = largest.detection.box;
  return {
    box: { x, y, width, height },
    landmarks: largest.landmarks.positions.map((p) => ({ x: p.x, y: p.y })),
    age: largest.age,
  };
}
