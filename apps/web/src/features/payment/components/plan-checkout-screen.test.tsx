import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_MESSAGES, MESSAGES, PLAN_MESSAGES } from '@wallart/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session-token';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { signInSuccess } from '../../../stores/user-slice';
import { renderRoute, signedIn, testUser } from '../../../testing/render-route';

// Screens load as lazy chunks; on a busy 2-core machine a first render can take seconds.
vi.setConfig({ testTimeout: 20_000 });

const maya = testUser({ name: 'Maya Perera', email: 'maya@example.com', phone: '+1 416 555 0134', address: '12 Gallery Lane' });
const checkoutId = '6650a1b2c3d4e5f6a7b8c001';

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const complete = () => screen.getByRole('button', { name: /Complete Payment/ });

async function openPayment(path: Parameters<typeof renderRoute>[0] = '/payment', state = {}) {
  const view = renderRoute(path, state);
  await screen.findByRole('heading', { level: 1, name: /Checkout$/ });
  return { ...view, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(field('Card Number'), number);
  await user.type(field('Expiry Date'), '1239');
  await user.type(field('CVC'), '123');
}

beforeEach(() => setSessionToken('t'));
afterEach(() => vi.restoreAllMocks());

describe('/payment: the plan (docs/product/plans.md#checkout-page)', () => {
  it('shows the default Starter plan with Subtotal, the $15.00 Service Fee and the Total', async () => {
    mockFetch(() => json({}));
    const { location } = await openPayment();
    expect(screen.getByRole('heading', { level: 1, name: 'Starter Plan Checkout' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Starter Plan' });
    expect(summary).toHaveTextContent('Perfect For Single Room Projects');
    expect(summary).toHaveTextContent('$299');
    expect(summary).toHaveTextContent('per Project');
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Up To 100 Sq Ft Coverage',
      '3 Design Consultations',
      'Basic Color Options',
      '1-Year Warranty',
    ]);
    const details = screen.getByTestId('payment-details');
    expect(details).toHaveTextContent('Subtotal$299.00');
    expect(details).toHaveTextContent('Service Fee$15.00');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$314.00');
    expect(screen.getByText('Secure Payment Processing')).toBeInTheDocument();
    expect(location().pathname + location().search).toBe('/payment');
  });

  it('opens the plan named in the URL (a reload keeps it): Professional, $599 + $15 = $614.00', async () => {
    mockFetch(() => json({}));
    await openPayment('/payment?plan=professional');
    expect(screen.getByRole('heading', { level: 1, name: 'Professional Plan Checkout' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$614.00');
  });

  it("takes the plan 'Choose Plan' hands over as navigation state, and names it in the URL so a reload keeps it", async () => {
    mockFetch(() => json({}));
    const plan = { title: 'Professional Plan', price: '$599', period: 'per Project', description: 'Ideal', features: ['A'], packageId: '6650a1b2c3d4e5f6a7b88fd7' };
    const { location } = await openPayment({ pathname: '/payment', state: { plan } });
    expect(screen.getByRole('heading', { level: 1, name: 'Professional Plan Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?plan=professional'));
    expect(location().state).toEqual({ plan });
  });

  it('sells Enterprise by quote only: no card form, a link to the contact section', async () => {
    mockFetch(() => json({}));
    await openPayment('/payment?plan=enterprise');
    expect(screen.getByRole('heading', { level: 1, name: 'Enterprise Plan Checkout' })).toBeInTheDocument();
    expect(screen.getByText(PLAN_MESSAGES.enterpriseByQuote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/#contact');
    expect(screen.queryByRole('button', { name: /Complete Payment/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
  });
});

describe('/payment: docs/product/plans.md#checkout-form checkout form rules', () => {
  it('shows every required message at once, and focuses the first field', async () => {
    const { requests } = mockFetch(() => json({}));
    const { user } = await openPayment();
    await user.click(complete());
    for (const message of [
      MESSAGES.checkout.firstNameRequired,
      MESSAGES.checkout.lastNameRequired,
      MESSAGES.checkout.emailRequired,
      MESSAGES.checkout.phoneRequired,
      MESSAGES.checkout.addressRequired,
      MESSAGES.checkout.cardNumberRequired,
      MESSAGES.checkout.expiryRequired,
      MESSAGES.checkout.cvcRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('First Name')).toHaveFocus();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First Name')).toHaveAccessibleDescription(MESSAGES.checkout.firstNameRequired);
    expect(requests).toEqual([]);
  });

  it('checks the email, the phone, the card against the chosen brand, the expiry and the CVC length', async () => {
    mockFetch(() => json({}));
    const { user } = await openPayment();
    await user.type(field('Email Address'), 'maya@');
    await user.type(field('Phone Number'), '12-34');
    await user.click(screen.getByRole('radio', { name: 'Mastercard' }));
    await user.type(field('Card Number'), '4242424242424242');
    await user.type(field('Expiry Date'), '1330');
    await user.type(field('CVC'), '12');
    await user.click(complete());
    expect(await screen.findByText(MESSAGES.checkout.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.checkout.phoneInvalid)).toBeInTheDocument();
    expect(field('Card Number')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.checkout.cardNumberInvalid));
    expect(screen.getByText(MESSAGES.checkout.expiryInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.checkout.cvc)).toBeInTheDocument();

    // The same number is right for Visa; a past month is refused; Amex needs 4 digits.
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.checkout.cardNumberInvalid)).not.toBeInTheDocument());
    await user.clear(field('Expiry Date'));
    await user.type(field('Expiry Date'), '0120');
    await user.click(screen.getByRole('radio', { name: 'American Express' }));
    await user.click(complete());
    expect(await screen.findByText(MESSAGES.checkout.cvcAmex)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.checkout.expiryInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.checkout.cardNumberInvalid)).toBeInTheDocument();

    // A Visa number with a typo fails the checksum.
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    await user.clear(field('Card Number'));
    await user.type(field('Card Number'), '4242424242424241');
    await user.click(complete());
    expect(await screen.findByText(MESSAGES.checkout.cardNumberMistyped)).toBeInTheDocument();
  });

  it('groups the card number in fours (max 19), inserts the expiry slash (max 5), and takes 3 CVC digits, 4 for Amex', async () => {
    mockFetch(() => json({}));
    const { user } = await openPayment();
    await user.type(field('Card Number'), '42424242424242429999');
    expect(field('Card Number')).toHaveValue('4242 4242 4242 4242');
    expect(field('Card Number')).toHaveAttribute('maxlength', '19');
    await user.type(field('Expiry Date'), '12/3999');
    expect(field('Expiry Date')).toHaveValue('12/39');
    expect(field('Expiry Date')).toHaveAttribute('maxlength', '5');
    await user.type(field('CVC'), 'a1b2c3d4');
    expect(field('CVC')).toHaveValue('123');
    expect(field('CVC')).toHaveAttribute('maxlength', '3');
    await user.click(screen.getByRole('radio', { name: 'American Express' }));
    expect(field('CVC')).toHaveAttribute('maxlength', '4');
    await user.type(field('CVC'), '45');
    expect(field('CVC')).toHaveValue('1234');
    await user.click(screen.getByRole('radio', { name: 'Discover' }));
    expect(field('CVC')).toHaveValue('123');
  });
});

describe('/payment: a guest', () => {
  it('goes to sign in with the plan and contact kept (never the card), and comes back to them', async () => {
    const { requests } = mockFetch(
      routes({
        'POST /api/auth/login': () => json({ success: true, message: 'Signed in', token: 'tok', user: maya }),
      }),
    );
    const { user, location } = await openPayment('/payment?plan=professional');
    await user.type(field('First Name'), 'Maya');
    await user.type(field('Last Name'), 'Perera');
    await user.type(field('Email Address'), 'maya@example.com');
    await user.type(field('Phone Number'), '+1 416 555 0134');
    await user.type(field('Project Address'), '12 Gallery Lane');
    await fillCard(user);
    await user.click(complete());

    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(location().pathname + location().search).toBe('/sign-in?redirect=payment');
    expect(screen.getByText(/your plan and contact details will be waiting/)).toBeInTheDocument();
    const kept = sessionStorage.getItem('wallart:payment-draft')!;
    expect(JSON.parse(kept)).toEqual({
      plan: 'professional',
      contact: { firstName: 'Maya', lastName: 'Perera', email: 'maya@example.com', phone: '+1 416 555 0134', address: '12 Gallery Lane' },
    });
    expect(kept).not.toMatch(/4242|12\/39/);
    // Nothing of the card was sent anywhere.
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up?redirect=payment');

    const main = screen.getByRole('main');
    await user.type(within(main).getByLabelText('Email'), 'maya@example.com');
    await user.type(within(main).getByLabelText('Password', { exact: true }), 'Walls-and-Art-1');
    await user.click(within(main).getByRole('button', { name: 'Sign In' }));

    await screen.findByRole('heading', { level: 1, name: 'Professional Plan Checkout' });
    await waitFor(() => expect(location().search).toBe('?plan=professional'));
    expect(field('First Name')).toHaveValue('Maya');
    expect(field('Project Address')).toHaveValue('12 Gallery Lane');
    expect(field('Card Number')).toHaveValue('');
    expect(field('Expiry Date')).toHaveValue('');
    expect(field('CVC')).toHaveValue('');
  });
});

describe('/payment: a signed-in customer', () => {
  it('starts from the account, tokenizes the card with the chosen brand, opens the plan checkout and goes to /payment-process', async () => {
    const { calls } = mockFetch(
      routes({
        'POST /api/payment-methods': () => json({ token: 'pm_1', method: 'card', brand: 'visa', last4: '4242', expiresAt: '2026-11-27T01:00:00.000Z' }, 201),
        'POST /api/plan-checkouts': () => json({ _id: checkoutId, orderNumber: 'ORD-2026-4821' }, 201),
      }),
    );
    const { user, location } = await openPayment('/payment?plan=professional', signedIn(maya));
    expect(field('First Name')).toHaveValue('Maya');
    expect(field('Last Name')).toHaveValue('Perera');
    expect(field('Email Address')).toHaveValue('maya@example.com');
    expect(field('Phone Number')).toHaveValue('+1 416 555 0134');
    expect(field('Project Address')).toHaveValue('12 Gallery Lane');
    await fillCard(user);
    await user.click(complete());

    await waitFor(() => expect(location().pathname).toBe('/payment-process'));
    expect(location().search).toBe(`?checkout=${checkoutId}`);
    expect(calls('/api/payment-methods').map((r) => r.body)).toEqual([
      { method: 'card', card: { number: '4242 4242 4242 4242', holderName: 'Maya Perera', expiry: '12/39', cvc: '123', brand: 'visa' } },
    ]);
    expect(calls('/api/plan-checkouts').map((r) => r.body)).toEqual([
      {
        firstName: 'Maya',
        lastName: 'Perera',
        email: 'maya@example.com',
        phone: '+1 416 555 0134',
        address: '12 Gallery Lane',
        packageId: '6650a1b2c3d4e5f6a7b88fd7',
        paymentInfo: { method: 'card', token: 'pm_1' },
      },
    ]);
    // The card reached only the processor's call.
    expect(JSON.stringify(calls('/api/plan-checkouts'))).not.toContain('4242 4242');
  });

  it('takes the account once it is known after the first render (a built page hydrated), keeping what was typed', async () => {
    mockFetch(() => json({}));
    // As a signed-in visitor's built page: hydrated with the guest's view it was built from, then
    // the visitor's state (app/mount.tsx, decision 060).
    const { user, store } = await openPayment('/payment?plan=professional');
    expect(field('First Name')).toHaveValue('');
    await user.type(field('Phone Number'), '+1 416 555 0199');
    act(() => {
      store.dispatch(signInSuccess(maya));
    });
    await waitFor(() => expect(field('First Name')).toHaveValue('Maya'));
    expect(field('Last Name')).toHaveValue('Perera');
    expect(field('Email Address')).toHaveValue('maya@example.com');
    expect(field('Project Address')).toHaveValue('12 Gallery Lane');
    expect(field('Phone Number')).toHaveValue('+1 416 555 0199');
  });

  it('shows a refused card under its field', async () => {
    mockFetch(routes({ 'POST /api/payment-methods': () => json({ error: 'Bad Request', message: MESSAGES.checkout.expiryInvalid }, 400) }));
    const { user } = await openPayment('/payment', signedIn(maya));
    await fillCard(user);
    await user.click(complete());
    await waitFor(() => expect(field('Expiry Date')).toHaveAccessibleDescription(MESSAGES.checkout.expiryInvalid));
    expect(field('Expiry Date')).toHaveFocus();
    expect(complete()).toBeEnabled();
  });

  it('says clearly when the package is already subscribed, with the way to the Subscriptions tab', async () => {
    mockFetch(
      routes({
        'POST /api/payment-methods': () => json({ token: 'pm_1', method: 'card', brand: 'visa', last4: '4242', expiresAt: '' }, 201),
        'POST /api/plan-checkouts': () => json({ error: 'Conflict', message: PLAN_MESSAGES.alreadySubscribed }, 409),
      }),
    );
    const { user } = await openPayment('/payment?plan=professional', signedIn(maya));
    await fillCard(user);
    await user.click(complete());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PLAN_MESSAGES.alreadySubscribed);
    expect(within(alert).getByRole('link', { name: /Subscriptions/ })).toHaveAttribute('href', '/dashboard/profile?tab=subscriptions');
  });

  it('shows any other refusal in the alert as a failed purchase', async () => {
    mockFetch(
      routes({
        'POST /api/payment-methods': () => json({ token: 'pm_1', method: 'card', brand: 'visa', last4: '4242', expiresAt: '' }, 201),
        'POST /api/plan-checkouts': () => json({ error: 'Internal Server Error', message: 'boom' }, 500),
      }),
    );
    const { user } = await openPayment('/payment', signedIn(maya));
    await fillCard(user);
    await user.click(complete());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.subscriptions.purchaseFailed);
    expect(alert).toHaveTextContent(MESSAGES.api.internal);
  });

  it('says why the customer is back when the card details expired before Proceed, with the plan and the form kept', async () => {
    mockFetch(() => json({}));
    const { location } = await openPayment({ pathname: '/payment', search: '?plan=professional', state: { notice: CHECKOUT_MESSAGES.paymentMethodInvalid } }, signedIn(maya));
    expect(screen.getByRole('status')).toHaveTextContent(CHECKOUT_MESSAGES.paymentMethodInvalid);
    expect(screen.getByRole('heading', { level: 1, name: 'Professional Plan Checkout' })).toBeInTheDocument();
    expect(location().search).toBe('?plan=professional');
  });
});
