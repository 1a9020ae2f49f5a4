import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { moneyText as money } from '../../../lib/money-text';
import { cents, formatInstant, ORDER_KINDS, ORDER_STATUSES, STUDIO_TIME_ZONE, type AdminOrderSummary, type Locale, type OrderKind, type OrderStatus } from '@wallart/shared';
import { intlTag } from './ui-locale';

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
export function itemsText(i18n: I18n, order: Pick<AdminOrderSummary, 'kind' | 'itemCount' | 'planTitle'>): string {
  if (order.kind === 'plan') return order.planTitle ?? i18n._(msg`Plan`);
  const count = order.itemCount;
  return i18n._(msg`${plural(count, { one: '# piece', other: '# pieces' })}`);
}

/** 'CAD 1,234.50' in English, the language's own format otherwise. */
export function orderAmount(locale: Locale, amountCents: number): string {
  return money(locale, cents(amountCents), { currency: 'CAD' });
}

/**
 * Orders' dates and times are the studio's (STUDIO_TIME_ZONE), as on the Dashboard and the
 * consultation list: an order placed at 11 pm in Toronto is on that day, not the next UTC one.
 * Dates: Nov 25, 2026; times carry the zone's short name (EST or EDT).
 */
const dateFormat = { year: 'numeric', month: 'short', day: 'numeric', timeZone: STUDIO_TIME_ZONE } as const;
const dateAndTimeFormat = { ...dateFormat, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
const zone = STUDIO_TIME_ZONE.replace('_', ' ');
/** The label that says which clock the order screens use. */
export const STUDIO_TIME_LABEL: MessageDescriptor = msg`Times are studio time (${zone})`;

export function formatOrderDate(iso: string, locale: Locale = 'en'): string {
  return formatInstant(iso, dateFormat, intlTag(locale));
}

export function formatOrderDateTime(iso: string, locale: Locale = 'en'): string {
  return formatInstant(iso, dateAndTimeFormat, intlTag(locale));
}

/** The action button's words for a move (the status it leads to). */
export const MOVE_LABELS: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  placed: msg`Mark as Pending`,
  scheduled: msg`Schedule`,
  'in-production': msg`Start production`,
  completed: msg`Mark completed`,
  cancelled: msg`Cancel order`,
};
