import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const BROTLI_INDEX = 'brotli index';
const GZIP_INDEX = 'gzip index';

describe('serving the SPA', () => {
  let app: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");');
    fs.writeFileSync(path.join(webDist, 'assets', 'age.worker-Df7x_1.js'), 'postMessage("worker");');
    fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');
    // What apps/web/scripts/compress-dist.mjs writes beside each file (contents told apart here).
    fs.writeFileSync(path.join(webDist, 'index.html.br'), BROTLI_INDEX);
    fs.writeFileSync(path.join(webDist, 'index.html.gz'), GZIP_INDEX);
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), 'brotli js');
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), 'gzip js');
    app = await buildTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers /api and /uploads paths no route takes with the JSON 404, never the file server\'s 403', async () => {
    for (const url of ['/api/health%00', '/api/nothing%00here', `/api/users/${'a'.repeat(5000)}`, `/uploads/${'b'.repeat(5000)}.webp`, '/uploads/x%00.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url.slice(0, 30)).toBe(404);
      expect(res.json<{ error: string }>().error).toBe('Not Found');
    }
    expect((await app.inject({ method: 'POST', url: '/api/users/%00' })).statusCode).toBe(404);
  });

  it('keeps the page and catch-all routes out of the OpenAPI document (they are not API)', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain('/api/packages');
    expect(paths.filter((p) => p === '/' || p.includes('*'))).toEqual([]);
  });

  // Found by the route fuzz (issue 23): these routes were added before the error handler, so a body
  // they could not parse answered Fastify's own error shape ({ statusCode, code, error, message }).
  it('answers a bad body to a path no route takes in our { error, message } shape', async () => {
    for (const [url, payload] of [['/api/nothing', '{'], [`/api/walls/${'a'.repeat(200)}`, ''], ['/uploads/x', '{"a":']] as const) {
      const res = await app.inject({ method: 'DELETE', url, headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json<object>()).sort(), url).toEqual(['error', 'message']);
    }
  });

  it('lets only the face tab\'s worker scripts compile WebAssembly (decision 063), never a page or the app\'s scripts', async () => {
    const cspOf = async (url: string) => String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
    const worker = await cspOf('/assets/age.worker-Df7x_1.js');
    expect(worker).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    // Not JavaScript's eval nor inline scripts: only WebAssembly.
    expect(worker).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(worker).toContain("default-src 'self'");
    for (const url of ['/', '/ai-wall-generator', '/assets/index-abc123.js', '/api/health', '/assets/age.worker-Df7x_1.js.map', '/assets/x/age.worker-Df7x_1.js']) {
      const csp = await cspOf(url);
      expect(csp, url).toMatch(/script-src 'self';/);
      expect(csp, url).not.toContain('wasm-unsafe-eval');
    }
  });

  it('reads duplicate slashes as one', async () => {
    const res = await app.inject({ method: 'GET', url: '//api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves index.html at / with no-cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('answers every client route with index.html (history fallback)', async () => {
    for (const url of ['/sign-in', '/sign-in?redirect=cart', '/dashboard/profile', '/admin/users', '/wallArt', '/payment-success']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('lets hashed assets be cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other files of the build', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('keeps /api and /uploads out of the fallback', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not Found' });
    const uploads = await app.inject({ method: 'GET', url: '/uploads/x.png' });
    expect(uploads.statusCode).toBe(404);
    expect(uploads.json()).toMatchObject({ error: 'Not Found' });
  });

  it('sends the strict CSP with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/sign-in' });
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('precompressed files', () => {
    it('sends the brotli file of an asset when the client accepts it, keeping the cache header', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe('brotli js');
    });

    it('sends the gzip file to a client that accepts only gzip', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body).toBe('gzip js');
    });

    it('sends the plain file to a client without Accept-Encoding, still varying on it', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.body).toBe('console.log("app");');
    });

    it('sends the compressed page at / and through the history fallback, with no-cache', async () => {
      for (const url of ['/', '/sign-in', '/dashboard/profile']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
        expect(res.body, url).toBe(BROTLI_INDEX);
      }
    });

    it('sends a file without a compressed copy as it is', async () => {
      const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe('User-agent: *');
    });
  });

  describe('the prerendered pages', () => {
    let withHome: FastifyInstance;
    let homeDist: string;
    const HOME_HTML = '<!doctype html><html><body><div id="root"><div data-prerendered="">Art made for</div></div></body></html>';
    const SIGN_IN_HTML = '<!doctype html><html><body><div id="root"><div data-prerendered="">Sign In</div></div></body></html>';
    const ADMIN_HTML = '<!doctype html><html><body><div id="root"><div data-prerendered="">Dashboard</div></div></body></html>';
    const ADMIN_USERS_HTML = '<!doctype html><html><body><div id="root"><div data-prerendered="">Users</div></div></body></html>';
    const FR_HOME_HTML = '<!doctype html><html lang="fr"><body><div id="root"><div data-prerendered="">L’art fait pour</div></div></body></html>';
    const FR_SIGN_IN_HTML = '<!doctype html><html lang="fr"><body><div id="root"><div data-prerendered="">Se connecter</div></div></body></html>';
    beforeAll(async () => {
      homeDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-web-home-'));
      fs.writeFileSync(path.join(homeDist, 'index.html'), INDEX_HTML);
      fs.writeFileSync(path.join(homeDist, 'home.html'), HOME_HTML);
      fs.writeFileSync(path.join(homeDist, 'home.html.br'), 'brotli home');
      fs.mkdirSync(path.join(homeDist, 'pages'));
      fs.writeFileSync(path.join(homeDist, 'pages', 'sign-in.html'), SIGN_IN_HTML);
      fs.writeFileSync(path.join(homeDist, 'pages', 'sign-in.html.br'), 'brotli sign-in');
      fs.writeFileSync(path.join(homeDist, 'pages', 'admin.html'), ADMIN_HTML);
      fs.mkdirSync(path.join(homeDist, 'pages', 'admin'));
      fs.writeFileSync(path.join(homeDist, 'pages', 'admin', 'users.html'), ADMIN_USERS_HTML);
      fs.writeFileSync(path.join(homeDist, 'pages', 'admin', 'users.html.br'), 'brotli users');
      fs.writeFileSync(path.join(homeDist, 'pages', 'fr.html'), FR_HOME_HTML);
      fs.mkdirSync(path.join(homeDist, 'pages', 'fr'));
      fs.writeFileSync(path.join(homeDist, 'pages', 'fr', 'sign-in.html'), FR_SIGN_IN_HTML);
      withHome = await buildTestApp({ env: { WEB_DIST: homeDist } });
    });
    afterAll(async () => {
      await withHome.close();
      fs.rmSync(homeDist, { recursive: true, force: true });
    });

    it('answers / (with or without a query) with home.html, revalidated', async () => {
      for (const url of ['/', '/?utm_source=mail']) {
        const res = await withHome.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toBe(HOME_HTML);
      }
    });

    it('sends its compressed copy when accepted', async () => {
      const res = await withHome.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.body).toBe('brotli home');
    });

    it('answers a prerendered page on its path (with or without a query) with its file, revalidated and compressed', async () => {
      for (const url of ['/sign-in', '/sign-in?redirect=cart']) {
        const res = await withHome.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toBe(SIGN_IN_HTML);
      }
      const br = await withHome.inject({ method: 'GET', url: '/sign-in', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body).toBe('brotli sign-in');
    });

    it('answers a nested page on its nested path: pages/admin/users.html is /admin/users', async () => {
      for (const [url, body] of [
        ['/admin', ADMIN_HTML],
        ['/admin/users', ADMIN_USERS_HTML],
        ['/admin/users?page=2', ADMIN_USERS_HTML],
      ] as const) {
        const res = await withHome.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(body);
      }
      const br = await withHome.inject({ method: 'GET', url: '/admin/users', headers: { 'accept-encoding': 'br' } });
      expect(br.body).toBe('brotli users');
    });

    it('keeps index.html for every other route', async () => {
      for (const url of ['/sign-up', '/index.html', '/dashboard/profile', '/sign-in/more', '/admin/orders']) {
        const res = await withHome.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(INDEX_HTML);
      }
    });

    describe('in the visitor’s language (docs/product/languages.md#addresses)', () => {
      it('answers a language’s pages at its prefix: pages/fr.html is /fr, pages/fr/sign-in.html is /fr/sign-in', async () => {
        for (const [url, body] of [
          ['/fr', FR_HOME_HTML],
          ['/fr/sign-in?redirect=cart', FR_SIGN_IN_HTML],
        ] as const) {
          const res = await withHome.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).toBe(body);
        }
        // A language page not built (or an address only the app knows) is the app's, which reads the prefix.
        expect((await withHome.inject({ method: 'GET', url: '/fr/dashboard/profile' })).body).toBe(INDEX_HTML);
      });

      it('sends an English address to the remembered language, else to Accept-Language’s, query kept', async () => {
        const cases = [
          { url: '/', headers: { cookie: 'lang=fr' }, to: '/fr' },
          { url: '/sign-in?redirect=cart', headers: { cookie: 'theme=dark; lang=fr', 'accept-language': 'de' }, to: '/fr/sign-in?redirect=cart' },
          { url: '/admin/users', headers: { 'accept-language': 'si-LK,si;q=0.9,en;q=0.5' }, to: '/si/admin/users' },
          { url: '/dashboard/profile', headers: { 'accept-language': 'es-MX' }, to: '/es/dashboard/profile' },
        ];
        for (const { url, headers, to } of cases) {
          const res = await withHome.inject({ method: 'GET', url, headers });
          expect(res.statusCode, url).toBe(302);
          expect(res.headers.location, url).toBe(to);
          expect(res.headers['cache-control'], url).toBe('no-store');
        }
      });

      it('keeps English for an English choice, a language the shop lacks, or no Accept-Language; files are never redirected', async () => {
        for (const headers of [{ cookie: 'lang=en', 'accept-language': 'fr' }, { 'accept-language': 'it, ja;q=0.5' }, { cookie: 'lang=xx' }, {}]) {
          const res = await withHome.inject({ method: 'GET', url: '/sign-in', headers });
          expect(res.statusCode, JSON.stringify(headers)).toBe(200);
          expect(res.body).toBe(SIGN_IN_HTML);
          expect(String(res.headers.vary)).toMatch(/accept-language/i);
        }
        expect((await withHome.inject({ method: 'GET', url: '/missing-logo.png', headers: { cookie: 'lang=fr' } })).statusCode).toBe(200);
      });

      it('answers an unknown language prefix with the app, whose router shows the 404 page', async () => {
        const res = await withHome.inject({ method: 'GET', url: '/xx/cart' });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(INDEX_HTML);
      });
    });
  });
});
