import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@wallart/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionToken } from '../../../lib/session-token';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { renderRoute } from '../../../testing/render-route';

const user = {
  _id: '65f0c0ffee0000000000a001',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  profilePicture: '',
  role: 'user',
  isAdmin: false,
  phone: '',
  address: '',
  country: 'UK',
  language: 'English',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const api = (login = () => json({ success: true, message: 'Signed in', token: 'tok-1', user })) =>
  mockFetch(routes({ 'GET /api/auth/config': () => json({ googleClientId: null }), 'POST /api/auth/login': login }));

async function fillAndSubmit(email: string, password: string) {
  const u = userEvent.setup();
  if (email) await u.type(await screen.findByLabelText('Email'), email);
  if (password) await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign In' }));
  return u;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sign In (docs/product/accounts.md#sign-in, docs/product/messages.md#accounts)', () => {
  it("asks to 'Please fill all fields' and sends nothing when a field is empty", async () => {
    const { calls } = api();
    renderRoute('/sign-in');
    await fillAndSubmit('ada@example.com', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signIn.fillAllFields);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/api/auth/login')).toHaveLength(0);
  });

  it('stores the token and the user, then goes to /', async () => {
    const { calls } = api();
    const { location, store } = renderRoute('/sign-in');
    await fillAndSubmit('ada@example.com', 'Secret123');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(getSessionToken()).toBe('tok-1');
    expect(store.getState().user.currentUser).toMatchObject({ _id: user._id, token: 'tok-1' });
    expect(calls('/api/auth/login')[0]!.body).toEqual({ email: 'ada@example.com', password: 'Secret123', rememberMe: false });
  });

  it('sends remember me and returns to the cart when checkout asked (?redirect=cart)', async () => {
    const { calls } = api();
    const { location } = renderRoute('/sign-in?redirect=cart');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await u.type(screen.getByLabelText('Password'), 'Secret123');
    await u.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location().pathname).toBe('/cart'));
    expect(calls('/api/auth/login')[0]!.body).toMatchObject({ rememberMe: true });
  });

  it("shows the server's message for wrong credentials and stays", async () => {
    api(() => json({ success: false, error: 'Unauthorized', message: 'Invalid email or password.' }, 401));
    const { location } = renderRoute('/sign-in');
    await fillAndSubmit('ada@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(location().pathname).toBe('/sign-in');
    expect(getSessionToken()).toBeNull();
  });

  it('says how long to wait when sign-in is refused with 429 (issue 9 §2)', async () => {
    api(
      () =>
        new Response(JSON.stringify({ error: 'Too Many Requests', message: 'Too many failed attempts. Please try again in 60 seconds.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
        }),
    );
    const { location } = renderRoute('/sign-in');
    await fillAndSubmit('ada@example.com', 'Wrong123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests — try again in 60 seconds.');
    expect(location().pathname).toBe('/sign-in');
  });

  it('disables the Google button and says why when Google sign-in is not configured', async () => {
    api();
    renderRoute('/sign-in');
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(google).toBeDisabled());
    expect(google).toHaveAccessibleDescription(MESSAGES.signIn.googleNotConfigured);
  });

  it('links to forgot password and sign up', async () => {
    api();
    renderRoute('/sign-in');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });
});
