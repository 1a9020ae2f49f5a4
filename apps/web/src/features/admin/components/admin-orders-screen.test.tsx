import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type AdminOrderListResponse,
  type AdminOrderSummary,
  type OrderStatus,
} from '@wallart/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/ui/toast-store';
import { clearSessionToken, setSessionToken } from '../../../lib/session-token';
import { json, mockFetch, routes, type SentRequest } from '../../../testing/mock-fetch';
import { admin, renderRoute, signedIn } from '../../../testing/render-route';
import { ADMIN_ORDER_ID, adminOrderFixture } from '../testing/admin-order-fixture';
import { MOVE_LABELS } from '../utils/order-list';
import { i18n } from '../../../lib/i18n';
import { findDialog } from '../../../testing/dialog';

vi.setConfig({ testTimeout: 20_000 });

const ID = ADMIN_ORDER_ID;

function summary(changes: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    _id: ID,
    orderNumber: 'ORD-2026-4821',
    kind: 'artwork',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    status: 'placed',
    customer: { name: 'Maya Perera', email: 'maya@example.com' },
    itemCount: 3,
    planTitle: null,
    totalCents: 112881,
    currency: 'CAD',
    ...changes,
  };
}

function listPage(orders: AdminOrderSummary[], extra: Partial<AdminOrderListResponse> = {}): AdminOrderListResponse {
  return { orders, total: orders.length, page: 1, pageSize: 20, ...extra };
}

const detail = adminOrderFixture;
const captured = adminOrderFixture('placed').payment;

const listCalls = (requests: SentRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/orders');

async function openOrders(path = '/admin/orders') {
  const view = renderRoute(path, signedIn(admin));
  // With an order open, the modal dialog hides the page from the accessibility tree.
  if (!path.includes('order=')) await screen.findByRole('heading', { level: 1, name: 'Orders' });
  return view;
}

beforeEach(() => setSessionToken('tok'));
afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
  clearSessionToken();
});

describe('the Orders table', () => {
  it('shows order, customer, date, kind, items, total and status', async () => {
    mockFetch(routes({ 'GET /api/admin/orders': () => json(listPage([summary(), summary({ _id: '65f0c0ffee0000000000a002', orderNumber: 'ORD-2026-1002', kind: 'plan', itemCount: 0, planTitle: 'Starter Plan', status: 'in-production' })])) }));
    await openOrders();
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order', 'Customer', 'Date', 'Kind', 'Items', 'Total', 'Status', 'Actions']);
    const row = within(table).getByRole('row', { name: /ORD-2026-4821/ });
    expect(row).toHaveTextContent('maya@example.com');
    expect(row).toHaveTextContent('3 pieces');
    expect(row).toHaveTextContent('CAD 1,128.81');
    expect(row).toHaveTextContent('Pending');
    expect(within(table).getByRole('row', { name: /ORD-2026-1002/ })).toHaveTextContent('Starter Plan');
  });

  it('sends the status, kind and search as request params, back to page 1, kept in the URL', async () => {
    const { requests } = mockFetch(routes({ 'GET /api/admin/orders': () => json(listPage([summary()])) }));
    const view = await openOrders('/admin/orders?page=2');
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    await waitFor(() => expect(Object.fromEntries(listCalls(requests).at(-1)!.search)).toEqual({ status: 'scheduled', pageSize: '20' }));
    await user.selectOptions(screen.getByLabelText('Kind'), 'plan');
    await user.type(screen.getByLabelText('Search orders'), 'ORD-2026{Enter}');
    await waitFor(() => expect(Object.fromEntries(listCalls(requests).at(-1)!.search)).toEqual({ q: 'ORD-2026', status: 'scheduled', kind: 'plan', pageSize: '20' }));
    expect(view.location().search).toBe('?q=ORD-2026&status=scheduled&kind=plan');
  });

  it("shows 'Failed to fetch orders' and an empty state", async () => {
    let fail = true;
    mockFetch(routes({ 'GET /api/admin/orders': () => (fail ? json({ error: 'Internal Server Error', message: 'x' }, 500) : json(listPage([]))) }));
    await openOrders('/admin/orders?q=zzz');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADMIN_ORDER_MESSAGES.fetchFailed);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No orders match "zzz"' })).toBeInTheDocument();
  });
});

describe('the order details', () => {
  it.each(ORDER_STATUSES)('offers only the allowed next states from %s', async (status) => {
    mockFetch(routes({ 'GET /api/admin/orders': () => json(listPage([summary({ status })])), [`GET /api/admin/orders/${ID}`]: () => json(detail(status)) }));
    await openOrders(`/admin/orders?order=${ID}`);
    const dialog = await findDialog('Order ORD-2026-4821');
    await within(dialog).findByText('Status history');
    const offered = (Object.keys(MOVE_LABELS) as OrderStatus[]).filter((s) => within(dialog).queryByRole('button', { name: i18n._(MOVE_LABELS[s]) }));
    expect(offered.sort()).toEqual([...ORDER_TRANSITIONS[status]].sort());
  });

  it('moves the order with the status it saw, and shows who moved it', async () => {
    let current: OrderStatus = 'placed';
    const { requests } = mockFetch(
      routes({
        'GET /api/admin/orders': () => json(listPage([summary({ status: current })])),
        [`GET /api/admin/orders/${ID}`]: () => json(detail(current)),
        [`POST /api/admin/orders/${ID}/status`]: () => {
          current = 'scheduled';
          return json(detail('scheduled'));
        },
      }),
    );
    await openOrders(`/admin/orders?order=${ID}`);
    const dialog = await findDialog('Order ORD-2026-4821');
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('button', { name: 'Start production' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ status: 'scheduled', expectedStatus: 'placed' });
    expect(within(dialog).getByText('Grace Hopper')).toBeInTheDocument();
  });

  it("shows the order's dates and times on the studio's clock, and says so", async () => {
    // 03:30 UTC on Nov 21 is 10:30 pm on Nov 20 in Toronto (EST).
    const late = '2026-11-21T03:30:00.000Z';
    mockFetch(
      routes({
        'GET /api/admin/orders': () => json(listPage([summary({ createdAt: late })])),
        [`GET /api/admin/orders/${ID}`]: () =>
          json(detail('placed', { createdAt: late, history: [{ status: 'placed', at: late, changedBy: { kind: 'customer', name: 'Customer' } }] })),
      }),
    );
    await openOrders(`/admin/orders?order=${ID}`);
    const dialog = await findDialog('Order ORD-2026-4821');
    expect(within(dialog).getByText(/order placed Nov 20, 2026 by Maya Perera/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Nov 20, 2026, 10:30\sPM EST/)).toBeInTheDocument();
    expect(within(dialog).getByText('Times are studio time (America/Toronto)')).toBeInTheDocument();
  });

  it('cancels only after a confirmation that says the payment is refunded', async () => {
    const cancelled = detail('cancelled', { payment: { ...captured, status: 'refunded', refundedAt: '2026-11-21T10:00:00.000Z' } });
    let current = detail('placed');
    const { requests } = mockFetch(
      routes({
        'GET /api/admin/orders': () => json(listPage([summary({ status: current.status })])),
        [`GET /api/admin/orders/${ID}`]: () => json(current),
        [`POST /api/admin/orders/${ID}/status`]: () => json((current = cancelled)),
      }),
    );
    await openOrders(`/admin/orders?order=${ID}`);
    const dialog = await findDialog('Order ORD-2026-4821');
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText(/is refunded in full/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByText('Refunded')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ status: 'cancelled', expectedStatus: 'placed' });
  });

  it('shows the new state and a message when someone else moved it first (409)', async () => {
    const message = ADMIN_ORDER_MESSAGES.stale('ORD-2026-4821', 'in-production');
    // The admin saw 'scheduled'; another admin has started production since.
    let current = detail('scheduled');
    mockFetch(
      routes({
        'GET /api/admin/orders': () => json(listPage([summary({ status: current.status })])),
        [`GET /api/admin/orders/${ID}`]: () => json(current),
        [`POST /api/admin/orders/${ID}/status`]: () => json({ error: 'Conflict', message, order: (current = detail('in-production')) }, 409),
      }),
    );
    await openOrders(`/admin/orders?order=${ID}`);
    const dialog = await findDialog('Order ORD-2026-4821');
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Start production' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
