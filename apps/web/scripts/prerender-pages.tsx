/**
 * Post-build step (after `vite build`, decision 046): for every page of
 * src/config/prerendered-pages.ts writes its HTML (dist/home.html for `/`, dist/pages/<path>.html
 * for the others) with the page's first view rendered from the real app (the same routes, layout
 * and screens) inside #root, its own title and description, no `noindex`, and modulepreloads for
 * the code its first render needs. The server answers each path with its file (apps/server static
 * plugin), so the page paints before any JavaScript has run. React hydrates it (app/mount.tsx) once
 * the page's code is in, after the first paint: the tree here is the app's own (app/app.tsx, the
 * providers of app/provider-tree.tsx), so that hydration finds the same nodes and ids (decision 057).
 *
 * What differs by visitor (the header's Explore link or user menu) is rendered in both variants
 * (lib/prerendering.ts) and shown by CSS once src/main.tsx has read the stored session. Data the
 * page fetches shows its loading state, as on the app's first render.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { localeBasename, localizedPath, LOCALES, type Locale } from '@wallart/shared';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { type ApiClientLoader } from '../src/components/ui/api-client-ready';
import { ProviderTree } from '../src/app/provider-tree';
import { ErrorBoundary } from '../src/app/route-error-boundary';
import { AppFailure } from '../src/app/routes/app-failure';
import { paths } from '../src/config/paths';
import { pageTexts, shareImageAlt } from '../src/config/page-texts';
import { activateLocale, i18n } from '../src/lib/i18n';
import { prerenderedPages, type PrerenderedPage } from '../src/config/prerendered-pages';
import { heroPoster } from '../src/features/landing/data/hero-content';
import { PrerenderingContext } from '../src/lib/prerendering';
import { APP_SCRIPTS_META } from '../src/app/app-scripts';
import { createAppStore } from '../src/stores/store';
import { AppRoutes, preloadPrerenderedScreens, prerenderedScreenSources } from '../src/app/router';
import { pageScripts, type Manifest } from './page-scripts';

// `PRERENDER_DIST` builds into another folder (a diagnostic, unminified build beside the real one).
const dist = process.env.PRERENDER_DIST ? path.resolve(process.env.PRERENDER_DIST) : path.resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist');
const START = '<!-- app-shell:start -->';
const END = '<!-- app-shell:end -->';
const NOINDEX = '<meta name="robots" content="noindex" />';

// Node 20 has no `navigator`; the hero reads navigator.connection (Save-Data) while rendering.
if (!('navigator' in globalThis)) Object.defineProperty(globalThis, 'navigator', { value: {} });

/** Every page but `/` fetches at once, so the app mounts over it with the API client in the store. */
const apiClientLoaded: ApiClientLoader = Object.assign(() => Promise.resolve(), { isLoaded: () => true });

async function renderPage(page: PrerenderedPage, locale: Locale): Promise<string> {
  await preloadPrerenderedScreens(page.path);
  const isHome = page.path === paths.home;
  // As app/app.tsx renders while hydrating: the same components in the same places.
  const markup = renderToString(
    <PrerenderingContext value>
      <ErrorBoundary fallback={() => <AppFailure />}>
        <ProviderTree
          store={createAppStore()}
          session={null}
          apiLoader={isHome ? () => Promise.resolve() : apiClientLoaded}
          waitForApi={!isHome}
        >
          <MemoryRouter basename={localeBasename(locale) || undefined} initialEntries={[localizedPath(locale, page.path)]}>
            <AppRoutes />
          </MemoryRouter>
        </ProviderTree>
      </ErrorBoundary>
    </PrerenderingContext>,
  );
  if (!markup.includes('data-prerendered')) throw new Error(`${page.path}: the site frame did not render`);
  if (markup.includes('aria-label="Loading page"')) throw new Error(`${page.path}: its screen was not loaded before rendering`);
  return markup;
}

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!index.includes('<link rel="stylesheet"')) throw new Error('dist/index.html links no stylesheet');
if (!index.includes(NOINDEX)) throw new Error('dist/index.html lacks its noindex');
const ROOT = new RegExp(`<div id="root">[^]*?${END}\\s*</div>`);
const start = index.indexOf(START);
const end = index.indexOf(END);
if (start < 0 || end < start || !ROOT.test(index)) throw new Error(`dist/index.html lacks the ${START} … ${END} markers in #root`);

// index.html's modulepreloads (vite.config.ts, `wallart:app-chunk-preloads`): the app chunk and its imports.
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="\/([^"]+)">\n?/g;
const appChunkPreloads = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
if (appChunkPreloads.length === 0) throw new Error('dist/index.html modulepreloads no app chunk');

/**
 * The head script that keeps what is pressed before the app has started (src/app/early-input,
 * issue 35, decision 073), bundled on its own and inlined in each built page's head, before the
 * stylesheet, so it listens from the first paint without waiting for any file. It is also written
 * to dist/early-input.js, from which the server computes the hash its CSP allows it by.
 */
const earlyInput = buildSync({
  entryPoints: [fileURLToPath(new URL('../src/app/early-input/install.ts', import.meta.url))],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  write: false,
  legalComments: 'none',
}).outputFiles[0]!.text.trim();
if (earlyInput.includes('</script')) throw new Error('the early-input script cannot be inlined: it contains </script');
fs.writeFileSync(path.join(dist, 'early-input.js'), earlyInput);
const EARLY_INPUT_TAG = `<script>${earlyInput}</script>`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// `/`'s poster (its LCP image), one preload per crop, each only where the <picture> in the hero picks it.
const posterPreloads = [
  `<link rel="preload" as="image" href="${heroPoster.portrait.src}" media="${heroPoster.portrait.media}" type="image/webp" fetchpriority="high" />`,
  `<link rel="preload" as="image" href="${heroPoster.landscape.src}" media="not all and ${heroPoster.portrait.media}" type="image/webp" fetchpriority="high" />`,
].join('\n    ');

/**
 * The site's address, for the absolute URLs of the language alternates, the canonical links and the
 * sitemap (docs/product/languages.md#addresses). `SITE_URL` at build time names another one.
 */
const SITE_URL = (process.env.SITE_URL ?? 'https://wallart.studio').replace(/\/+$/, '');
const absolute = (address: string) => `${SITE_URL}${address === '/' ? '/' : address}`;

/** Each language's catalog chunks (lib/i18n.ts loads them before the app renders): listed for a page in that language. */
function catalogScripts(locale: Locale): string[] {
  if (locale === 'en') return [];
  const keys = ['src/lib/catalogs.ts', `src/locales/${locale}.po`, `../../packages/shared/src/locales/${locale}.ts`, '../../packages/shared/src/locales/en.ts'];
  return keys.map((key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no ${key}`);
    return chunk.file;
  });
}

/** The file a page's version in `locale` is written to: French `/` is pages/fr.html, French `/cart` pages/fr/cart.html. */
function fileIn(page: PrerenderedPage, locale: Locale): string {
  if (locale === 'en') return page.file;
  return page.path === paths.home ? `pages/${locale}.html` : `pages/${locale}${page.path}.html`;
}

/** hreflang alternates (every language and x-default) and the canonical link of an indexable page. */
function languageLinks(page: PrerenderedPage, locale: Locale): string {
  if (!page.indexable) return '';
  const alternates = LOCALES.map((other) => `<link rel="alternate" hreflang="${other}" href="${absolute(localizedPath(other, page.path))}" />`);
  alternates.push(`<link rel="alternate" hreflang="x-default" href="${absolute(page.path)}" />`);
  return [`<link rel="canonical" href="${absolute(localizedPath(locale, page.path))}" />`, ...alternates].join('\n    ');
}

/**
 * index.html's share preview (Open Graph) with the page's own texts in its language
 * (docs/product/languages.md#addresses); `texts` are escaped already. A tag the template lost stops the build.
 */
function withShareTexts(html: string, texts: { title: string; description: string; imageAlt: string }): string {
  let out = html;
  for (const [property, content] of [
    ['og:title', texts.title],
    ['og:description', texts.description],
    ['og:image:alt', texts.imageAlt],
  ] as const) {
    const tag = new RegExp(`<meta\\s+property="${property}"\\s+content="[^"]*"\\s*/>`);
    if (!tag.test(out)) throw new Error(`index.html has no ${property} meta tag`);
    out = out.replace(tag, () => `<meta property="${property}" content="${content}" />`);
  }
  return out;
}

for (const locale of LOCALES) {
  // The page's texts in its language: rendered with that catalog active, as the browser hydrates it (app/mount.tsx).
  if ((await activateLocale(locale)) !== locale) throw new Error(`the ${locale} catalog did not load`);
  for (const page of prerenderedPages) {
    const markup = await renderPage(page, locale);
    const texts = pageTexts[page.file];
    if (!texts) throw new Error(`${page.file}: no title and description in config/page-texts.ts`);
    const isHome = page.path === paths.home;
    // The page paints from its markup, so its app code is not needed for the first paint: rather than
    // modulepreloads, which the browser fetches at once beside the stylesheet, the fonts and (on `/`)
    // the hero poster, the page lists the files in a meta element and the entry (src/main.tsx)
    // preloads them once the first view has painted (decision 058).
    const appScripts = [...new Set([...appChunkPreloads, ...pageScripts(manifest, page.path, prerenderedScreenSources(page.path)), ...catalogScripts(locale)])];
    const title = escapeHtml(i18n._(texts.title));
    const description = escapeHtml(i18n._(texts.description));
    let html = (page.indexable ? index.replace(NOINDEX, '') : index)
      .replace('<html lang="en">', `<html lang="${locale}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/>/, () => `<meta name="description" content="${description}" />`)
      .replace(/<script type="module"/, () => `${EARLY_INPUT_TAG}\n    <script type="module"`)
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(MODULE_PRELOAD, '')
      .replace('</head>', `  <meta name="${APP_SCRIPTS_META}" content="${appScripts.map((file) => `/${file}`).join(' ')}" />\n  </head>`);
    html = withShareTexts(html, {
      title,
      description: texts.shareDescription ? escapeHtml(i18n._(texts.shareDescription)) : description,
      imageAlt: escapeHtml(i18n._(shareImageAlt)),
    });
    const links = languageLinks(page, locale);
    if (links) html = html.replace('</head>', `  ${links}\n  </head>`);
    if (isHome) html = html.replace('<link rel="stylesheet"', `${posterPreloads}\n    <link rel="stylesheet"`);
    // #root holds the markup and nothing else (no whitespace, no comment): React hydrates its children.
    html = html.replace(ROOT, `<div id="root">${markup}</div>`);
    const file = path.join(dist, fileIn(page, locale));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    console.log(`prerender-pages: dist/${fileIn(page, locale)} (${(markup.length / 1024).toFixed(1)} KB of markup in #root, ${appScripts.length} app scripts listed)`);
  }
}
await activateLocale('en');

// robots.txt's private paths (public/robots.txt), kept out of the sitemap too.
const robots = fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8');
const disallowed = [...robots.matchAll(/^Disallow: (\/\S*)$/gm)].map((match) => match[1]!).filter((rule) => rule !== '/api/');
const isDisallowed = (address: string) => disallowed.some((rule) => address === rule || address.startsWith(`${rule}/`));

// The sitemap: every indexable page in every language, each with its alternates (docs/product/languages.md#addresses).
const sitemapEntries = prerenderedPages
  .filter((page) => page.indexable && !isDisallowed(page.path))
  .flatMap((page) =>
    LOCALES.map((locale) => {
      const links = LOCALES.map((other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${absolute(localizedPath(other, page.path))}"/>`).join('\n');
      return `  <url>\n    <loc>${absolute(localizedPath(locale, page.path))}</loc>\n${links}\n  </url>`;
    }),
  );
fs.writeFileSync(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${sitemapEntries.join('\n')}\n</urlset>\n`,
);
// robots.txt: each private path in every language, and where the sitemap is.
const localized = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => disallowed.map((rule) => `Disallow: ${localizedPath(locale, rule)}`));
fs.writeFileSync(path.join(dist, 'robots.txt'), `${robots.trimEnd()}\n${localized.join('\n')}\n\nSitemap: ${absolute('/sitemap.xml')}\n`);
console.log(`prerender-pages: dist/sitemap.xml (${sitemapEntries.length} addresses), dist/robots.txt`);
