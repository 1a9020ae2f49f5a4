import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_MESSAGES, MESSAGES, PLAN_MESSAGES } from '@wallart/shared';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType, type Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session-token';
import type { RootState } from '../../../stores/store';
import { createAppStore } from '../../../stores/store';
import { json, mockFetch, offline, routes } from '../../../testing/mock-fetch';
import { customer, signedIn } from '../../../testing/render-route';
import { declinedPaymentFixture, paymentFixture, planCheckoutFixture } from '../testing/plan-fixtures';
import { PaymentProcessScreen } from './payment-process-screen';
import { i18n } from '../../../lib/i18n';

const checkout = planCheckoutFixture();
const checkoutPath = `/api/plan-checkouts/${checkout._id}`;
const payPath = `${checkoutPath}/pay`;

function renderProcess({
  minimumWaitMs = 0,
  state = signedIn(customer),
  path = `/payment-process?checkout=${checkout._id}`,
}: { minimumWaitMs?: number; state?: Partial<RootState>; path?: string } = {}) {
  const current: { location?: Location; type?: string } = {};
  function Probe() {
    current.location = useLocation();
    current.type = useNavigationType();
    return null;
  }
  render(
    <I18nProvider i18n={i18n}>
    <Provider store={createAppStore(state)}>
      <MemoryRouter initialEntries={['/payment', path]} initialIndex={1}>
        <Routes>
          <Route path="/payment-process" element={<PaymentProcessScreen minimumWaitMs={minimumWaitMs} />} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </Provider>
    </I18nProvider>,
  );
  return { location: () => current.location!, navigationType: () => current.type, user: userEvent.setup() };
}

beforeEach(() => setSessionToken('t'));
afterEach(() => vi.restoreAllMocks());

describe('/payment-process: the Order Summary (docs/product/plans.md#payment-process)', () => {
  it("shows the server's amounts, the reserved Order ID, the plan and the Next Steps", async () => {
    mockFetch(routes({ [`GET ${checkoutPath}`]: () => json(checkout) }));
    renderProcess();
    expect(await screen.findByTestId('order-number')).toHaveTextContent('ORD-2026-4821');
    const summary = screen.getByTestId('order-summary');
    expect(summary).toHaveTextContent('Professional Plan$599.00');
    expect(summary).toHaveTextContent('Service Fee$15.00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$614.00');
    expect(screen.getByTestId('paying-with')).toHaveTextContent('Visa •••• 4242');
    const plan = screen.getByRole('region', { name: 'Professional Plan' });
    expect(within(plan).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Next Steps' })).toHaveTextContent(
      'Our team will review your project details, and a designer will contact you within 24 hours to schedule your first consultation.',
    );
    expect(screen.getByText('12 Gallery Lane')).toBeInTheDocument();
  });

  it('says plainly that there is nothing to pay for an unknown checkout, a bad link or a guest', async () => {
    mockFetch(routes({ [`GET ${checkoutPath}`]: () => json({ error: 'Not Found', message: PLAN_MESSAGES.checkoutNotFound }, 404) }));
    renderProcess();
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no order to pay here' })).toBeInTheDocument();
    expect(screen.getByText(/Checkout not found\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the packages' })).toHaveAttribute('href', '/#about');
  });

  it('offers the result of a checkout that was paid already', async () => {
    const paid = planCheckoutFixture({ status: 'paid', paymentId: '6650a1b2c3d4e5f6a7b8d001' });
    mockFetch(routes({ [`GET ${checkoutPath}`]: () => json(paid) }));
    renderProcess();
    expect(await screen.findByRole('heading', { level: 1, name: 'This order is closed' })).toBeInTheDocument();
    expect(screen.getByText(PLAN_MESSAGES.checkoutClosed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the payment result' })).toHaveAttribute('href', '/payment-success?payment=6650a1b2c3d4e5f6a7b8d001');
    expect(screen.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
  });

  it('asks a guest to sign in and reads nothing', async () => {
    const { requests } = mockFetch(() => json({}));
    renderProcess({ state: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see your order' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('/payment-process: Proceed (docs/product/plans.md#payment-process)', () => {
  it('holds the processing overlay for the minimum wait, pays under an Idempotency-Key, then replaces the page with the result', async () => {
    const { calls } = mockFetch(
      routes({
        [`GET ${checkoutPath}`]: () => json(checkout),
        [`POST ${payPath}`]: () => json({ success: true, payment: paymentFixture() }, 201),
      }),
    );
    const { user, location, navigationType } = renderProcess({ minimumWaitMs: 400 });
    const started = Date.now();
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    const overlay = await screen.findByRole('alertdialog', { name: MESSAGES.payment.processing });
    expect(overlay).toHaveAccessibleDescription(MESSAGES.payment.doNotClose);
    expect(overlay).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true));
    // The page behind cannot be reached while it shows.
    expect(screen.queryByRole('button', { name: /Proceed/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await waitFor(() => expect(location().pathname).toBe('/payment-success'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(location().search).toBe('?payment=6650a1b2c3d4e5f6a7b8d001');
    expect(navigationType()).toBe('REPLACE');
    const [pay] = calls(payPath);
    expect(pay!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the result of a decline (402) the same way', async () => {
    mockFetch(
      routes({
        [`GET ${checkoutPath}`]: () => json(checkout),
        [`POST ${payPath}`]: () => json({ error: 'Payment Required', message: MESSAGES.payment.declined, success: false, payment: declinedPaymentFixture() }, 402),
      }),
    );
    const { user, location } = renderProcess();
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(location().search).toBe('?payment=6650a1b2c3d4e5f6a7b8d002'));
    expect(location().pathname).toBe('/payment-success');
  });

  it('after a lost answer, Proceed again sends the same key (never a second charge)', async () => {
    let lost = true;
    const { calls } = mockFetch(
      routes({
        [`GET ${checkoutPath}`]: () => json(checkout),
        [`POST ${payPath}`]: () => (lost ? offline() : json({ success: true, payment: paymentFixture() }, 201)),
      }),
    );
    const { user, location } = renderProcess();
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your payment');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    lost = false;
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(location().pathname).toBe('/payment-success'));
    const keys = calls(payPath).map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends the customer back to /payment to enter the card again when its token expired (400)', async () => {
    mockFetch(
      routes({
        [`GET ${checkoutPath}`]: () => json(checkout),
        [`POST ${payPath}`]: () => json({ error: 'Bad Request', message: CHECKOUT_MESSAGES.paymentMethodInvalid }, 400),
      }),
    );
    const { user, location } = renderProcess();
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(location().pathname).toBe('/payment'));
    expect(location().search).toBe('?plan=professional');
    expect(location().state).toEqual({ notice: CHECKOUT_MESSAGES.paymentMethodInvalid });
  });

  it('says so when the package was subscribed meanwhile (409), with the way to the Subscriptions tab', async () => {
    mockFetch(
      routes({
        [`GET ${checkoutPath}`]: () => json(checkout),
        [`POST ${payPath}`]: () => json({ error: 'Conflict', message: PLAN_MESSAGES.alreadySubscribed }, 409),
      }),
    );
    const { user } = renderProcess();
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PLAN_MESSAGES.alreadySubscribed);
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/dashboard/profile?tab=subscriptions');
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  });
});
