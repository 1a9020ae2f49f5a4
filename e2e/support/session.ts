import type { Page } from '@playwright/test';

export interface SeedUser {
  _id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}

/**
 * Puts a signed-in user into the persisted Redux state (`persist:root`, SPEC §3) before the app
 * loads, for tests that are about layout and client guards rather than about signing in.
 */
export async function seedPersistedUser(page: Page, user: SeedUser): Promise<void> {
  await page.addInitScript((u) => {
    const currentUser = { ...u, isAdmin: u.role === 'admin', token: 'e2e-token' };
    const root = {
      user: JSON.stringify({ currentUser, loading: false, error: null }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    };
    window.localStorage.setItem('persist:root', JSON.stringify(root));
    window.localStorage.setItem('token', 'e2e-token');
  }, user);
}

export const SAMPLE_USER: SeedUser = { _id: '6650a1b2c3d4e5f6a7b80001', name: 'Maya Perera', email: 'maya@example.com', role: 'user' };
export const SAMPLE_ADMIN: SeedUser = { _id: '6650a1b2c3d4e5f6a7b80002', name: 'Arun Silva', email: 'arun@example.com', role: 'admin' };
