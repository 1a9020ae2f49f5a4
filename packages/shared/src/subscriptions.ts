/**
 * Plan purchases and subscriptions (issue 18; docs/product/plans.md#checkout-page, docs/product/plans.md#payment-process, docs/product/plans.md#subscriptions): the amounts of the payment page, how a plan is
 * named and priced as text, when a subscription ends, and the studio's clock for consultations.
 * The server computes with these; the browser shows the same figures.
 */
import { paymentPageTotalCents, SERVICE_FEE_CENTS } from './checkout';
import type { Cents } from './money';
import { STUDIO_TIME_ZONE } from './consultation-rules';
import { dateTimeFormat } from './intl-formats';
import type { SubscriptionStatus } from './schemas/plans';

/** A subscription runs this many months from its purchase. */
export const SUBSCRIPTION_MONTHS = 12;

/** The payment page's amounts (docs/product/plans.md#plan-amounts): plan price, the $15.00 service fee and their sum, in CAD. */
export function planAmounts(planCents: Cents): { planCents: Cents; serviceFeeCents: Cents; totalCents: Cents; currency: 'CAD' } {
  return { planCents, serviceFeeCents: SERVICE_FEE_CENTS, totalCents: paymentPageTotalCents(planCents), currency: 'CAD' };
}

/** docs/product/landing.md#package-cards → checkout: 'Professional' is sold as 'Professional Plan'. */
export function planTitle(packageName: string): string {
  return `${packageName} Plan`;
}

/** A plan price as docs/product/plans.md#packages writes it: '$299', '$1,299.50'; 'Custom' for a package sold by quote. */
export function planPriceText(priceCents: number | null): string {
  if (priceCents === null) return 'Custom';
  const whole = Math.trunc(priceCents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = priceCents % 100;
  return fraction === 0 ? `$${whole}` : `$${whole}.${String(fraction).padStart(2, '0')}`;
}

/** docs/product/plans.md#payment-result: the card masked as bullets plus its last 4 digits ('•••• 4242'). */
export function maskedCardNumber(last4: string | null): string {
  return last4 ? `•••• ${last4}` : '••••';
}

/**
 * The end of a subscription bought at `purchase`: SUBSCRIPTION_MONTHS later, same time of day (UTC).
 * A day the later month lacks is its last day (29 Feb 2028 → 28 Feb 2029), never a day in the month after.
 */
export function subscriptionExpiryDate(purchase: Date): Date {
  const end = new Date(purchase.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + SUBSCRIPTION_MONTHS);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The status a subscription reads as at `now`: an active one whose expiry has passed is 'expired'. */
export function subscriptionStatusAt(stored: SubscriptionStatus, expiryDate: Date, now: Date): SubscriptionStatus {
  return stored === 'active' && expiryDate.getTime() <= now.getTime() ? 'expired' : stored;
}

/** Minutes that STUDIO_TIME_ZONE is ahead of UTC at `at` (negative in Toronto: -300 or -240). */
function studioOffsetMinutes(at: Date): number {
  const parts = dateTimeFormat('en-US', {
    timeZone: STUDIO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a consultation slot: 'YYYY-MM-DD' and 'HH:MM' on the studio's clock
 * (STUDIO_TIME_ZONE, daylight saving included). Slots are 9:00 to 17:30, never in a DST gap.
 */
export function studioInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes: the offset at the guess, then at the answer (they differ only across a DST change).
  let at = wall - studioOffsetMinutes(new Date(wall)) * 60_000;
  at = wall - studioOffsetMinutes(new Date(at)) * 60_000;
  return new Date(at);
}
