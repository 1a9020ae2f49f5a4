import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../stores/store';
import { customer, signedIn } from '../../../testing/render-route';
import { json, mockFetch, offline, routes } from '../../../testing/mock-fetch';
import { orderFixture, planOrderFixture } from '../testing/order-fixture';
import { OrderHistory } from './order-history';
import { findDialog } from '../../../testing/dialog';
import { i18n } from '../../../lib/i18n';
import { inLocale } from '../../../testing/in-locale';

const ordersPath = `/api/orders/user/${customer._id}`;
const order = orderFixture('6650a1b2c3d4e5f6a7b88fd6', 'placed');

function renderHistory(state = signedIn(customer)) {
  render(
    <I18nProvider i18n={i18n}>
    <Provider store={createAppStore(state)}>
      <MemoryRouter>
        <OrderHistory />
      </MemoryRouter>
    </Provider>
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Order History', () => {
  it('asks a guest to sign in and reads no orders', () => {
    const { requests } = mockFetch(() => json([]));
    renderHistory({});
    expect(screen.getByText(/Sign in to see the orders you have placed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?redirect=cart');
    expect(requests).toEqual([]);
  });

  it('shows the docs/product/messages.md#checkout message when the orders cannot be read, and Try again reads them again', async () => {
    let fail = true;
    mockFetch(routes({ [`GET ${ordersPath}`]: () => (fail ? json({ error: 'Internal Server Error', message: 'x' }, 500) : json([order])) }));
    renderHistory();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders: Server error 500');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order ORD-2026-4821' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there was no response when the server cannot be reached', async () => {
    mockFetch(() => offline());
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('No response from server');
  });

  it('filters with the arrow keys; an empty filter offers Show All Orders', async () => {
    mockFetch(routes({ [`GET ${ordersPath}`]: () => json([order]) }));
    renderHistory();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Order ORD-2026-4821' });
    const all = screen.getByRole('tab', { name: /All Orders/ });
    expect(all).toHaveAccessibleName('All Orders, 1 order');
    await user.click(all);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('order-card')).toHaveLength(1);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /In Production/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('order-card')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No in production orders' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Orders' }));
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('order-card')).toHaveLength(1);
  });

  it('offers only Start Shopping before the first order', async () => {
    mockFetch(routes({ [`GET ${ordersPath}`]: () => json([]) }));
    renderHistory();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/ai-wall-generator');
    expect(screen.queryByRole('button', { name: 'Show All Orders' })).not.toBeInTheDocument();
  });
});

describe('Download Invoice', () => {
  it('shows progress while the PDF is made, then says clearly why it failed', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(
      routes({
        [`GET ${ordersPath}`]: () => json([order]),
        [`GET /api/orders/${order._id}/invoice`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    renderHistory();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await findDialog('Order ORD-2026-4821');
    await user.click(within(dialog).getByRole('button', { name: 'Download Invoice' }));
    const busy = within(dialog).getByRole('button', { name: /Preparing invoice/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(json({ error: 'Not Found', message: 'Order not found.' }, 404));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The invoice could not be downloaded');
    expect(alert).toHaveTextContent('Order not found.');
    expect(within(dialog).getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
  });
});

describe('plan orders (issue 18)', () => {
  it('show the plan on the card, and in the dialog the plan, the project and Plan / Service Fee / Total instead of artwork, shipping and tax', async () => {
    const plan = planOrderFixture('6650a1b2c3d4e5f6a7b88fd9', 'scheduled');
    mockFetch(routes({ [`GET ${ordersPath}`]: () => json([plan, order]) }));
    renderHistory();
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('order-card');
    const planCard = cards[0]!;
    expect(within(planCard).getByTestId('order-plan')).toHaveTextContent('Professional Plan');
    expect(planCard).toHaveTextContent('Consultation package');
    expect(planCard).not.toHaveTextContent(/piece/);
    expect(within(planCard).getByTestId('order-total')).toHaveTextContent('$614.00');

    await user.click(within(planCard).getByRole('button', { name: 'View Details' }));
    const dialog = await findDialog('Order ORD-2026-4821');
    // The tracker stays.
    expect(within(dialog).getByRole('region', { name: 'Status' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('order-plan-details')).toHaveTextContent('Professional Plan');
    expect(within(dialog).getByTestId('order-plan-details')).toHaveTextContent('5 Design Consultations');
    expect(within(dialog).getByTestId('order-project')).toHaveTextContent('Project Address12 Gallery Lane');
    expect(within(dialog).getByTestId('order-project')).toHaveTextContent('ContactMaya Perera');
    const payment = within(dialog).getByTestId('order-payment');
    expect(payment).toHaveTextContent('Professional Plan$599.00');
    expect(payment).toHaveTextContent('Service Fee$15.00');
    expect(within(dialog).getByTestId('order-details-total')).toHaveTextContent('$614.00');
    expect(payment).not.toHaveTextContent(/Tax|Shipping/);
    expect(within(dialog).queryByRole('region', { name: 'Shipping and delivery' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Product details' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Subscriptions/ })).toHaveAttribute('href', '/dashboard/profile?tab=subscriptions');
    expect(within(dialog).getByRole('button', { name: 'Download Invoice' })).toBeInTheDocument();
  });

  it('says a cancelled order was refunded, and when', async () => {
    const cancelled = orderFixture('6650a1b2c3d4e5f6a7b88fd6', 'cancelled', ['placed', 'cancelled']);
    const refunded = { ...cancelled, payment: { ...cancelled.payment, status: 'refunded' as const, refundedAt: '2026-11-12T09:30:00.000Z' } };
    mockFetch(routes({ [`GET ${ordersPath}`]: () => json([refunded]) }));
    renderHistory();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const paidWith = within(await findDialog('Order ORD-2026-4821')).getByTestId('order-paid-with');
    expect(paidWith).toHaveTextContent(/Paid with Visa ending in 4242 · Refunded on /);
  });
});

describe('Order History in French (docs/product/languages.md#shared-texts)', () => {
  inLocale('fr');

  it('says what failed with its status, in French', async () => {
    mockFetch(routes({ [`GET ${ordersPath}`]: () => json({ error: 'Internal Server Error', message: 'x' }, 500) }));
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les commandes : erreur du serveur 500');
  });

  it('shows the order’s status in French', async () => {
    mockFetch(routes({ [`GET ${ordersPath}`]: () => json([order]) }));
    renderHistory();
    // The card's heading and its status badge.
    const titleLine = (await screen.findByRole('heading', { name: 'Commande ORD-2026-4821' })).parentElement!;
    expect(titleLine).toHaveTextContent('En attente');
    expect(titleLine).not.toHaveTextContent('Pending');
  });

  it('says what the order was paid with, the card and its last 4 in a French sentence', async () => {
    mockFetch(routes({ [`GET ${ordersPath}`]: () => json([order]) }));
    renderHistory();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Voir le détail' }));
    const paidWith = within(await findDialog('Commande ORD-2026-4821')).getByTestId('order-paid-with');
    expect(paidWith).toHaveTextContent('Payé avec Visa se terminant par 4242');
  });
});
