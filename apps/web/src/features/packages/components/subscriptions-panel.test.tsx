import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTATION_MESSAGES, MESSAGES, PLAN_MESSAGES, SERVICE_PACKAGES, toPackageResponse, type Subscription } from '@wallart/shared';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../../../components/ui/toast-store';
import { clearSessionToken, setSessionToken } from '../../../lib/session-token';
import { createAppStore } from '../../../stores/store';
import { json, mockFetch, offline, routes, type FetchHandler } from '../../../testing/mock-fetch';
import { customer, signedIn } from '../../../testing/render-route';
import { bookingFixture, subscriptionFixture } from '../testing/subscription-fixture';
import { SubscriptionsPanel } from './subscriptions-panel';
import { i18n } from '../../../lib/i18n';

const listPath = `/api/user-packages/user/${customer._id}`;
const packages = SERVICE_PACKAGES.map(toPackageResponse);
const professional = subscriptionFixture('professional', { consultations: [bookingFixture()] });
const starter = subscriptionFixture('starter', { status: 'cancelled', cancelledAt: '2026-11-27T10:00:00.000Z' });
const enterprise = subscriptionFixture('enterprise', { status: 'expired' });

function renderPanel(handler: FetchHandler) {
  const fetched = mockFetch(handler);
  render(
    <I18nProvider i18n={i18n}>
    <Provider store={createAppStore(signedIn(customer))}>
      <MemoryRouter>
        <SubscriptionsPanel />
      </MemoryRouter>
    </Provider>
    </I18nProvider>,
  );
  return { ...fetched, user: userEvent.setup() };
}

const serving = (list: Subscription[], more: Parameters<typeof routes>[0] = {}) =>
  routes({ [`GET ${listPath}`]: () => json(list), 'GET /api/packages': () => json(packages), ...more });

const card = (name: string) => screen.getAllByTestId('subscription-card').find((c) => within(c).queryByRole('heading', { name }))!;
const available = (name: string) => screen.getAllByTestId('available-package').find((c) => within(c).queryByRole('heading', { name }))!;

beforeEach(() => setSessionToken('t'));
afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
});

describe('Subscriptions tab: My Subscriptions (docs/product/plans.md#subscriptions-tab)', () => {
  it('shows each subscription with its badge (active green, cancelled grey, other yellow), dates, consultations and bookings', async () => {
    renderPanel(serving([professional, starter, enterprise]));
    expect(await screen.findAllByTestId('subscription-card')).toHaveLength(3);
    const pro = card('Professional');
    expect(within(pro).getByText('Active')).toHaveAttribute('data-tone', 'active');
    expect(within(card('Starter')).getByText('Cancelled')).toHaveAttribute('data-tone', 'cancelled');
    expect(within(card('Enterprise')).getByText('Expired')).toHaveAttribute('data-tone', 'other');
    expect(pro).toHaveTextContent('PurchasedNov 26, 2026');
    expect(pro).toHaveTextContent('ExpiresNov 26, 2027');
    expect(within(pro).getByTestId('consultations-left')).toHaveTextContent('5 consultations left');
    expect(within(card('Enterprise')).getByTestId('consultations-left')).toHaveTextContent('Unlimited');
    expect(within(pro).getByTestId('booking')).toHaveTextContent('Tue, Dec 1, 2026 at 10:30 AM (Toronto time)The long wall in the hall');
    // Only an active subscription can be booked or cancelled.
    expect(within(pro).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Book a consultation' })).toBeEnabled();
    for (const other of [card('Starter'), card('Enterprise')]) {
      expect(within(other).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('says so when there are none yet', async () => {
    renderPanel(serving([]));
    expect(await screen.findByRole('heading', { name: 'No subscriptions yet' })).toBeInTheDocument();
    expect(screen.getAllByTestId('available-package')).toHaveLength(3);
  });

  it('shows a loading state first', async () => {
    renderPanel(serving([]));
    expect(screen.getByText('Loading your subscriptions')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'No subscriptions yet' });
  });
});

describe('Subscriptions tab: Available Packages (docs/product/plans.md#subscriptions-tab)', () => {
  it('lists price, coverage, consultations, colours, warranty and features; an active one is Already Subscribed; Enterprise by quote', async () => {
    renderPanel(serving([professional, starter]));
    await screen.findAllByTestId('subscription-card');
    const pro = available('Professional');
    expect(pro).toHaveAttribute('data-subscribed', 'true');
    expect(within(pro).getByText(MESSAGES.subscriptions.alreadySubscribed)).toBeInTheDocument();
    expect(within(pro).queryByRole('link', { name: 'Purchase Package' })).not.toBeInTheDocument();
    expect(pro).toHaveAccessibleDescription(MESSAGES.subscriptions.alreadySubscribed);

    // A cancelled subscription does not block buying again.
    const start = available('Starter');
    expect(start).toHaveTextContent('$299per Project');
    expect(start).toHaveTextContent('CoverageUp to 100 sq ft');
    expect(start).toHaveTextContent('Consultations3');
    expect(start).toHaveTextContent('Colour optionsBasic');
    expect(start).toHaveTextContent('Warranty1 year');
    expect(within(start).getAllByRole('listitem')).toHaveLength(4);
    expect(within(start).getByRole('link', { name: 'Purchase Package' })).toHaveAttribute('href', '/payment?plan=starter');

    const ent = available('Enterprise');
    expect(ent).toHaveTextContent('Custom');
    expect(ent).toHaveTextContent('CoverageUnlimited');
    expect(within(ent).getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/#contact');
  });
});

describe('Subscriptions tab: docs/product/messages.md#subscriptions errors in the red Error box', () => {
  it("'Failed to fetch user subscriptions' replaces the view, and Try again reads again", async () => {
    let fail = true;
    const { user } = renderPanel(
      routes({ [`GET ${listPath}`]: () => (fail ? json({ error: 'Internal Server Error', message: 'x' }, 500) : json([])), 'GET /api/packages': () => json(packages) }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(MESSAGES.subscriptions.fetchSubscriptionsFailed);
    expect(screen.queryByRole('heading', { name: 'Available Packages' })).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No subscriptions yet' })).toBeInTheDocument();
  });

  it("'An error occurred while …' when the server cannot be reached; 'Failed to fetch available packages' for the packages", async () => {
    renderPanel(routes({ [`GET ${listPath}`]: () => offline(), 'GET /api/packages': () => json(packages) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching user subscriptions');
  });

  it('names the packages when they fail', async () => {
    renderPanel(routes({ [`GET ${listPath}`]: () => json([]), 'GET /api/packages': () => json({ error: 'Bad Gateway', message: 'x' }, 502) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.subscriptions.fetchPackagesFailed);
  });

  it("'Authentication token not found' without a session token", async () => {
    clearSessionToken();
    const { requests } = renderPanel(serving([]));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.subscriptions.noToken);
    expect(requests).toEqual([]);
  });
});

describe('Subscriptions tab: Cancel Subscription', () => {
  it('asks first (Keep is focused and changes nothing), then cancels: the badge turns grey and the package can be bought again', async () => {
    const cancelled = { ...professional, status: 'cancelled' as const, cancelledAt: '2026-11-27T10:00:00.000Z' };
    const { user, calls } = renderPanel(serving([professional], { [`PUT /api/user-packages/cancel/${professional._id}`]: () => json(cancelled) }));
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveAccessibleDescription(PLAN_MESSAGES.cancelConfirm);
    expect(within(dialog).getByRole('button', { name: 'Keep Subscription' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(`/api/user-packages/cancel/${professional._id}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The answer replaces the card's subscription in the cached list.
    expect(await within(card('Professional')).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card('Professional')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(available('Professional')).getByRole('link', { name: 'Purchase Package' })).toHaveAttribute('href', '/payment?plan=professional');
    expect(getToasts().map((t) => t.message)).toContain('Your Professional subscription is cancelled.');
  });

  it("says 'Failed to cancel subscription' and why", async () => {
    const { user } = renderPanel(
      serving([professional], { [`PUT /api/user-packages/cancel/${professional._id}`]: () => json({ error: 'Conflict', message: PLAN_MESSAGES.alreadyCancelled }, 409) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.subscriptions.cancelFailed);
    expect(alert).toHaveTextContent(PLAN_MESSAGES.alreadyCancelled);
  });
});

describe('Subscriptions tab: Book a consultation', () => {
  it('asks for a date, then a time; books the slot, toasts, and the card shows the booking and one consultation less', async () => {
    const plain = subscriptionFixture('professional');
    const { user, calls } = renderPanel(
      serving([plain], {
        [`POST /api/user-packages/${plain._id}/consultations`]: (request) => {
          const { date, time, note } = request.body as { date: string; time: string; note: string };
          const booking = bookingFixture({ date, time, note });
          return json({ success: true, message: PLAN_MESSAGES.consultationBooked, subscription: { ...plain, remainingConsultations: 4, consultations: [booking] }, booking }, 201);
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Book a consultation' }));
    const dialog = screen.getByRole('dialog', { name: 'Book a consultation' });
    expect(dialog).toHaveAccessibleDescription(/Professional · 5 consultations left/);
    await user.click(within(dialog).getByRole('button', { name: 'Book consultation' }));
    expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription(CONSULTATION_MESSAGES.dateRequired);
    expect(within(dialog).getByLabelText('Date')).toHaveFocus();

    const dateSelect = within(dialog).getByLabelText<HTMLSelectElement>('Date');
    const firstDate = dateSelect.options[1]!.value;
    await user.selectOptions(dateSelect, firstDate);
    await user.click(within(dialog).getByRole('button', { name: 'Book consultation' }));
    expect(within(dialog).getByLabelText('Time')).toHaveAccessibleDescription(CONSULTATION_MESSAGES.timeRequired);

    const timeSelect = within(dialog).getByLabelText<HTMLSelectElement>('Time');
    const lastTime = timeSelect.options[timeSelect.options.length - 1]!.value;
    expect(lastTime).toBe('17:30');
    await user.selectOptions(timeSelect, lastTime);
    await user.type(within(dialog).getByLabelText('Note', { exact: false }), 'Hall wall');
    await user.click(within(dialog).getByRole('button', { name: 'Book consultation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(`/api/user-packages/${plain._id}/consultations`).map((r) => r.body)).toEqual([{ date: firstDate, time: '17:30', note: 'Hall wall' }]);
    expect(getToasts().map((t) => t.message)).toContain(PLAN_MESSAGES.consultationBooked);
    const booked = card('Professional');
    await waitFor(() => expect(within(booked).getByTestId('consultations-left')).toHaveTextContent('4 consultations left'));
    expect(within(booked).getByTestId('booking')).toHaveTextContent('5:30 PM');
  });

  it("shows the server's refusal under its field, or in the dialog's alert", async () => {
    const plain = subscriptionFixture('professional');
    let answer = json({ error: 'Bad Request', message: CONSULTATION_MESSAGES.timeInPast }, 400);
    const { user } = renderPanel(serving([plain], { [`POST /api/user-packages/${plain._id}/consultations`]: () => answer }));
    await user.click(await screen.findByRole('button', { name: 'Book a consultation' }));
    const dialog = screen.getByRole('dialog');
    const dateSelect = within(dialog).getByLabelText<HTMLSelectElement>('Date');
    await user.selectOptions(dateSelect, dateSelect.options[dateSelect.options.length - 1]!.value);
    await user.selectOptions(within(dialog).getByLabelText('Time'), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Book consultation' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Time')).toHaveAccessibleDescription(CONSULTATION_MESSAGES.timeInPast));

    answer = json({ error: 'Conflict', message: PLAN_MESSAGES.noConsultationsLeft }, 409);
    await user.click(within(dialog).getByRole('button', { name: 'Book consultation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PLAN_MESSAGES.noConsultationsLeft);
  });

  it('is disabled, and says why in words, when no consultation is left', async () => {
    const usedUp = subscriptionFixture('starter', { remainingConsultations: 0 });
    renderPanel(serving([usedUp]));
    const book = await screen.findByRole('button', { name: 'Book a consultation' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(PLAN_MESSAGES.noConsultationsLeftHint);
    expect(screen.getByText(PLAN_MESSAGES.noConsultationsLeftHint)).toBeVisible();
    expect(within(card('Starter')).getByTestId('consultations-left')).toHaveTextContent('0 consultations left');
  });
});
