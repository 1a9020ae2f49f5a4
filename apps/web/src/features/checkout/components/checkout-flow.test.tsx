import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { SERVICE_PACKAGES, toPackageResponse, type PackageResponse } from '@wallart/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartRefreshRequested, initialCartState, type CartState } from '../../../stores/cart-slice';
import { createAppStore } from '../../../stores/store';
import { customer, signedIn } from '../../../testing/render-route';
import { json, mockFetch, routes, type FetchHandler } from '../../../testing/mock-fetch';
import type { PaymentStepProps } from '../../../types/checkout';
import { CheckoutFlow } from './checkout-flow';
import { wallArtLine } from '../../../testing/cart-line';
import { i18n } from '../../../lib/i18n';

const line = wallArtLine;

/** The payment dialog without its card form: Pay places the order and shows what came of it. */
function FakePaymentStep({ onPay }: PaymentStepProps) {
  const [said, setSaid] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void onPay({ method: 'card', token: 'tok_1', shippingAddress: '1 Test St' }).then((outcome) =>
            setSaid(outcome.kind === 'placed' ? 'placed' : outcome.message),
          )
        }
      >
        Pay
      </button>
      <p role="status">{said}</p>
    </>
  );
}

function renderCheckout(cart: Partial<CartState>) {
  const store = createAppStore({ ...signedIn(customer), cart: { ...initialCartState, items: [line], ...cart } });
  const dispatched = vi.spyOn(store, 'dispatch');
  render(
    <I18nProvider i18n={i18n}>
    <Provider store={store}>
      <MemoryRouter>
        <CheckoutFlow open onOpenChange={() => {}} PaymentStep={FakePaymentStep} />
      </MemoryRouter>
    </Provider>
    </I18nProvider>,
  );
  return { dispatched };
}

/** `GET /api/packages` as the server answers it (the seeded packages unless told otherwise). */
const onSale = (list: PackageResponse[] = SERVICE_PACKAGES.map(toPackageResponse)) => json(list);

/** Every other request goes to `rest`; the package list is the server's. */
function withPackages(rest: FetchHandler, list?: PackageResponse[]): FetchHandler {
  return (request) => (request.method === 'GET' && request.path === '/api/packages' ? onSale(list) : rest(request));
}

async function payFor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CheckoutFlow placing the order', () => {
  it('sends no order for a cart the server has not confirmed (still the guest cart): it reads the cart again and says so', async () => {
    const { requests } = mockFetch(withPackages(() => json({})));
    const { dispatched } = renderCheckout({ ownerId: null, version: null });
    await payFor();
    expect(await screen.findByRole('status')).toHaveTextContent("We couldn't confirm your cart with your account yet. Please check it and try again.");
    expect(requests.filter((r) => r.path === '/api/orders/checkout')).toEqual([]);
    expect(dispatched).toHaveBeenCalledWith(cartRefreshRequested());
  });

  it('sends no order for the account cart read at no version', async () => {
    const { requests } = mockFetch(withPackages(() => json({})));
    renderCheckout({ ownerId: customer._id, version: null });
    await payFor();
    expect(await screen.findByRole('status')).toHaveTextContent("We couldn't confirm your cart with your account yet.");
    expect(requests.filter((r) => r.path !== '/api/packages')).toEqual([]);
  });

  it('orders the confirmed cart at the version the customer saw', async () => {
    const { calls } = mockFetch(
      withPackages(routes({ 'POST /api/orders/checkout': () => json({ error: 'Payment Required', message: 'Payment was declined by your bank.' }, 402) })),
    );
    renderCheckout({ ownerId: customer._id, version: 3 });
    await payFor();
    expect(await screen.findByRole('status')).toHaveTextContent('Payment was declined by your bank.');
    expect(calls('/api/orders/checkout').map((r) => r.body)).toEqual([expect.objectContaining({ userId: customer._id, cartVersion: 3 })]);
  });
});

describe('CheckoutFlow package step', () => {
  const [starter, professional, enterprise] = SERVICE_PACKAGES.map(toPackageResponse) as [PackageResponse, PackageResponse, PackageResponse];

  it("shows the server's packages and prices (an admin's price edit), and orders the one picked", async () => {
    const edited = { ...professional, price: 649.5 };
    const { calls } = mockFetch(withPackages(routes({ 'POST /api/orders/checkout': () => json({ error: 'Payment Required', message: 'Declined.' }, 402) }), [starter, edited, enterprise]));
    renderCheckout({ ownerId: customer._id, version: 3 });
    const choice = await screen.findByRole('radio', { name: /Professional/ });
    expect(within(choice.closest('label')!).getByText('CAD 649.50')).toBeInTheDocument();
    expect(within(choice.closest('label')!).queryByText('CAD 599.00')).not.toBeInTheDocument();
    await userEvent.setup().click(choice);
    await payFor();
    expect(calls('/api/orders/checkout').map((r) => r.body)).toEqual([expect.objectContaining({ selectedPackageId: professional._id })]);
  });

  it('offers only the packages on sale, and recommends by their coverage', async () => {
    mockFetch(withPackages(() => json({}), [professional, enterprise]));
    renderCheckout({ ownerId: customer._id, version: 3 });
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: /Starter/ })).not.toBeInTheDocument();
    // The cart's one line fits Professional's 300 sq ft now that Starter is not sold.
    expect(screen.getByRole('radio', { name: /Professional/ })).toBeChecked();
  });

  it('says so while the packages load, and offers to try again when they cannot be loaded', async () => {
    let fail = true;
    mockFetch((request) => (request.path === '/api/packages' ? (fail ? json({ error: 'Internal Server Error', message: 'Boom.' }, 500) : onSale()) : json({})));
    renderCheckout({ ownerId: customer._id, version: 3 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the packages');
    expect(await screen.findByText('The packages could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Starter/ })).toBeInTheDocument();
  });
});
