import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { startProductionServer } from './support/production-server';

// Issue 9 §1: `npm start` must start again on the same data after a stop. This runs the real
// start script (scripts/start.mjs) twice on one temporary DATA_DIR and port, after the build the
// suite runs first, so the script finds the bundles fresh and builds nothing. That touched sources
// are rebuilt is tested without rebuilding the app in scripts/build-staleness.test.ts.

test('npm start stops and starts again on the same data without rebuilding an untouched tree', async () => {
  test.setTimeout(240_000);
  const account = { email: `restart.${Date.now()}@example.com`, password: 'Walls-and-Art-1' };

  const first = await startProductionServer({ entry: 'start' });
  const { port, dataDir } = first;
  try {
    const registered = await fetch(`${first.baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ravi Silva', ...account, address: '3 Harbour Rd', country: 'Sri Lanka', phone: '+94 77 555 0101', language: 'English' }),
    });
    expect(registered.status).toBe(201);
  } finally {
    expect(await first.stop()).toBe(0);
  }

  const second = await startProductionServer({ entry: 'start', port, dataDir });
  try {
    expect(second.output()).not.toContain('Building');
    expect((await fetch(`${second.baseURL}/api/health`)).status).toBe(200);
    const login = await fetch(`${second.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { email: string } }).user.email).toBe(account.email);
  } finally {
    expect(await second.stop()).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
