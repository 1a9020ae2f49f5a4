// `npm run bench`: prints figures from one run. Which benchmarks: all, or those named in argv.
import { adminFigures } from './admin';
import { arFigures } from './ar';
import { apiThroughput } from './api-throughput';
import { checkoutFigures } from './checkout';
import { faceTabFigures } from './face-tab';
import { generateFigures } from './generate';
import { landingFigures } from './landing';
import { pagesFigures } from './pages';
import { printFileFigures } from './print-file';
import { readyFigures } from './ready-window';
import { soakFigures } from './soak';
import { visualizerFigures } from './visualizer';
import { wallOutlineFigures } from './wall-outline';

const benchmarks: Record<string, () => Promise<void>> = {
  'api-throughput': apiThroughput,
  landing: landingFigures,
  pages: pagesFigures,
  ready: readyFigures,
  'face-tab': faceTabFigures,
  generate: generateFigures,
  visualizer: visualizerFigures,
  checkout: checkoutFigures,
  'print-file': printFileFigures,
  admin: adminFigures,
  'wall-outline': wallOutlineFigures,
  ar: arFigures,
  soak: soakFigures,
};

/** Run only when named (`npm run bench -- soak`): half an hour by default. */
const byNameOnly = new Set(['soak']);

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benchmarks)) {
  if (wanted.length > 0 ? !wanted.includes(name) : byNameOnly.has(name)) continue;
  await run();
}
