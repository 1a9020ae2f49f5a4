/**
 * Which built JavaScript files a prerendered page (src/config/prerendered-pages.ts) loads before
 * anyone touches it, read from Vite's manifest (decision 046): the entry and the app chunk (both
 * in index.html), the page's screens (src/app/router.tsx, `prerenderedScreenSources`) and, on every
 * page but `/`, the API client the app loads at start (app/browser-store.ts: `loadApiClient`), each
 * with every chunk it imports statically. scripts/prerender-pages.tsx modulepreloads these files;
 * scripts/js-budgets.test.ts weighs them against each page's budget; `npm run bench -- pages`
 * measures the same in Chromium.
 */
export type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The chunks of these manifest keys and every chunk they import statically. */
export function chunksOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

/**
 * lib/api and RTK Query (shared chunks the app chunk imports dynamically) and the cart sync: what
 * `loadApiClient` loads, at start on every page but a guest's `/`.
 */
export function apiClientKeys(manifest: Manifest): string[] {
  // `loadApiClient` lives in the app's store module: in the app chunk or a chunk it imports.
  const appChunks = new Set<string>();
  const visit = (key: string) => {
    if (appChunks.has(key)) return;
    appChunks.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  visit('src/app/mount.tsx');
  const dynamicImports = new Set([...appChunks].flatMap((key) => manifest[key]?.dynamicImports ?? []));
  const keys = [...[...dynamicImports].filter((key) => ['api', 'rtk-query'].includes(manifest[key]?.name ?? '')), 'src/features/cart/sync/app-cart-sync.ts'];
  if (keys.length !== 3) throw new Error(`the app chunk's API client chunks were not found (${keys.join(', ')})`);
  return keys;
}

/** Every file the page at `path` (with these screen modules) loads before any interaction. */
export function pageScripts(manifest: Manifest, path: string, screenSources: readonly string[]): string[] {
  return chunksOf(manifest, ['index.html', 'src/app/mount.tsx', ...screenSources, ...(path === '/' ? [] : apiClientKeys(manifest))]);
}
