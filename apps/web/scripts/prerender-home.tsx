/**
 * Post-build step (after `vite build`): writes dist/home.html, index.html with the first view of
 * `/` (site header and hero, rendered from the real components) inside #root. The server answers
 * `GET /` with it (apps/server static plugin), so the header, headline and poster (the LCP image)
 * paint before any JavaScript has run (issue 4: FCP/LCP). React does not hydrate it: app/mount.tsx
 * mounts with createRoot once the home route is ready, and its first commit replaces this markup
 * with the same markup. Guests see exactly this; a signed-in visitor's header then swaps
 * 'Explore' for the user menu.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configureStore } from '@reduxjs/toolkit';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { layoutVisibility } from '../src/app/layout-visibility';
import { SiteFrame } from '../src/app/root-layout';
import { paths } from '../src/config/paths';
import { HomeRoute } from '../src/app/routes/home';
import { heroPoster } from '../src/features/landing/data/hero-content';
import { cartReducer } from '../src/stores/cart-slice';
import { userReducer } from '../src/stores/user-slice';

const dist = path.resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist');
const START = '<!-- app-shell:start -->';
const END = '<!-- app-shell:end -->';

// Node 20 has no `navigator`; the hero reads navigator.connection (Save-Data) while rendering.
if (!('navigator' in globalThis)) Object.defineProperty(globalThis, 'navigator', { value: {} });

const store = configureStore({ reducer: { user: userReducer, cart: cartReducer } });
// The same frame as RootLayout, with the header as SPEC §2's layout rules give it on /.
const markup = renderToStaticMarkup(
  <Provider store={store}>
    <MemoryRouter initialEntries={[paths.home]}>
      <SiteFrame header={layoutVisibility(paths.home).header} prerendered>
        <HomeRoute />
      </SiteFrame>
    </MemoryRouter>
  </Provider>,
);

const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!index.includes('<link rel="stylesheet"')) throw new Error('dist/index.html links no stylesheet');
// The head of `/`: the page paints from the markup above, so its code is not render-blocking and
// is fetched at low priority, after the stylesheet, the fonts and the hero poster (the LCP image,
// fetched at once rather than when the parser reaches it). Other routes render only with their
// code, so index.html keeps the default priority.
// One preload per crop, each only where the <picture> in the hero picks it.
const posterPreloads = [
  `<link rel="preload" as="image" href="${heroPoster.portrait.src}" media="${heroPoster.portrait.media}" type="image/webp" fetchpriority="high" />`,
  `<link rel="preload" as="image" href="${heroPoster.landscape.src}" media="not all and ${heroPoster.portrait.media}" type="image/webp" fetchpriority="high" />`,
].join('\n    ');
/** The home screen's chunk and the chunks it imports, from Vite's manifest (vite.config.ts). */
function homeScreenChunks(): string[] {
  type ManifestChunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('src/app/routes/home.tsx');
  return [...files].filter((file) => !index.includes(`/${file}"`));
}

const withPriorities = index
  .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
  .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
  .replace('<link rel="stylesheet"', `${posterPreloads}\n    <link rel="stylesheet"`)
  .replace('</head>', `${homeScreenChunks().map((file) => `  <link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">\n  `).join('')}</head>`);
const start = withPriorities.indexOf(START);
const end = withPriorities.indexOf(END);
if (start < 0 || end < start) throw new Error(`dist/index.html lacks the ${START} … ${END} markers`);
const home = withPriorities.slice(0, start) + markup + withPriorities.slice(end + END.length);
fs.writeFileSync(path.join(dist, 'home.html'), home);
console.log(`prerender-home: dist/home.html (${(markup.length / 1024).toFixed(1)} KB of markup in #root)`);
