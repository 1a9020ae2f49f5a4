import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PACKAGE_MESSAGES, type AdminPackage } from '@wallart/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/ui/toast-store';
import { clearSessionToken, setSessionToken } from '../../../lib/session-token';
import { json, mockFetch, routes, type SentRequest } from '../../../testing/mock-fetch';
import { starterPackage } from '../../../testing/admin-package';
import { admin, renderRoute, signedIn } from '../../../testing/render-route';
import { findDialog } from '../../../testing/dialog';

vi.setConfig({ testTimeout: 20_000 });

const starter = starterPackage;
const retired: AdminPackage = { ...starter, _id: '6650a1b2c3d4e5f6a7b88fd9', name: 'Old Mural', active: false, priceCents: null };

beforeEach(() => setSessionToken('tok'));
afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
  clearSessionToken();
});

describe('Packages Management (issue 19)', () => {
  it('lists active and inactive packages with Edit and Deactivate/Reactivate', async () => {
    mockFetch(routes({ 'GET /api/admin/packages': () => json({ success: true, data: [starter, retired] }) }));
    renderRoute('/admin/packages', signedIn(admin));
    const table = await screen.findByRole('table', { name: 'Packages in display order, inactive ones included' });
    const row = within(table).getByRole('row', { name: /Old Mural/ });
    // In the Price column, and under the name for a phone.
    expect(within(row).getAllByText('Custom')).toHaveLength(2);
    expect(within(row).getByRole('button', { name: 'Reactivate Old Mural' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Deactivate Starter' })).toBeEnabled();
    expect(screen.getByText('1 on sale, 1 inactive')).toBeInTheDocument();
  });

  it('shows the rule each bad field breaks and sends nothing: empty name, negative price, 0 consultations, 51 years', async () => {
    const sent: SentRequest[] = [];
    mockFetch(
      routes({
        'GET /api/admin/packages': () => json({ success: true, data: [starter] }),
        'POST /api/admin/packages': (r) => {
          sent.push(r);
          return json({}, 500);
        },
      }),
    );
    renderRoute('/admin/packages', signedIn(admin));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Package' }));
    const dialog = await findDialog('Add Package');
    await user.type(within(dialog).getByLabelText('Price (CAD)'), '-5');
    await user.type(within(dialog).getByLabelText('Consultations'), '0');
    await user.clear(within(dialog).getByLabelText('Warranty (years)'));
    await user.type(within(dialog).getByLabelText('Warranty (years)'), '51');
    await user.click(within(dialog).getByRole('button', { name: 'Add Package' }));
    expect(await within(dialog).findByText(ADMIN_PACKAGE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_PACKAGE_MESSAGES.priceFormInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_PACKAGE_MESSAGES.consultationsZero)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_PACKAGE_MESSAGES.warrantyInvalid)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's 409 for a duplicate name in the dialog, and sends the price in cents", async () => {
    const sent: SentRequest[] = [];
    mockFetch(
      routes({
        'GET /api/admin/packages': () => json({ success: true, data: [starter] }),
        'POST /api/admin/packages': (r) => {
          sent.push(r);
          return json({ error: 'Conflict', message: ADMIN_PACKAGE_MESSAGES.nameTaken }, 409);
        },
      }),
    );
    renderRoute('/admin/packages', signedIn(admin));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Package' }));
    const dialog = await findDialog('Add Package');
    await user.type(within(dialog).getByLabelText('Name'), 'starter');
    await user.type(within(dialog).getByLabelText('Price (CAD)'), '349.50');
    await user.type(within(dialog).getByLabelText('Features'), 'One wall{Enter}{Enter}Two coats');
    await user.click(within(dialog).getByRole('button', { name: 'Add Package' }));
    expect(await within(dialog).findByText(ADMIN_PACKAGE_MESSAGES.nameTaken)).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({ name: 'starter', priceCents: 34_950, consultations: null, coverageSqFt: null, features: ['One wall', 'Two coats'] });
  });
});
