/** The first admin a bench's server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench-admin@wallart.test', password: 'Bench-Admin-Pass-2026' };
export const benchAdminEnv = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };

/** Signs the admin in through the API; the localStorage a real sign-in leaves (docs/product/site.md#persisted-state). */
export async function adminStorage(address: string): Promise<Record<string, string>> {
  const res = await fetch(`${address}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: Record<string, unknown> };
  return {
    token,
    'persist:root': JSON.stringify({
      user: JSON.stringify({ currentUser: { ...user, token }, loading: false, error: null }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  };
}

