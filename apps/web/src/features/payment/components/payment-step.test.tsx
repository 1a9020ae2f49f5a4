import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_NUMBER_MAX_LENGTH } from '@wallart/shared';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { createAppStore } from '../../../stores/store';
import type { PlaceOrderOutcome } from '../../../types/checkout';
import { PaymentStep } from './payment-step';
import { i18n } from '../../../lib/i18n';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderStep(onPay: () => Promise<PlaceOrderOutcome>) {
  const onPendingChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
    <Provider store={createAppStore()}>
      <PaymentStep onBack={() => {}} total="$120.00" defaultAddress="12 Gallery Lane" onPay={onPay} onPendingChange={onPendingChange} />
    </Provider>
    </I18nProvider>,
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

  it('gives each card field its autofill, keyboard and length, and focuses the first invalid one without sending', async () => {
    const { requests } = mockFetch(routes({}));
    const onPay = vi.fn(() => Promise.resolve<PlaceOrderOutcome>({ kind: 'placed' }));
    renderStep(onPay);
    const user = userEvent.setup();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('maxlength', String(CARD_NUMBER_MAX_LENGTH));
    expect(screen.getByLabelText('Cardholder name')).toHaveAttribute('autocomplete', 'cc-name');
    expect(screen.getByLabelText(/Expiry date/)).toHaveAttribute('placeholder', 'MM/YY');
    const cvc = screen.getByLabelText('CVV');
    expect(cvc).toHaveAttribute('maxlength', '3');
    await user.type(number, '3782');
    expect(number).toHaveValue('3782');
    expect(cvc).toHaveAttribute('maxlength', '4');
    expect(cvc).toHaveAttribute('placeholder', '4 digits');

    await user.type(screen.getByLabelText('Cardholder name'), 'Maya Perera');
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();
    expect(screen.getByLabelText('Cardholder name')).not.toHaveAttribute('aria-invalid');
    await user.type(number, '1');
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(onPay).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });
});
