import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { createAppStore } from '../../../stores/store';
import type { PlaceOrderOutcome } from '../../../types/checkout';
import { PaymentStep } from './payment-step';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderStep(onPay: () => Promise<PlaceOrderOutcome>) {
  const onPendingChange = vi.fn();
  render(
    <Provider store={createAppStore()}>
      <PaymentStep onBack={() => {}} total="$120.00" defaultAddress="12 Gallery Lane" onPay={onPay} onPendingChange={onPendingChange} />
    </Provider>,
  );
  return { onPendingChange };
}

describe('PaymentStep place order button (decision 015)', () => {
  it('shows a spinner and is disabled and busy while the order is placed, keeping its text; enabled again after a decline', async () => {
    mockFetch(
      routes({
        'POST /api/payment-methods': () => json({ token: 'tok_1', method: 'paypal', brand: 'paypal', last4: null, expiresAt: '2026-12-01T00:00:00.000Z' }, 201),
      }),
    );
    let settle: (outcome: PlaceOrderOutcome) => void = () => {};
    const onPay = vi.fn(() => new Promise<PlaceOrderOutcome>((resolve) => (settle = resolve)));
    const { onPendingChange } = renderStep(onPay);
    const user = userEvent.setup();

    const button = screen.getByRole('button', { name: /Place order/ });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Place order · $120.00');
    expect(button.querySelector('svg.animate-spin')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    await user.click(button);
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPendingChange).toHaveBeenLastCalledWith(true);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    expect(button).toHaveAccessibleName(/^Placing your order,\s*Place order · \$120\.00$/);
    expect(screen.getByRole('button', { name: 'Back to packages' })).toBeDisabled();

    settle({ kind: 'declined', message: 'Payment was declined by your bank. Please try again or use a different card.' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('svg.animate-spin')).toBeNull();
    expect(button).toHaveAccessibleName('Place order · $120.00');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment was declined by your bank.');
    expect(onPay).toHaveBeenCalledTimes(1);
  });

});
