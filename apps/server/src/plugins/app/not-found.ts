import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { isReservedPath, redirectToVisitorLanguage } from '../external/static';

const NOT_BUILT_MESSAGE =
  'The WallArt Studio web app is not built yet. Run `npm run build` and start the server again.';

/**
 * Everything no route answers:
 * - /api/* and /uploads/*: 404 JSON `{ error, message }`;
 * - a missing hashed build file under /assets/: a plain 404 (answering HTML there would hide a
 *   stale chunk after a release behind a MIME error);
 * - any other GET or HEAD: the SPA's index.html with status 200 (history fallback), so client
 *   routes such as /sign-in or /dashboard/profile load the app; 503 text when it is not built. An
 *   English address is first redirected to the visitor's language (plugins/external/static.ts).
 * Unknown /api paths count against the API rate limit, so probing them is not free; page loads
 * (the history fallback) are not limited (plugins/external/rate-limit.ts).
 */
export const notFoundPlugin = fp(
  (app, _options, done) => {
    const indexFile = path.join(app.config.webDist, 'index.html');

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPageLoad = request.method === 'GET' || request.method === 'HEAD';

      if (!isPageLoad || isReservedPath(pathname)) {
        return reply.code(404).send({ error: 'Not Found', message: `No route for ${request.method} ${pathname}` });
      }
      if (pathname.startsWith('/assets/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      if (!fs.existsSync(indexFile)) {
        return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_MESSAGE);
      }
      if (redirectToVisitorLanguage(request, reply, pathname)) return reply;
      return reply.code(200).sendFile('index.html');
    });
    done();
  },
  { name: 'not-found', dependencies: ['rate-limit'] },
);
