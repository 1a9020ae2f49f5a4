import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@wallart/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/ui/toast-store';
import { setSessionToken } from '../../../lib/session-token';
import type { CurrentUser } from '../../../stores/user-slice';
import { json, mockFetch, routes, type SentRequest } from '../../../testing/mock-fetch';
import { admin, renderRoute, signedIn, testUser } from '../../../testing/render-route';
import { findDialog } from '../../../testing/dialog';

const ada = testUser({ phone: '+44 20 7946 0958', address: '12 Analytical Row', country: 'UK', language: 'English', token: 'tok' });
const serverUser = (changes: Partial<CurrentUser> = {}) => {
  const { token: _token, ...rest } = { ...ada, ...changes };
  return rest;
};

// Screens load as lazy chunks; on a busy 2-core machine a first render can take seconds.
vi.setConfig({ testTimeout: 20_000 });

const input = (label: string) => screen.getByLabelText(label);

async function openProfile(user: CurrentUser = ada) {
  const view = renderRoute('/dashboard/profile', signedIn(user));
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return view;
}

beforeEach(() => {
  setSessionToken('tok');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearToasts();
});

describe('My Account: tabs (docs/product/accounts.md#profile)', () => {
  it('shows Profile and Subscriptions to a user; the Subscriptions tab is named in the URL and reads the subscriptions', async () => {
    mockFetch(routes({ [`GET /api/user-packages/user/${ada._id}`]: () => json([]), 'GET /api/packages': () => json([]) }));
    const { location } = await openProfile();
    const tabs = screen.getByRole('tablist', { name: 'Account sections' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile', 'Subscriptions']);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Subscriptions' }));
    expect(await screen.findByRole('heading', { name: 'My Subscriptions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No subscriptions yet' })).toBeInTheDocument();
    expect(location().search).toBe('?tab=subscriptions');
  });

  it('opens the Subscriptions tab from a link (?tab=subscriptions)', async () => {
    mockFetch(routes({ [`GET /api/user-packages/user/${ada._id}`]: () => json([]), 'GET /api/packages': () => json([]) }));
    renderRoute('/dashboard/profile?tab=subscriptions', signedIn(ada));
    expect(await screen.findByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Available Packages' })).toBeInTheDocument();
  });

  it('shows no Subscriptions tab to an admin', async () => {
    mockFetch(() => json({}));
    await openProfile({ ...admin, phone: '', address: '', country: '', language: '' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile']);
  });
});

describe('My Account: profile form (docs/product/accounts.md#profile)', () => {
  it('is read-only until Edit Profile; email is never editable', async () => {
    mockFetch(() => json({}));
    await openProfile();
    expect(input('Name')).toHaveAttribute('readonly');
    expect(input('Country')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(input('Name')).not.toHaveAttribute('readonly');
    expect(input('Country')).toBeEnabled();
    expect(input('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('Cancel restores the values and drops a pending picture', async () => {
    const { requests } = mockFetch(() => json({}));
    await openProfile();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(input('Name'));
    await u.type(input('Name'), 'Countess');
    await u.selectOptions(input('Country'), 'India');
    await u.upload(screen.getByLabelText('Add photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(input('Name')).toHaveValue('Ada Lovelace');
    expect(input('Country')).toHaveValue('UK');
    expect(input('Name')).toHaveAttribute('readonly');
    // Editing again starts clean: no picture waiting to be uploaded.
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/auth/updateprofile')).toBe(true));
    expect(requests.map((r) => r.path)).not.toContain('/api/auth/upload-profile-image');
  });

  it.each([
    ['a PDF', () => new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), MESSAGES.profile.imageType],
    ['a picture over 5 MB', () => new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }), MESSAGES.profile.imageTooLarge],
  ])('refuses %s with its message', async (_, makeFile, message) => {
    const file = makeFile();
    mockFetch(() => json({}));
    await openProfile();
    const u = userEvent.setup({ applyAccept: false });
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.upload(screen.getByLabelText('Add photo'), file);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows a field error for an invalid phone and sends nothing', async () => {
    const { requests } = mockFetch(() => json({}));
    await openProfile();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(input('Phone'));
    await u.type(input('Phone'), '12');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(input('Phone')).toHaveAccessibleDescription(MESSAGES.checkout.phoneInvalid));
    expect(requests).toHaveLength(0);
  });

  it('saves the picture first, then the fields, and refetches /auth/me 1 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order: string[] = [];
    const record = (reply: () => Response) => (request: SentRequest) => {
      order.push(request.path);
      return reply();
    };
    const { calls } = mockFetch(
      routes({
        'POST /api/auth/upload-profile-image': record(() => json({ success: true, message: 'Uploaded', user: serverUser({ profilePicture: '/uploads/a.png' }) })),
        'PUT /api/auth/updateprofile': record(() => json({ success: true, message: 'Profile updated', user: serverUser({ name: 'Countess', profilePicture: '/uploads/a.png' }) })),
        'GET /api/auth/me': record(() => json({ success: true, data: serverUser({ name: 'Countess of Lovelace', profilePicture: '/uploads/a.png' }) })),
      }),
    );
    const { store } = await openProfile();
    const u = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.clear(input('Name'));
    await u.type(input('Name'), 'Countess');
    await u.upload(screen.getByLabelText('Add photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(order).toEqual(['/api/auth/upload-profile-image', '/api/auth/updateprofile']));
    const uploaded = calls('/api/auth/upload-profile-image')[0]!.body as FormData;
    // Node's FormData parser returns its own File class (named 'blob'), so check what matters: the bytes and type.
    expect(uploaded.get('profileImage')).toMatchObject({ size: 3, type: 'image/png' });
    expect(calls('/api/auth/updateprofile')[0]!.body).toEqual({
      name: 'Countess',
      phone: '+44 20 7946 0958',
      address: '12 Analytical Row',
      country: 'UK',
      language: 'English',
    });
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(store.getState().user.currentUser).toMatchObject({ name: 'Countess', profilePicture: '/uploads/a.png', token: 'tok' });
    expect(input('Name')).toHaveAttribute('readonly');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(order).toContain('/api/auth/me'));
    await waitFor(() => expect(input('Name')).toHaveValue('Countess of Lovelace'));
    expect(store.getState().user.currentUser?.token).toBe('tok');
  });

  it.each([
    [401, { error: 'Unauthorized', message: 'Token expired' }, MESSAGES.profile.authRequired],
    [500, {}, MESSAGES.profile.updateFailed],
  ])('reports a %i on save', async (status, body, message) => {
    mockFetch(routes({ 'PUT /api/auth/updateprofile': () => json(body, status) }));
    await openProfile();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });
});

describe('Change password dialog (docs/product/accounts.md#change-password; 8 characters per docs/architecture.md#passwords-of-8-characters-everywhere)', () => {
  async function openDialog() {
    await openProfile();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await findDialog('Change Password');
    return { u, dialog };
  }

  it.each([
    ['', 'Gallery#2025', 'Gallery#2025', MESSAGES.changePassword.currentRequired],
    ['old-secret', '', '', MESSAGES.changePassword.newRequired],
    ['old-secret', 'short', 'short', MESSAGES.changePassword.tooShort],
    ['old-secret', 'Gallery#2025', 'Gallery#2026', MESSAGES.changePassword.mismatch],
  ])('answers %j / %j / %j with its message', async (current, next, confirm, message) => {
    const { requests } = mockFetch(() => json({}));
    const { u, dialog } = await openDialog();
    if (current) await u.type(within(dialog).getByLabelText('Current Password'), current);
    if (next) await u.type(within(dialog).getByLabelText('New Password'), next);
    if (confirm) await u.type(within(dialog).getByLabelText('Confirm New Password'), confirm);
    await u.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect((await within(dialog).findAllByText(message))[0]).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's answer to a wrong current password, and closes after a success", async () => {
    let wrong = true;
    const { calls } = mockFetch(
      routes({
        'PUT /api/auth/updateprofile': () =>
          wrong
            ? json({ error: 'Bad Request', message: MESSAGES.changePassword.currentIncorrect }, 400)
            : json({ success: true, message: 'Password updated', user: serverUser() }),
      }),
    );
    const { u, dialog } = await openDialog();
    await u.type(within(dialog).getByLabelText('Current Password'), 'not-it');
    await u.type(within(dialog).getByLabelText('New Password'), 'Gallery#2025');
    await u.type(within(dialog).getByLabelText('Confirm New Password'), 'Gallery#2025');
    await u.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.changePassword.currentIncorrect);
    expect(calls('/api/auth/updateprofile')[0]!.body).toEqual({ currentPassword: 'not-it', password: 'Gallery#2025' });
    wrong = false;
    await u.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(MESSAGES.newPassword.updated)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  });
});
