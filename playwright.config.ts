import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from './tools/testing/free-port';

// The config is evaluated in the runner and again in every worker; the runner picks the port and
// the data folder once and workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One worker: each test's Chromium (browser, renderer and SwiftShader GPU processes) already
  // keeps two cores busy; with two workers on this 2-core machine the tests starved each other and
  // waits for pages that were on their way ran out (e2e/README.md). E2E_WORKERS=2 is the stress run.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // Ceilings for a hang, not speed budgets (speed is the bench's): on this 2-core machine on a slow
  // day one test took 39 s that takes 13 s on a quiet one. A wait ends as soon as the page is
  // right; only a page that never gets there waits this long.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `${baseURL}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Browser tests make many requests from one address; the limit itself is tested on the server.
      RATE_LIMIT_MAX: '100000',
      FORM_RATE_LIMIT_MAX: '1000',
      UPLOAD_RATE_LIMIT_MAX: '1000',
      GUEST_UPLOAD_RATE_LIMIT_MAX: '1000',
      GENERATE_RATE_LIMIT_MAX: '1000',
      GUEST_GENERATE_RATE_LIMIT_MAX: '1000',
      // Checkout and card tokenization share one tight limit per address (e2e/checkout.spec.ts pays repeatedly).
      CHECKOUT_RATE_LIMIT_MAX: '1000',
      // Sign-ups per address (20 per 15 minutes by default): the suite registers more customers than that.
      ACCOUNT_RATE_LIMIT_MAX: '1000',
      // The first admin (e2e/support/session.ts signs in with it).
      ADMIN_EMAIL: 'admin@wallart.test',
      ADMIN_PASSWORD: 'Admin-Pass-2026',
    },
  },
});
