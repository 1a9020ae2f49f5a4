import { test, expect } from '@playwright/test';

test('GET /api/packages returns the three seeded packages in the spec shape', async ({ request }) => {
  const res = await request.get('/api/packages');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { name: string; price: number | null; _id: string }[];
  expect(body.map((p) => [p.name, p.price])).toEqual([
    ['Starter', 299],
    ['Professional', 599],
    ['Enterprise', null],
  ]);
  for (const p of body) expect(p._id).toMatch(/^[0-9a-f]{24}$/);
});

test('an unknown API path answers 404 JSON', async ({ request }) => {
  const res = await request.get('/api/no-such-thing');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
});

test('the page is served with a strict Content-Security-Policy and nosniff', async ({ request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});
