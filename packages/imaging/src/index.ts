// Public entry of @wallart/imaging: the picture engines (docs/architecture.md#the-parts). Pure TypeScript, no DOM
// or Node: the web app, the server and scripts/media each run them where they need a picture.
export * from './homography';
export * from './wall-outline';
export * from './artwork-prompt';
export * from './artwork-subjects';
export * from './art-style-treatment';
export * from './canvas-weave';
export * from './age-effects';
export * from './age-pixels';
export * from './rng';
export * from './svg';
export * from './palette';
