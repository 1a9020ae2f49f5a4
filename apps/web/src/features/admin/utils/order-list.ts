import { formatInstant, ORDER_KINDS, ORDER_STATUSES, STUDIO_TIME_ZONE, formatMoney, cents, type AdminOrderSummary, type OrderKind, type OrderStatus } from '@wallart/shared';

/** The Orders list's state as the URL holds it (`/admin/orders?q=ORD-2026&status=placed&kind=artwork&page=2`). */
export interface OrderListUrlState {
  q: string;
  status: OrderStatus | '';
  kind: OrderKind | '';
  page: number;
  /** The order whose details are open (so a reload reopens it). */
  order: string;
}

export function readOrderListParams(params: URLSearchParams): OrderListUrlState {
  const status = params.get('status') ?? '';
  const kind = params.get('kind') ?? '';
  const page = Number(params.get('page'));
  const order = params.get('order') ?? '';
  return {
    q: params.get('q') ?? '',
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    kind: (ORDER_KINDS as readonly string[]).includes(kind) ? (kind as OrderKind) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    order: /^[0-9a-f]{24}$/i.test(order) ? order.toLowerCase() : '',
  };
}

/** The URL search for a state, leaving out the defaults (no search, every status and kind, page 1, no order open). */
export function writeOrderListParams({ q, status, kind, page, order }: OrderListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  if (order) params.set('order', order);
  return params;
}

/** What the Items column says: '3 pieces' for artwork, the plan's title for a plan. */
export function itemsText(order: Pick<AdminOrderSummary, 'kind' | 'itemCount' | 'planTitle'>): string {
  if (order.kind === 'plan') return order.planTitle ?? 'Plan';
  return `${order.itemCount} ${order.itemCount === 1 ? 'piece' : 'pieces'}`;
}

export function moneyText(amountCents: number): string {
  return formatMoney(cents(amountCents), { currency: 'CAD' });
}

/**
 * Orders' dates and times are the studio's (STUDIO_TIME_ZONE), as on the Dashboard and the
 * consultation list: an order placed at 11 pm in Toronto is on that day, not the next UTC one.
 * Dates: Nov 25, 2026; times carry the zone's short name (EST or EDT).
 */
const dateFormat = { year: 'numeric', month: 'short', day: 'numeric', timeZone: STUDIO_TIME_ZONE } as const;
const dateAndTimeFormat = { ...dateFormat, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
/** The label that says which clock the order screens use. */
export const STUDIO_TIME_LABEL = `Times are studio time (${STUDIO_TIME_ZONE.replace('_', ' ')})`;

export function formatOrderDate(iso: string): string {
  return formatInstant(iso, dateFormat);
}

export function formatOrderDateTime(iso: string): string {
  return formatInstant(iso, dateAndTimeFormat);
}

/** The action button's words for a move (the status it leads to). */
export const MOVE_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Mark as Pending',
  scheduled: 'Schedule',
  'in-production': 'Start production',
  completed: 'Mark completed',
  cancelled: 'Cancel order',
};
