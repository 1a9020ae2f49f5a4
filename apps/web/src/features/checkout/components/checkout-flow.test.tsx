import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartRefreshRequested, initialCartState, type CartState } from '../../../stores/cart-slice';
import { createAppStore } from '../../../stores/store';
import { customer, signedIn } from '../../../testing/render-route';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import type { PaymentStepProps } from '../../../types/checkout';
import { CheckoutFlow } from './checkout-flow';
import { wallArtLine } from '../../../testing/cart-line';

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
    <Provider store={store}>
      <MemoryRouter>
        <CheckoutFlow open onOpenChange={() => {}} PaymentStep={FakePaymentStep} />
      </MemoryRouter>
    </Provider>,
  );
  return { dispatched };
}

async function payFor() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CheckoutFlow placing the order', () => {
  it('sends no order for a cart the server has not confirmed (still the guest cart): it reads the cart again and says so', async () => {
    const { requests } = mockFetch(() => json({}));
    const { dispatched } = renderCheckout({ ownerId: null, version: null });
    await payFor();
    expect(await screen.findByRole('status')).toHaveTextContent("We couldn't confirm your cart with your account yet. Please check it and try again.");
    expect(requests.filter((r) => r.path === '/api/orders/checkout')).toEqual([]);
    expect(dispatched).toHaveBeenCalledWith(cartRefreshRequested());
  });

  it('sends no order for the account cart read at no version', async () => {
    const { requests } = mockFetch(() => json({}));
    renderCheckout({ ownerId: customer._id, version: null });
    await payFor();
    expect(await screen.findByRole('status')).toHaveTextContent("We couldn't confirm your cart with your account yet.");
    expect(requests).toEqual([]);
  });

  it('orders the confirmed cart at the version the customer saw', async () => {
    const { calls } = mockFetch(
      routes({ 'POST /api/orders/checkout': () => json({ error: 'Payment Required', message: 'Payment was declined by your bank.' }, 402) }),
    );
    renderCheckout({ ownerId: customer._id, version: 3 });
    await payFor();
    expect(await screen.findByRole('status')).toHaveTextContent('Payment was declined by your bank.');
    expect(calls('/api/orders/checkout').map((r) => r.body)).toEqual([expect.objectContaining({ userId: customer._id, cartVersion: 3 })]);
  });
});
