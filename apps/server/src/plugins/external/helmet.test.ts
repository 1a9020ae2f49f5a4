import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

describe('the built pages\' one inline script (issue 35, decision 073)', () => {
  it('is allowed by the hash of exactly its text, and nothing inline is allowed without the built app', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-web-'));
    const script = '(()=>{window.__wallartEarlyInput={}})();';
    fs.writeFileSync(path.join(webDist, 'early-input.js'), script);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>x</title>');
    const built = await buildTestApp({ env: { WEB_DIST: webDist } });
    const bare = await buildTestApp();
    try {
      const hash = createHash('sha256').update(script).digest('base64');
      const csp = String((await built.inject({ url: '/sign-in' })).headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // A worker's policy is its own: no inline script there.
      fs.mkdirSync(path.join(webDist, 'assets'));
      fs.writeFileSync(path.join(webDist, 'assets', 'age.worker-Df7x_1.js'), 'postMessage(1);');
      const worker = String((await built.inject({ url: '/assets/age.worker-Df7x_1.js' })).headers['content-security-policy']);
      expect(worker).not.toContain('sha256-');
      const without = String((await bare.inject({ url: '/api/health' })).headers['content-security-policy']);
      expect(without).toMatch(/script-src 'self';/);
      // The AR view's page alone may compile WebAssembly (model-viewer's decoder, decision 076), with its inline script still by hash.
      const ar = String((await built.inject({ url: '/ar?artwork=sample&size=36x48&frame=modern' })).headers['content-security-policy']);
      expect(ar).toContain(`script-src 'self' 'sha256-${hash}' 'wasm-unsafe-eval';`);
      expect(ar).toContain("connect-src 'self' blob:;");
      expect(csp).not.toContain('wasm-unsafe-eval');
      expect(String((await built.inject({ url: '/archive' })).headers['content-security-policy'])).not.toContain('wasm-unsafe-eval');
    } finally {
      await Promise.all([built.close(), bare.close()]);
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('Content-Security-Policy and Google sign-in', () => {
  it('allows Google Identity Services only when GOOGLE_CLIENT_ID is set', async () => {
    const plain = await buildTestApp();
    const google = await buildTestApp({ env: { GOOGLE_CLIENT_ID: 'wallart-test.apps.googleusercontent.com' } });
    try {
      const without = String((await plain.inject({ url: '/api/health' })).headers['content-security-policy']);
      expect(without).not.toContain('accounts.google.com');
      expect(without).toMatch(/script-src 'self';/);

      const res = await google.inject({ url: '/api/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com https:\/\/accounts\.google\.com\/gsi\/;/);
      expect(csp).toContain('frame-src https://accounts.google.com/gsi/');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    } finally {
      await Promise.all([plain.close(), google.close()]);
    }
  });
});
