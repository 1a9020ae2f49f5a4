import { cents, formatMoney, TAX_RATE_PERCENT, type CheckoutTotals, type OrderTotalsResponse } from '@wallart/shared';
import { cn } from '../../lib/cn';

/** An order's figures as the orders API answers them, in the shape the checkout computes. */
export function totalsFromOrder(totals: OrderTotalsResponse): CheckoutTotals {
  return {
    artwork: cents(totals.artworkCents),
    package: cents(totals.packageCents),
    subtotal: cents(totals.subtotalCents),
    tax: cents(totals.taxCents),
    shipping: cents(totals.shippingCents),
    total: cents(totals.totalCents),
  };
}

/**
 * An order's money (issue 13; docs/product/cart-and-orders.md#totals): artwork lines + package = subtotal, 13% tax, shipping
 * $0.00, total (CAD). The checkout shows it from the shared rule before paying (the server's figure
 * is the one charged); the order details dialog shows the order's own figures.
 */
export function TotalsList({
  totals,
  packageName,
  quoted,
  className,
  testId = 'checkout-totals',
  totalTestId = 'checkout-total',
}: {
  totals: CheckoutTotals;
  packageName: string | null;
  quoted: boolean;
  className?: string;
  testId?: string;
  totalTestId?: string;
}) {
  const row = 'flex justify-between gap-4';
  return (
    <dl className={cn('space-y-2 text-sm text-ink-700', className)} data-testid={testId}>
      <div className={row}>
        <dt>Artwork</dt>
        <dd className="tabular-nums">{formatMoney(totals.artwork)}</dd>
      </div>
      <div className={row}>
        <dt>{packageName ? `${packageName} package` : 'Package'}</dt>
        <dd className="tabular-nums">{quoted ? 'Quoted separately' : formatMoney(totals.package)}</dd>
      </div>
      <div className={cn(row, 'border-t border-paper-300 pt-2 text-ink-900')}>
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatMoney(totals.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>Tax ({TAX_RATE_PERCENT}%)</dt>
        <dd className="tabular-nums">{formatMoney(totals.tax)}</dd>
      </div>
      <div className={row}>
        <dt>Shipping</dt>
        <dd className="tabular-nums">{formatMoney(totals.shipping)}</dd>
      </div>
      <div className={cn(row, 'border-t border-paper-300 pt-2 text-base font-semibold text-ink-900')}>
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          {formatMoney(totals.total)} <span className="text-xs font-normal text-ink-600">CAD</span>
        </dd>
      </div>
    </dl>
  );
}
