import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type PublicUser, type UserListPageResponse } from '@wallart/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/ui/toast-store';
import { clearSessionToken, setSessionToken } from '../../../lib/session-token';
import { json, mockFetch, routes, type SentRequest } from '../../../testing/mock-fetch';
import { admin, renderRoute, signedIn } from '../../../testing/render-route';
import { findDialog } from '../../../testing/dialog';

// Screens load as lazy chunks; on a busy 2-core machine a first render can take seconds.
vi.setConfig({ testTimeout: 20_000 });

const me: PublicUser = (({ token: _token, ...user }) => user)(admin);
function person(n: number, changes: Partial<PublicUser> = {}): PublicUser {
  return { ...me, _id: `65f0c0ffee00000000000${String(100 + n)}`, name: `Person ${n}`, email: `person${n}@example.com`, role: 'user', isAdmin: false, ...changes };
}

function page(users: PublicUser[], extra: Partial<UserListPageResponse> = {}): UserListPageResponse {
  return { success: true, data: users, total: users.length, page: 1, pageSize: 20, ...extra };
}

async function openUsers(path = '/admin/users') {
  const view = renderRoute(path, signedIn(admin));
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  return view;
}

const listCalls = (requests: SentRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === '/api/users');

beforeEach(() => {
  setSessionToken('tok');
});
afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
  clearSessionToken();
});

describe('Users table (docs/product/admin.md#users)', () => {
  it('shows User, Email, Role, Joined and Actions; your own row cannot be deleted, and says why', async () => {
    mockFetch(routes({ 'GET /api/users': () => json(page([person(1, { role: 'admin', isAdmin: true }), me])) }));
    await openUsers();
    const table = await screen.findByRole('table', { name: 'Users, newest first' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User', 'Email', 'Role', 'Joined', 'Actions']);
    const ownRow = within(table).getByRole('row', { name: /Grace Hopper/ });
    expect(within(ownRow).getByText('You')).toBeInTheDocument();
    const ownDelete = within(ownRow).getByRole('button', { name: 'Delete Grace Hopper' });
    expect(ownDelete).toBeDisabled();
    expect(ownDelete).toHaveAccessibleDescription('You cannot delete or demote your own account.');
    expect(within(table).getByRole('button', { name: 'Delete Person 1' })).toBeEnabled();
    expect(within(ownRow).getByText('Jan 1, 2025', { selector: 'time' })).toHaveAttribute('datetime', me.createdAt);

    // Edit on your own row changes the name only: the role cannot be changed.
    await userEvent.setup().click(within(ownRow).getByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = await findDialog('Edit User');
    expect(within(dialog).getByLabelText('Role')).toBeDisabled();
    expect(within(dialog).getByText('You cannot change your own role.')).toBeInTheDocument();
  });

  it('shows a loading skeleton, then the empty state of a search', async () => {
    let answer: (r: Response) => void = () => {};
    mockFetch(routes({ 'GET /api/users': () => new Promise<Response>((resolve) => (answer = resolve)) }));
    await openUsers('/admin/users?q=zzz');
    expect(await screen.findByText('Loading users')).toBeInTheDocument();
    answer(json(page([])));
    expect(await screen.findByRole('heading', { name: 'No users match "zzz"' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Search users')).toHaveValue('zzz');
  });

  it("shows 'Failed to fetch users' when the list cannot be read, and tries again", async () => {
    let fail = true;
    const { requests } = mockFetch(routes({ 'GET /api/users': () => (fail ? json({ error: 'Internal Server Error', message: 'Something went wrong. Please try again.' }, 500) : json(page([me]))) }));
    await openUsers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.adminUsers.fetchFailed);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(listCalls(requests)).toHaveLength(2);
  });

  it("shows 'No authentication token' without calling the server when there is none", async () => {
    clearSessionToken();
    const { requests } = mockFetch(() => json({}));
    await openUsers();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.adminUsers.noToken);
    expect(listCalls(requests)).toHaveLength(0);
  });
});

describe('search, role filter and pages (on the server, kept in the URL)', () => {
  it('sends the search after a pause, back to page 1, and keeps it in the URL', async () => {
    const { requests } = mockFetch(routes({ 'GET /api/users': () => json(page([me])) }));
    const view = await openUsers('/admin/users?page=2');
    await screen.findByRole('table');
    await userEvent.setup().type(screen.getByLabelText('Search users'), 'grace h');
    await waitFor(() => expect(view.location().search).toBe('?q=grace+h'));
    const last = listCalls(requests).at(-1)!;
    expect(Object.fromEntries(last.search)).toEqual({ q: 'grace h', pageSize: '20' });
    // One request for the typed text, not one per keystroke.
    expect(listCalls(requests).filter((r) => r.search.has('q'))).toHaveLength(1);
  });

  it('filters by role', async () => {
    const { requests } = mockFetch(routes({ 'GET /api/users': () => json(page([me])) }));
    const view = await openUsers();
    await screen.findByRole('table');
    await userEvent.setup().selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() => expect(listCalls(requests).at(-1)!.search.get('role')).toBe('admin'));
    expect(view.location().search).toBe('?role=admin');
  });

  it("says 'Showing 21–40 of 57' and pages with Previous and Next", async () => {
    const users = Array.from({ length: 20 }, (_, i) => person(i));
    const { requests } = mockFetch(
      routes({ 'GET /api/users': (r) => json(page(r.search.get('page') === '3' ? users.slice(0, 17) : users, { total: 57, page: Number(r.search.get('page') ?? 1) })) }),
    );
    const view = await openUsers('/admin/users?page=2');
    expect(await screen.findByText('Showing 21–40 of 57')).toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Showing 41–57 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(view.location().search).toBe('?page=3');
    expect(listCalls(requests).at(-1)!.search.get('page')).toBe('3');
    await u.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Showing 21–40 of 57')).toBeInTheDocument();
  });
});

describe('Add New User (docs/product/admin.md#users, passwords 8+)', () => {
  async function openAdd() {
    await openUsers();
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add New User' }));
    return findDialog('Add New User');
  }

  it("gives the spec's messages before any request (docs/product/admin.md#users)", async () => {
    const { requests } = mockFetch(routes({ 'GET /api/users': () => json(page([me])) }));
    const dialog = await openAdd();
    const u = userEvent.setup();
    await u.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await u.type(within(dialog).getByLabelText('Password'), 'Short1');
    await u.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('Email is invalid')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends role admin to /api/auth/admin and role user to /api/auth/register', async () => {
    const created = (r: SentRequest) => json({ success: true, message: 'ok', user: person(9, { name: (r.body as { name: string }).name }) }, 201);
    const { requests } = mockFetch(routes({ 'GET /api/users': () => json(page([me])), 'POST /api/auth/admin': created, 'POST /api/auth/register': created }));
    let dialog = await openAdd();
    const u = userEvent.setup();
    await u.type(within(dialog).getByLabelText('Name'), 'Ada Admin');
    await u.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await u.type(within(dialog).getByLabelText('Password'), 'Strong-Pass1');
    await u.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await u.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.path === '/api/auth/admin')?.body).toEqual({ name: 'Ada Admin', email: 'ada@example.com', password: 'Strong-Pass1', role: 'admin' });
    expect(await screen.findByText('Ada Admin was added.')).toBeInTheDocument();
    // The list is read again after the change.
    await waitFor(() => expect(listCalls(requests)).toHaveLength(2));

    await u.click(screen.getByRole('button', { name: 'Add New User' }));
    dialog = await findDialog('Add New User');
    await u.type(within(dialog).getByLabelText('Name'), 'Una User');
    await u.type(within(dialog).getByLabelText('Email'), 'una@example.com');
    await u.type(within(dialog).getByLabelText('Password'), 'Strong-Pass1');
    await u.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(requests.find((r) => r.path === '/api/auth/register')?.body).toMatchObject({ name: 'Una User', role: 'user' }));
  });

  it("says 'Failed to create user' when the server gives no reason, its message when it does, and 'Failed to refresh user list' when the list cannot be read again", async () => {
    let createAnswer = () => json({}, 500);
    let listFails = false;
    mockFetch(
      routes({
        'GET /api/users': () => (listFails ? json({}, 503) : json(page([me]))),
        'POST /api/auth/register': () => createAnswer(),
      }),
    );
    const dialog = await openAdd();
    const u = userEvent.setup();
    await u.type(within(dialog).getByLabelText('Name'), 'Una User');
    await u.type(within(dialog).getByLabelText('Email'), 'una@example.com');
    await u.type(within(dialog).getByLabelText('Password'), 'Strong-Pass1');
    await u.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create user');

    createAnswer = () => json({ error: 'Conflict', message: 'Email already registered' }, 409);
    await u.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Email already registered'));

    createAnswer = () => json({ success: true, message: 'ok', user: person(3, { name: 'Una User' }) }, 201);
    listFails = true;
    await u.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(MESSAGES.adminUsers.refreshFailed)).toBeInTheDocument();
    // The last list read stays on screen.
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});

describe('Edit and Delete (ours: docs/product/admin.md#users says they do nothing)', () => {
  it("sends only what changed, and shows the server's refusal", async () => {
    let answer = () => json({ error: 'Conflict', message: MESSAGES.adminUsers.lastAdmin }, 409);
    const { requests } = mockFetch(routes({ 'GET /api/users': () => json(page([person(1, { role: 'admin', isAdmin: true }), me])), 'PATCH /api/users/65f0c0ffee00000000000101': () => answer() }));
    await openUsers();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Edit Person 1' }));
    const dialog = await findDialog('Edit User');
    await u.selectOptions(within(dialog).getByLabelText('Role'), 'user');
    await u.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The last administrator cannot be removed or demoted.');
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ role: 'user' });

    answer = () => json({ success: true, message: 'ok', user: person(1, { name: 'Renamed' }) });
    await u.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await u.clear(within(dialog).getByLabelText('Name'));
    await u.type(within(dialog).getByLabelText('Name'), 'Renamed');
    await u.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({ name: 'Renamed' });
  });

  it('deletes only after the confirmation; Keep leaves the account', async () => {
    const { requests } = mockFetch(routes({ 'GET /api/users': () => json(page([person(1), me])), 'DELETE /api/users/65f0c0ffee00000000000101': () => json({ success: true, message: 'User deleted successfully.' }) }));
    await openUsers();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Person 1' }));
    let dialog = await findDialog('Delete User');
    const keep = within(dialog).getByRole('button', { name: 'Keep' });
    expect(keep).toHaveFocus();
    await u.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Delete Person 1' }));
    dialog = await findDialog('Delete User');
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Person 1 was deleted.')).toBeInTheDocument();
  });
});
