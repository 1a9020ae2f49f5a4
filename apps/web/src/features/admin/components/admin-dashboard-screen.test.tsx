import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type AdminDashboardResponse } from '@wallart/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionToken, setSessionToken } from '../../../lib/session-token';
import { json, mockFetch, routes } from '../../../testing/mock-fetch';
import { admin, renderRoute, signedIn } from '../../../testing/render-route';

vi.setConfig({ testTimeout: 20_000 });

function dashboard(changes: Partial<AdminDashboardResponse> = {}): AdminDashboardResponse {
  const series = Array.from({ length: 30 }, (_, i) => ({ date: `2026-01-${String(i + 1).padStart(2, '0')}`, cents: i === 29 ? 12_345 : 0 }));
  return {
    success: true,
    generatedAt: '2026-01-30T15:00:00.000Z',
    today: '2026-01-30',
    timeZone: 'America/Toronto',
    revenue: { todayCents: 12_345, last30DaysCents: 61_400 },
    ordersLast30Days: 4,
    ordersByStatus: [
      { status: 'placed', count: 2 },
      { status: 'scheduled', count: 1 },
      { status: 'in-production', count: 0 },
      { status: 'completed', count: 1 },
      { status: 'cancelled', count: 0 },
    ],
    newCustomersLast30Days: 3,
    activeSubscriptions: 2,
    upcomingConsultations: 5,
    revenueSeries: series,
    recentActivity: [
      { kind: 'order', at: '2026-01-30T14:00:00.000Z', text: 'Order ORD-2026-1234 placed by Ada', link: { to: 'order', q: 'ORD-2026-1234' } },
      { kind: 'signup', at: '2026-01-29T14:00:00.000Z', text: 'Ada signed up', link: { to: 'user', q: 'ada@example.com' } },
    ],
    ...changes,
  };
}

beforeEach(() => setSessionToken('tok'));
afterEach(() => {
  vi.restoreAllMocks();
  clearSessionToken();
});

describe('Admin Dashboard (issue 19: live figures)', () => {
  it('shows the stat cards from GET /api/admin/dashboard and links each activity to its order or user', async () => {
    mockFetch(routes({ 'GET /api/admin/dashboard': () => json(dashboard()) }));
    renderRoute('/admin', signedIn(admin));
    expect(await screen.findByRole('region', { name: 'Figures' })).toBeInTheDocument();
    expect(screen.getByText('Revenue today').nextSibling).toHaveTextContent('$123.45');
    expect(screen.getByText('Revenue, 30 days').nextSibling).toHaveTextContent('$614.00');
    expect(screen.getByText('Orders placed').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Consultations booked').nextSibling).toHaveTextContent('5');
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByRole('link', { name: 'Order ORD-2026-1234 placed by Ada' })).toHaveAttribute('href', '/admin/orders?q=ORD-2026-1234');
    expect(within(activity).getByRole('link', { name: 'Ada signed up' })).toHaveAttribute('href', '/admin/users?q=ada%40example.com');
  });

  it("shows the empty states: 'No orders yet', no revenue, no activity", async () => {
    mockFetch(
      routes({
        'GET /api/admin/dashboard': () =>
          json(
            dashboard({
              revenue: { todayCents: 0, last30DaysCents: 0 },
              ordersByStatus: dashboard().ordersByStatus.map((s) => ({ ...s, count: 0 })),
              revenueSeries: dashboard().revenueSeries.map((p) => ({ ...p, cents: 0 })),
              recentActivity: [],
            }),
          ),
      }),
    );
    renderRoute('/admin', signedIn(admin));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('No revenue in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
  });

  it("shows a skeleton while loading, then 'Failed to load dashboard data' with Try again, which reads the figures again", async () => {
    let calls = 0;
    mockFetch(routes({ 'GET /api/admin/dashboard': () => (++calls === 1 ? json({ error: 'Internal Server Error', message: 'Internal server error' }, 500) : json(dashboard())) }));
    renderRoute('/admin', signedIn(admin));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard');
    expect(await screen.findByText(MESSAGES.adminUsers.dashboardFailed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Revenue today')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
