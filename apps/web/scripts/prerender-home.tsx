/**
 * Post-build step (after `vite build`): writes dist/home.html, index.html with the first view of
 * `/` (site header and hero, rendered from the real components) inside #root. The server answers
 * `GET /` with it (apps/server static plugin), so the header, headline and poster (the LCP image)
 * paint before any JavaScript has run (issue 4: FCP/LCP). React does not hydrate it: main.tsx
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
import { SiteFrame } from '../src/app/root-layout';
import { HomeRoute } from '../src/app/routes/home';
import { cartReducer } from '../src/stores/cart-slice';
import { userReducer } from '../src/stores/user-slice';

const dist = path.resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist');
const START = '<!-- app-shell:start -->';
const END = '<!-- app-shell:end -->';

// Node 20 has no `navigator`; the hero reads navigator.connection (Save-Data) while rendering.
if (!('navigator' in globalThis)) Object.defineProperty(globalThis, 'navigator', { value: {} });

const store = configureStore({ reducer: { user: userReducer, cart: cartReducer } });
// The same wrapper as RootLayout: the frame of a page with the header (SPEC §2 layout rules on /).
const markup = renderToStaticMarkup(
  <Provider store={store}>
    <MemoryRouter initialEntries={['/']}>
      <div className="flex min-h-dvh flex-col" data-prerendered="">
        <SiteFrame header>
          <HomeRoute />
        </SiteFrame>
      </div>
    </MemoryRouter>
  </Provider>,
);

const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const start = index.indexOf(START);
const end = index.indexOf(END);
if (start < 0 || end < start) throw new Error(`dist/index.html lacks the ${START} … ${END} markers`);
const home = index.slice(0, start) + markup + index.slice(end + END.length);
fs.writeFileSync(path.join(dist, 'home.html'), home);
console.log(`prerender-home: dist/home.html (${(markup.length / 1024).toFixed(1)} KB of markup in #root)`);
