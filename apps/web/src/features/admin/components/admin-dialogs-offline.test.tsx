import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type PublicUser, type UserListPageResponse } from '@wallart/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionToken, setSessionToken } from '../../../lib/session-token';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { starterPackage } from '../../../testing/admin-package';
import { admin, renderRoute, signedIn } from '../../../testing/render-route';
import { findDialog } from '../../../testing/dialog';

// The admin form dialogs' rules (zod's resolver and the schemas) load when a dialog opens (decision 062).
// Here that download fails, as it does when the connection drops after the page has loaded.
vi.mock('@hookform/resolvers/zod', () => {
  throw new Error('offline: the form rules could not be fetched');
});

// Screens load as lazy chunks; on a busy 2-core machine a first render can take seconds.
vi.setConfig({ testTimeout: 20_000 });

const me: PublicUser = (({ token: _token, ...user }) => user)(admin);
const other: PublicUser = { ...me, _id: '65f0c0ffee00000000000101', name: 'Person 1', email: 'person1@example.com', role: 'user', isAdmin: false };
const page: UserListPageResponse = { success: true, data: [other, me], total: 2, page: 1, pageSize: 20 };

beforeEach(() => setSessionToken('tok'));
afterEach(() => {
  vi.restoreAllMocks();
  clearSessionToken();
});

describe('Admin form dialogs when their rules cannot be fetched', () => {
  it('Add New User says the connection failed and sends nothing', async () => {
    const { requests } = mockFetch(routes({ 'GET /api/users': () => json(page) }));
    renderRoute('/admin/users', signedIn(admin));
    await screen.findByRole('table');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = await findDialog('Add New User');
    await u.type(within(dialog).getByLabelText('Name'), 'Ada Admin');
    await u.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await u.type(within(dialog).getByLabelText('Password'), 'Strong-Pass1');
    await u.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText(MESSAGES.signUp.networkError)).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    // What was typed is kept for the next try.
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada Admin');
  });

  it('Edit User says the connection failed and sends nothing', async () => {
    const { requests } = mockFetch(routes({ 'GET /api/users': () => json(page) }));
    renderRoute('/admin/users', signedIn(admin));
    const table = await screen.findByRole('table');
    const u = userEvent.setup();
    await u.click(within(table).getByRole('button', { name: 'Edit Person 1' }));
    const dialog = await findDialog('Edit User');
    await u.clear(within(dialog).getByLabelText('Name'));
    await u.type(within(dialog).getByLabelText('Name'), 'Person One');
    await u.click(within(dialog).getByRole('button', { name: /save/i }));
    expect(await within(dialog).findByText(MESSAGES.signUp.networkError)).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('Add Package says the connection failed and sends nothing', async () => {
    const { requests } = mockFetch(routes({ 'GET /api/admin/packages': () => json({ success: true, data: [starterPackage] }) }));
    renderRoute('/admin/packages', signedIn(admin));
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add Package' }));
    const dialog = await findDialog('Add Package');
    await u.type(within(dialog).getByLabelText('Name'), 'Feature Wall');
    await u.type(within(dialog).getByLabelText('Price (CAD)'), '349.50');
    await u.click(within(dialog).getByRole('button', { name: 'Add Package' }));
    expect(await within(dialog).findByText(MESSAGES.signUp.networkError)).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});
