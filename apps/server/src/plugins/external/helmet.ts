import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import helmet from 'helmet';
import fp from 'fastify-plugin';

/**
 * Security headers for every response. The CSP is strict and the built SPA satisfies it: Vite
 * emits only external scripts and styles (the one inline script, the built pages' early-input
 * capture, is allowed by its hash: `earlyInputScriptHash`), images come from our origin or data:/blob: URLs
 * (previews of picked files), and every API call goes to the same origin.
 * The Swagger UI at /api/docs sets its own policy for its routes (plugins/external/swagger.ts).
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix UI primitives inject <style> elements (e.g. scroll locking, presence animations),
  // so inline styles must be allowed; inline scripts stay forbidden.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // blob:: the AR view's model-viewer reads a signed-in visitor's model, and every model's embedded
  // texture, from object URLs the page itself made (docs/decisions/076). No other origin.
  connectSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Google Identity Services origin: its script, button frame and styles (only when GOOGLE_CLIENT_ID is set). */
const GOOGLE_ACCOUNTS = 'https://accounts.google.com';

/**
 * The CSP source that allows the built pages' inline head script (apps/web/scripts/prerender-pages.tsx
 * writes it to `<WEB_DIST>/early-input.js` and inlines the same text; issue 35, decision 073), or
 * undefined when the web app is not built. Only that exact text may run inline.
 */
export function earlyInputScriptHash(webDist: string): string | undefined {
  let script: string;
  try {
    script = fs.readFileSync(path.join(webDist, 'early-input.js'), 'utf8');
  } catch {
    return undefined;
  }
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export interface PolicyOptions {
  /** The policy of a worker script, which may also compile WebAssembly (decision 063). */
  wasm?: boolean;
  /** Hashes of inline scripts the pages may run (`earlyInputScriptHash`). */
  scriptHashes?: readonly string[];
}

/** The policy for this deployment: Google sign-in's origin is allowed only when it is configured. */
export function contentSecurityPolicyFor(googleClientId: string | undefined, { wasm = false, scriptHashes = [] }: PolicyOptions = {}) {
  const scripts = [...contentSecurityPolicy.scriptSrc, ...scriptHashes, ...(wasm ? ["'wasm-unsafe-eval'"] : [])];
  const policy = { ...contentSecurityPolicy, scriptSrc: scripts };
  if (!googleClientId) return policy;
  const withGoogle = (list: string[]) => [...list, GOOGLE_ACCOUNTS, `${GOOGLE_ACCOUNTS}/gsi/`];
  return {
    ...policy,
    scriptSrc: withGoogle(policy.scriptSrc),
    styleSrc: [...contentSecurityPolicy.styleSrc, `${GOOGLE_ACCOUNTS}/gsi/style`],
    connectSrc: withGoogle(contentSecurityPolicy.connectSrc),
    frameSrc: [`${GOOGLE_ACCOUNTS}/gsi/`],
  };
}

type HelmetOptions = NonNullable<Parameters<typeof helmet>[0]>;

/**
 * Helmet's headers for this deployment, computed once. Every value is static (no nonces), so
 * running helmet's middleware on each request would only repeat the same work: measured on the
 * packages route it cost well over half of the server's throughput (bench/api-throughput.ts).
 */
export function securityHeaders(googleClientId: string | undefined, policy: PolicyOptions = {}): Record<string, string> {
  const options: HelmetOptions = {
    // Only our directives: helmet's defaults would add `upgrade-insecure-requests`, which breaks
    // the app when it is served over plain HTTP on a LAN address.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(googleClientId, policy) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: googleClientId ? 'same-origin-allow-popups' : 'same-origin' },
    // nosniff (X-Content-Type-Options) is on by default.
  };
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet could not build the security headers');
  });
  return headers;
}

/**
 * The face tab's workers (Vite emits them as `assets/<name>.worker-<hash>.js`). A dedicated worker
 * is governed by the policy of its own script's response, not its page's: these may compile
 * WebAssembly (TensorFlow.js's WebAssembly backend, decision 063), which the pages still may not.
 */
const WORKER_SCRIPT = /^\/assets\/[\w.-]+\.worker-[\w-]+\.js(?:\?|$)/;

/**
 * The AR view's page (docs/product/ar.md): model-viewer's three.js loader compiles its meshopt
 * decoder (WebAssembly) as it loads, so this one page may compile WebAssembly too
 * (`'wasm-unsafe-eval'`: WebAssembly only, never JavaScript's eval; decision 076). Every way into
 * it loads it as a document of its own, so no other page's policy is widened.
 */
export const AR_PAGE = /^\/ar(?:\?|$)/;

/** Security headers on every response; routes may override one (the Swagger UI sets its own CSP). */
export const helmetPlugin = fp(
  (app, _options, done) => {
    const earlyInput = earlyInputScriptHash(app.config.webDist);
    const headers = securityHeaders(app.config.googleClientId, { scriptHashes: earlyInput ? [earlyInput] : [] });
    const workerHeaders = securityHeaders(app.config.googleClientId, { wasm: true });
    const arHeaders = securityHeaders(app.config.googleClientId, { wasm: true, scriptHashes: earlyInput ? [earlyInput] : [] });
    app.addHook('onRequest', (request, reply, next) => {
      reply.headers(WORKER_SCRIPT.test(request.url) ? workerHeaders : AR_PAGE.test(request.url) ? arHeaders : headers);
      next();
    });
    done();
  },
  { name: 'helmet-headers' },
);
