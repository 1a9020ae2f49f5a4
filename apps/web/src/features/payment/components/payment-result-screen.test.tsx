import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PLAN_MESSAGES } from '@wallart/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session-token';
import { readPaymentDraft, writePaymentDraft } from '../../../stores/payment-draft';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { customer, renderRoute, signedIn } from '../../../testing/render-route';
import { declinedPaymentFixture, paymentFixture } from '../testing/plan-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const paid = paymentFixture();
const declined = declinedPaymentFixture();
const resultPath = (id: string) => `/payment-success?payment=${id}`;

beforeEach(() => setSessionToken('t'));
afterEach(() => vi.restoreAllMocks());

describe('/payment-success: the success view (docs/product/plans.md#payment-result)', () => {
  it('shows the payment as the server keeps it, so a reload shows the same, and forgets the kept checkout form', async () => {
    writePaymentDraft({ plan: 'professional', contact: { firstName: 'Maya', lastName: 'Perera', email: 'maya@example.com', phone: '1234567', address: 'x' } });
    const { calls } = mockFetch(routes({ [`GET /api/payments/${paid._id}`]: () => json(paid) }));
    renderRoute(resultPath(paid._id), signedIn(customer));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase.')).toBeInTheDocument();
    expect(screen.getByTestId('result-order-id')).toHaveTextContent('ORD-2026-4821');
    expect(screen.getByTestId('result-amount')).toHaveTextContent('$614.00 CAD');
    expect(screen.getByTestId('result-date')).toHaveTextContent('Nov 26, 2026');
    expect(screen.getByTestId('result-card')).toHaveTextContent('Visa •••• 4242');
    const plan = screen.getByRole('region', { name: 'Professional Plan' });
    expect(within(plan).getAllByRole('listitem').map((li) => li.textContent)).toContain('5 Design Consultations');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Secure payment verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@wallart.studio' })).toHaveAttribute('href', 'mailto:hello@wallart.studio');
    expect(calls(`/api/payments/${paid._id}`)).toHaveLength(1);
    expect(readPaymentDraft()).toBeNull();
  });

  it('View Receipt downloads the PDF with the session, shows progress, and says why it failed', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(
      routes({
        [`GET /api/payments/${paid._id}`]: () => json(paid),
        [`GET /api/payments/${paid._id}/receipt`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    // jsdom has no object URLs; the test file runs in its own environment.
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderRoute(resultPath(paid._id), signedIn(customer));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Receipt' }));
    const busy = screen.getByRole('button', { name: /View Receipt/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="receipt-ORD-2026-4821.pdf"' } }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('receipt-ORD-2026-4821.pdf');
    expect(clicked[0]!.href).toBe('blob:receipt');
    expect(await screen.findByText('Receipt saved as receipt-ORD-2026-4821.pdf.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Receipt' }));
    answer(json({ error: 'Not Found', message: PLAN_MESSAGES.receiptOnlyForCaptured }, 404));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The receipt could not be downloaded');
    expect(alert).toHaveTextContent(PLAN_MESSAGES.receiptOnlyForCaptured);
  });
});

describe('/payment-success: the failure view', () => {
  it("shows the server's message and Go Back returns to the checkout with the plan and contact, the card empty", async () => {
    mockFetch(routes({ [`GET /api/payments/${declined._id}`]: () => json(declined) }));
    const { location } = renderRoute(resultPath(declined._id), signedIn(customer));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByTestId('result-text')).toHaveTextContent(MESSAGES.payment.declined);
    expect(screen.queryByTestId('result-order-id')).not.toBeInTheDocument();
    expect(screen.queryByText('Secure payment verified')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Professional Plan Checkout' });
    expect(location().pathname + location().search).toBe('/payment?plan=professional');
    expect(screen.getByLabelText('First Name')).toHaveValue('Maya');
    expect(screen.getByLabelText('Project Address', { exact: false })).toHaveValue('12 Gallery Lane');
    expect(screen.getByLabelText('Card Number')).toHaveValue('');
    expect(screen.getByLabelText('CVC')).toHaveValue('');
  });

  it('says the default failure text when the server gave none', async () => {
    const quiet = declinedPaymentFixture({ error: null });
    mockFetch(routes({ [`GET /api/payments/${quiet._id}`]: () => json(quiet) }));
    renderRoute(resultPath(quiet._id), signedIn(customer));
    expect(await screen.findByTestId('result-text')).toHaveTextContent(MESSAGES.payment.defaultFailure);
  });
});

describe('/payment-success: nothing to show', () => {
  it("says 'Payment not found' for another customer's payment (404) or a bad link", async () => {
    mockFetch(routes({ [`GET /api/payments/${paid._id}`]: () => json({ error: 'Not Found', message: PLAN_MESSAGES.paymentNotFound }, 404) }));
    renderRoute(resultPath(paid._id), signedIn(customer));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it('asks a guest to sign in, and comes back here after', async () => {
    const { requests } = mockFetch(() => json({}));
    renderRoute(resultPath(paid._id));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/sign-in?redirect=paymentResult&payment=${paid._id}`);
    expect(requests.filter((r) => r.path.startsWith('/api/payments'))).toEqual([]);
  });
});
