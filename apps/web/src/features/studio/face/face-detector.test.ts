import { beforeEach, describe, expect, it, vi } from 'vitest';

// face-api and its bundled TensorFlow.js, as far as loading the models and segmenting go: jsdom
// runs no model. `loadGraphModel` is what each test decides.
const tf = vi.hoisted(() => {
  const tensor = (data: Float32Array) => {
    const t = { data: () => Promise.resolve(data), dispose: vi.fn(), div: () => t, expandDims: () => t };
    return t;
  };
  return {
    tensor,
    setBackend: vi.fn<(name: string) => Promise<boolean>>(() => Promise.resolve(true)),
    setWasmPaths: vi.fn<(prefix: string) => void>(),
    env: () => ({ set: vi.fn() }),
    ready: vi.fn(() => Promise.resolve()),
    tidy: <T,>(fn: () => T) => fn(),
    browser: { fromPixels: vi.fn(() => tensor(new Float32Array(0))) },
    image: { resizeBilinear: vi.fn(() => tensor(new Float32Array(0))) },
    loadGraphModel: vi.fn<(url: string) => Promise<unknown>>(),
  };
});
const loaded = vi.hoisted(() => ({ faceApi: 0 }));
vi.mock('@vladmandic/face-api', () => {
  const net = () => ({ loadFromUri: vi.fn(() => Promise.resolve(loaded.faceApi++)) });
  return { tf, env: { setEnv: vi.fn() }, nets: { tinyFaceDetector: net(), faceLandmark68Net: net(), ageGenderNet: net() } };
});

// jsdom has ImageData only with the canvas package; the detector only passes it on.
class FakeImageData {
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}
vi.stubGlobal('ImageData', FakeImageData);
vi.stubGlobal('OffscreenCanvas', class {});
vi.stubGlobal('OffscreenCanvasRenderingContext2D', class {});
vi.stubGlobal('ImageBitmap', class {});

const portrait = { width: 4, height: 5, data: new Uint8ClampedArray(4 * 5 * 4) };

describe('the person segmentation model is optional (decision 061)', () => {
  beforeEach(() => {
    vi.resetModules();
    loaded.faceApi = 0;
    tf.loadGraphModel.mockReset();
  });

  it('loads it beside face-api\'s models, from the same folder, and segments the portrait at 256 × 256', async () => {
    const mask = new Float32Array(256 * 256).fill(0.9);
    tf.loadGraphModel.mockResolvedValue({ execute: vi.fn(() => tf.tensor(mask)) });
    const { loadModels, segmentPerson } = await import('./face-detector');
    await loadModels('/assets/face-models-x/');
    expect(tf.loadGraphModel).toHaveBeenCalledWith('/assets/face-models-x/selfie.json');
    expect(loaded.faceApi).toBe(3);
    const person = await segmentPerson(portrait);
    expect(person).toEqual({ mask, width: 256, height: 256 });
    expect(tf.image.resizeBilinear).toHaveBeenLastCalledWith(expect.anything(), [256, 256]);
  });

  it('when it fails to load, face-api still loads and there is no person mask (the matte of colours alone)', async () => {
    tf.loadGraphModel.mockRejectedValue(new Error('404'));
    const { loadModels, segmentPerson } = await import('./face-detector');
    await expect(loadModels('/assets/face-models-x/')).resolves.toBeUndefined();
    expect(loaded.faceApi).toBe(3);
    await expect(segmentPerson(portrait)).resolves.toBeNull();
  });

  it('a helper that only segments loads that model alone; when it fails to load, no person mask', async () => {
    tf.loadGraphModel.mockResolvedValue({ execute: vi.fn(() => tf.tensor(new Float32Array(256 * 256))) });
    let detector = await import('./face-detector');
    await detector.loadSegmentation('/m/');
    expect(tf.loadGraphModel).toHaveBeenCalledWith('/m/selfie.json');
    expect(loaded.faceApi).toBe(0);
    expect(await detector.segmentPerson(portrait)).not.toBeNull();

    vi.resetModules();
    tf.loadGraphModel.mockRejectedValue(new Error('404'));
    detector = await import('./face-detector');
    await expect(detector.loadSegmentation('/m/')).resolves.toBeUndefined();
    await expect(detector.segmentPerson(portrait)).resolves.toBeNull();
  });

  it('when it fails to run or gives a mask of another size, there is no person mask', async () => {
    tf.loadGraphModel.mockResolvedValue({ execute: vi.fn(() => { throw new Error('kernel'); }) });
    let detector = await import('./face-detector');
    await detector.loadModels('/m/');
    await expect(detector.segmentPerson(portrait)).resolves.toBeNull();

    vi.resetModules();
    tf.loadGraphModel.mockResolvedValue({ execute: vi.fn(() => tf.tensor(new Float32Array(10))) });
    detector = await import('./face-detector');
    await detector.loadModels('/m/');
    await expect(detector.segmentPerson(portrait)).resolves.toBeNull();
  });
});

describe('the models run on the WebAssembly backend where it starts (decision 063)', () => {
  beforeEach(() => {
    vi.resetModules();
    tf.setBackend.mockReset();
    tf.setWasmPaths.mockReset();
    tf.loadGraphModel.mockReset().mockResolvedValue({ execute: vi.fn(() => tf.tensor(new Float32Array(256 * 256))) });
  });

  it('finds its modules beside the models and reports it', async () => {
    tf.setBackend.mockResolvedValue(true);
    const detector = await import('./face-detector');
    await detector.loadModels('/assets/face-models-x/');
    expect(tf.setWasmPaths).toHaveBeenCalledWith('/assets/face-models-x/');
    expect(tf.setBackend.mock.calls.map(([name]) => name)).toEqual(['wasm']);
    expect(detector.backendInUse()).toBe('wasm');
  });

  it('falls back to the CPU backend when WebAssembly cannot start (a policy forbids it, no support)', async () => {
    tf.setBackend.mockImplementation((name) => Promise.resolve(name === 'cpu'));
    let detector = await import('./face-detector');
    await detector.loadModels('/m/');
    expect(tf.setBackend.mock.calls.map(([name]) => name)).toEqual(['wasm', 'cpu']);
    expect(detector.backendInUse()).toBe('cpu');

    vi.resetModules();
    tf.setBackend.mockReset().mockResolvedValue(true);
    tf.setWasmPaths.mockImplementation(() => {
      throw new Error('no WebAssembly');
    });
    detector = await import('./face-detector');
    await detector.loadSegmentation('/m/');
    expect(tf.setBackend.mock.calls.map(([name]) => name)).toEqual(['cpu']);
    expect(detector.backendInUse()).toBe('cpu');
    expect(await detector.segmentPerson(portrait)).not.toBeNull();
  });
});
