import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@wallart/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLocale } from '../../../testing/in-locale';
import { html, json, mockFetch, offline, routes, type Reply } from '../../../testing/mock-fetch';
import { renderRoute } from '../../../testing/render-route';

const created = {
  _id: '65f0c0ffee0000000000a009',
  name: 'newbie',
  email: 'new@example.com',
  profilePicture: '',
  role: 'user',
  isAdmin: false,
  phone: '+44 20 7946 0958',
  address: '',
  country: 'UK',
  language: '',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function api(register: () => Reply) {
  return mockFetch(routes({ 'GET /api/auth/config': () => json({ googleClientId: null }), 'POST /api/auth/register': register }));
}

async function fillValidForm() {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText('Username'), 'newbie');
  await u.type(screen.getByLabelText('Email'), 'new@example.com');
  await u.selectOptions(screen.getByLabelText('Country'), 'UK');
  await u.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
  await u.type(screen.getByLabelText('Password'), 'Gallery#2025');
  return u;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sign Up (docs/product/accounts.md#sign-up, docs/product/messages.md#accounts)', () => {
  it('shows the required-field and password messages and sends nothing', async () => {
    const { calls } = api(() => json({}, 201));
    renderRoute('/sign-up');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Password'), 'short');
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MESSAGES.signUp.usernameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.signUp.emailRequired);
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(MESSAGES.signUp.countryRequired);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(MESSAGES.signUp.phoneRequired);
    expect(screen.getByText(MESSAGES.signUp.passwordRequirements)).toBeInTheDocument();
    expect(calls('/api/auth/register')).toHaveLength(0);
  });

  it('ticks the live requirements as the password is typed', async () => {
    api(() => json({}, 201));
    renderRoute('/sign-up');
    const checklist = await screen.findByRole('list', { name: 'Password requirements' });
    expect(within(checklist).getAllByText('(not met)', { exact: false })).toHaveLength(4);
    await userEvent.setup().type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(within(checklist).getByText(/At least 8 characters/)).toHaveTextContent('(met)');
    expect(within(checklist).getByText(/one lowercase/)).toHaveTextContent('(met)');
    expect(within(checklist).getByText(/one uppercase/)).toHaveTextContent('(not met)');
  });

  it("creates the account, says 'Account created successfully!' and goes to /sign-in after 1.5 s", async () => {
    const { calls } = api(() => json({ success: true, message: 'User registered successfully', user: created }, 201));
    const { location } = renderRoute('/sign-up');
    const u = await fillValidForm();
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MESSAGES.signUp.success)).toBeInTheDocument();
    expect(calls('/api/auth/register')[0]!.body).toEqual({
      name: 'newbie',
      email: 'new@example.com',
      password: 'Gallery#2025',
      address: '',
      country: 'UK',
      phone: '+44 20 7946 0958',
      language: '',
    });
    expect(location().pathname).toBe('/sign-up');
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), { timeout: 4000 });
  });

  it('puts an already registered email on the email field', async () => {
    api(() => json({ error: 'Conflict', message: 'Email already registered' }, 409));
    renderRoute('/sign-up');
    const u = await fillValidForm();
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.signUp.emailTaken));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it.each([
    ['a server message as it is', () => json({ error: 'Too Many Requests', message: 'Too many requests. Please try again later.' }, 429), 'Too many requests. Please try again later.'],
    ['a non-JSON failure', () => html(502), 'Server error: 502. Please try again.'],
    ['a network failure', () => offline(), MESSAGES.signUp.networkError],
  ])('shows %s above the form', async (_, reply, message) => {
    api(reply);
    renderRoute('/sign-up');
    const u = await fillValidForm();
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('Sign Up in French (docs/product/languages.md#what-is-translated)', () => {
  inLocale('fr');

  it('names the countries in French and sends the same country as in English', async () => {
    const { calls } = api(() => json({ success: true, message: 'Compte créé', user: created }, 201));
    renderRoute('/sign-up');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Nom d’utilisateur'), 'newbie');
    await u.type(screen.getByLabelText('E-mail'), 'new@example.com');
    const country = screen.getByLabelText('Pays');
    expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sélectionnez un pays',
      'États-Unis',
      'Sri Lanka',
      'Canada',
      'Royaume-Uni',
      'Australie',
      'Inde',
      'Autre pays',
    ]);
    await u.selectOptions(country, 'Royaume-Uni');
    await u.type(screen.getByLabelText('Téléphone'), '+44 20 7946 0958');
    await u.type(screen.getByLabelText('Mot de passe'), 'Gallery#2025');
    await u.click(screen.getByRole('button', { name: 'Créer un compte' }));
    await waitFor(() => expect(calls('/api/auth/register')).toHaveLength(1));
    expect(calls('/api/auth/register')[0]!.body).toMatchObject({ country: 'UK' });
  });
});
