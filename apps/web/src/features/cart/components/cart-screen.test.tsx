import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartRefreshRequested, initialCartState, type CartState } from '../../../stores/cart-slice';
import { createAppStore } from '../../../stores/store';
import { customer, signedIn } from '../../../testing/render-route';
import { json, mockFetch } from '../../../testing/mock-fetch';
import type { CheckoutStepProps } from '../../../types/checkout';
import { CartScreen } from './cart-screen';
import { wallArtLine } from '../../../testing/cart-line';
import { i18n } from '../../../lib/i18n';

const line = wallArtLine;

/** The checkout dialogs, reduced to whether they were opened. */
function FakeCheckout({ open }: CheckoutStepProps) {
  return open ? <p>Checkout open</p> : null;
}

function renderCart(cart: Partial<CartState>) {
  const store = createAppStore({ ...signedIn(customer), cart: { ...initialCartState, items: [line], ...cart } });
  const dispatched = vi.spyOn(store, 'dispatch');
  render(
    <I18nProvider i18n={i18n}>
    <Provider store={store}>
      <MemoryRouter>
        <CartScreen checkout={FakeCheckout} />
      </MemoryRouter>
    </Provider>
    </I18nProvider>,
  );
  return { dispatched };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CartScreen for a signed-in customer', () => {
  it('does not claim a cart that failed to sync is saved to the account, and does not check it out', async () => {
    const { requests } = mockFetch(() => json({}));
    const { dispatched } = renderCart({ ownerId: null, version: null, error: 'Failed to fetch cart' });
    expect(screen.queryByText(/Saved to your account/)).not.toBeInTheDocument();
    expect(screen.getByText('Not saved to your account yet: this cart is only on this device.')).toBeInTheDocument();
    expect(screen.queryByText('All changes saved.')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: /Proceed to Checkout/ }));
    expect(screen.getByText("We couldn't confirm your cart with your account yet. Please check it and try again.")).toBeInTheDocument();
    expect(screen.queryByText('Checkout open')).not.toBeInTheDocument();
    expect(dispatched).toHaveBeenCalledWith(cartRefreshRequested());
    expect(requests).toEqual([]);
  });

  it("says the account's confirmed cart is saved, and opens the checkout for it", async () => {
    mockFetch(() => json({}));
    renderCart({ ownerId: customer._id, version: 2 });
    expect(screen.getByText('Saved to your account, so it is here on every device.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Proceed to Checkout/ }));
    expect(screen.getByText('Checkout open')).toBeInTheDocument();
  });

  it('reads the account cart again when the customer comes back to this tab (it may have changed in another)', () => {
    mockFetch(() => json({}));
    const { dispatched } = renderCart({ ownerId: customer._id, version: 2 });
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(dispatched).not.toHaveBeenCalledWith(cartRefreshRequested());
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(dispatched).toHaveBeenCalledWith(cartRefreshRequested());
  });
});
