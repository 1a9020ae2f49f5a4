// The PDF thread's entry while the server runs from its TypeScript source (tsx, Vitest): a worker
// thread does not inherit the main thread's TypeScript loader, so it registers tsx (a dev
// dependency) and loads the module it was given. The built server (dist/) runs
// dist/pdf-thread.js directly and never loads this file.
import { register } from 'tsx/esm/api';
import Tinypool from 'tinypool';

register();
const { default: run } = await import(Tinypool.workerData.module);

export default run;
