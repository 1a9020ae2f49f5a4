import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, localeOfPath, localizedPath, visitorLocale } from '@wallart/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths that never fall back to the SPA: the API, and uploaded files (storage, a later issue). */
export function isReservedPath(pathname: string): boolean {
  return /^\/(api|uploads)(\/|$)/.test(pathname);
}

/**
 * docs/product/languages.md#addresses: a page at its English address (`/cart`) for a visitor whose
 * remembered choice (the `lang` cookie) or, without one, `Accept-Language` names another of the
 * five languages is redirected (302) to that language's address (`/fr/cart`), query kept. Answers
 * whether it redirected; otherwise marks the answer as varying by those two headers.
 */
export function redirectToVisitorLanguage(request: FastifyRequest, reply: FastifyReply, pathname: string): boolean {
  void reply.header('vary', 'accept-language, cookie');
  // Another language's address, or a file (`/logo.png`): answered as it is.
  if (localeOfPath(pathname) !== DEFAULT_LOCALE || /\.[A-Za-z0-9]+$/.test(pathname)) return false;
  const wanted = visitorLocale({ cookies: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
  if (wanted === DEFAULT_LOCALE) return false;
  const query = request.url.indexOf('?');
  void reply.header('cache-control', 'no-store').redirect(`${localizedPath(wanted, pathname)}${query >= 0 ? request.url.slice(query) : ''}`, 302);
  return true;
}

/**
 * Serves the built SPA (WEB_DIST). Vite's hashed files under /assets/ never change, so browsers
 * keep them for a year; everything else (index.html above all) is revalidated on each load so a
 * new release shows at once. Client routes without a file are answered by the history fallback
 * in plugins/app/not-found.ts.
 *
 * The web build writes `name.br` and `name.gz` beside each text file (apps/web/scripts/compress-dist.mjs);
 * `preCompressed` sends the best one the client accepts (`vary: accept-encoding`), the plain file
 * otherwise. Compressing once at build time costs no CPU per request (issue 4: landing figures).
 */
export const staticPlugin = fp(
  async (app) => {
    const root = app.config.webDist;
    if (!fs.existsSync(root)) {
      app.log.warn({ webDist: root }, 'web app folder not found; run `npm run build` to serve the SPA');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      dotfiles: 'ignore',
      preCompressed: true,
      allowedPath: (pathname) => !isReservedPath(pathname),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(`${root}/assets/`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    // A path under /api or /uploads that no route takes (a NUL in it, a parameter longer than the
    // router reads) must not reach the file server, whose path checks answer a bare 403: it gets the
    // 404 of plugins/app/not-found.ts, which also counts it against the API's rate limit.
    for (const url of ['/api/*', '/uploads/*']) {
      app.route({
        method: ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'],
        url,
        config: { rateLimit: false },
        // Plumbing, not API: kept out of the OpenAPI document (as @fastify/static's own routes are).
        schema: { hide: true },
        handler: (_request, reply) => reply.callNotFound(),
      });
    }

    // Prerendered pages (decision 046, apps/web/src/config/prerendered-pages.ts): index.html with the
    // page's first view rendered at build time, so it paints before the code runs (issues 4 and 21).
    // `/` is home.html; every other one is pages/<path>.html, answered on its exact path. Other
    // paths keep index.html (plugins/app/not-found.ts); a build without these files serves it here too.
    const homeFile = path.join(root, 'home.html');
    app.route({
      method: ['GET', 'HEAD'],
      url: '/',
      schema: { hide: true },
      handler: (request, reply) =>
        redirectToVisitorLanguage(request, reply, '/') ? reply : reply.sendFile(fs.existsSync(homeFile) ? 'home.html' : 'index.html'),
    });
    // Nested files answer nested paths: pages/admin/users.html is /admin/users.
    const pagesDir = path.join(root, 'pages');
    const pages = fs.existsSync(pagesDir)
      ? fs
          .readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
          .map((name) => name.split(path.sep).join('/'))
          .filter((name) => /^([A-Za-z0-9-]+\/)*[A-Za-z0-9-]+\.html$/.test(name))
      : [];
    // A language's pages are its prefix's: pages/fr.html is /fr, pages/fr/cart.html is /fr/cart.
    for (const file of pages) {
      const url = `/${file.slice(0, -'.html'.length)}`;
      app.route({
        method: ['GET', 'HEAD'],
        url,
        schema: { hide: true },
        handler: (request, reply) => (redirectToVisitorLanguage(request, reply, url) ? reply : reply.sendFile(`pages/${file}`)),
      });
    }
  },
  { name: 'static-spa' },
);
