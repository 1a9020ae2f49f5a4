import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The Fastify server (port 5000) serves /api and /uploads; in development Vite proxies to it
// so the browser sees one origin, as in production (DESIGN §2).
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

export default defineConfig({
  plugins: [reactRouterProduction, react(), tailwindcss(), appChunkPreloads],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy, headers: { 'Content-Security-Policy': contentSecurityPolicy } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Never inline assets as data: script URLs or inline <script>: the server's CSP forbids them.
    assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    // Every supported browser has <link rel="modulepreload">; the polyfill would only add bytes to
    // the first load (issue 4's budget: at most 120 KB gzip of JavaScript on /).
    modulePreload: { polyfill: false },
    // Read by scripts/prerender-home.tsx to preload the home screen's chunks from dist/home.html.
    // Under .vite/, which the server never serves (no dot-directories).
    manifest: true,
    rolldownOptions: {
      output: {
        // Route screens are lazy chunks; these groups keep slow-changing vendor code in its own
        // cacheable files so a deploy of app code does not invalidate them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            {
              // The store's packages, but not RTK Query: the landing page's first view does not use
              // it (app/browser-store.ts injects it later), so it stays in the chunk below.
              name: 'state',
              test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query[\\/])|react-redux|redux|redux-persist|redux-thunk|immer|reselect|use-sync-external-store)/,
              priority: 20,
            },
            { name: 'rtk-query', test: /node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/, priority: 15 },
            { name: 'radix', test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
