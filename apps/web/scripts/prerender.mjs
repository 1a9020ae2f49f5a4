// Runs scripts/prerender-pages.tsx through Vite's module runner, with the app's own Vite config
// (vite.config.ts): the app's code it renders goes through the same plugins as in the browser
// build — Lingui's macro and catalogs (decision 080) among them — which Node alone cannot run.
import { createServer, createServerModuleRunner } from 'vite';

const server = await createServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  root: new URL('..', import.meta.url).pathname,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
try {
  await runner.import('/scripts/prerender-pages.tsx');
} finally {
  await runner.close();
  await server.close();
}
