import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

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
