import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The first admin, created by the server at start from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@wallart.test', password: 'Admin-Pass-2026' };

interface SignedIn {
  token: string;
  user: { _id: string; name: string; email: string; role: 'user' | 'admin' };
}

let counter = 0;

/** Registers a fresh customer through the API (in English unless `language` names another) and returns its credentials. */
export async function registerCustomer(request: APIRequestContext, name = 'Maya Perera', language = 'English') {
  counter += 1;
  const email = `maya.${Date.now()}.${process.pid}.${counter}@example.com`;
  const password = 'Walls-and-Art-1';
  const res = await request.post('/api/auth/register', {
    data: { name, email, password, address: '12 Gallery Lane', country: 'Canada', phone: '+1 416 555 0134', language },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return { email, password };
}

async function logIn(request: APIRequestContext, credentials: { email: string; password: string }): Promise<SignedIn> {
  const res = await request.post('/api/auth/login', { data: credentials });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as SignedIn;
}

/**
 * Signs in through the API and puts the session where the app keeps it after a real sign-in
 * (localStorage `token` and the persisted user slice under `persist:root`, docs/product/site.md#persisted-state), for tests
 * about what a signed-in person sees rather than about the sign-in form itself.
 */
export async function signInAs(page: Page, request: APIRequestContext, credentials: { email: string; password: string }) {
  const { token, user } = await logIn(request, credentials);
  await page.addInitScript(
    ({ token: t, user: u }) => {
      const root = {
        user: JSON.stringify({ currentUser: { ...u, token: t }, loading: false, error: null }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      };
      window.localStorage.setItem('persist:root', JSON.stringify(root));
      window.localStorage.setItem('token', t);
    },
    { token, user },
  );
  return user;
}

export const signInAsAdmin = (page: Page, request: APIRequestContext) => signInAs(page, request, E2E_ADMIN);

export async function signInAsCustomer(page: Page, request: APIRequestContext) {
  return signInAs(page, request, await registerCustomer(request));
}

/**
 * Fills and sends the sign-in form once the sign-in screen is really on screen. A navigation
 * changes the URL first and keeps the previous page until the next screen's code has loaded, so
 * waiting for the URL alone can type into the old page (the footer's newsletter field is also
 * labelled Email: the wall-tab test that lost its email in CI).
 */
export async function submitSignInForm(page: Page, credentials: { email: string; password: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}
