import { Trans, useLingui } from '@lingui/react/macro';
import { cents, TAX_RATE_PERCENT, type Cents, type CheckoutTotals, type OrderTotalsResponse } from '@wallart/shared';
import { cn } from '../../lib/cn';
import { needsCurrencySuffix, useLocaleFormat } from './locale-format';

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
  const { t } = useLingui();
  const { money } = useLocaleFormat();
  const row = 'flex justify-between gap-4';
  const rate = TAX_RATE_PERCENT;
  return (
    <dl className={cn('space-y-2 text-sm text-ink-700', className)} data-testid={testId}>
      <div className={row}>
        <dt>
          <Trans>Artwork</Trans>
        </dt>
        <dd className="tabular-nums">{money(totals.artwork)}</dd>
      </div>
      <div className={row}>
        <dt>{packageName ? t`${packageName} package` : t`Package`}</dt>
        <dd className="tabular-nums">{quoted ? t`Quoted separately` : money(totals.package)}</dd>
      </div>
      <div className={cn(row, 'border-t border-paper-300 pt-2 text-ink-900')}>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd className="tabular-nums">{money(totals.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>
          <Trans>Tax ({rate}%)</Trans>
        </dt>
        <dd className="tabular-nums">{money(totals.tax)}</dd>
      </div>
      <div className={row}>
        <dt>
          <Trans>Shipping</Trans>
        </dt>
        <dd className="tabular-nums">{money(totals.shipping)}</dd>
      </div>
      <div className={cn(row, 'border-t border-paper-300 pt-2 text-base font-semibold text-ink-900')}>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          <TotalAmount amount={totals.total} />
        </dd>
      </div>
    </dl>
  );
}

/** A total: English '$1,128.81' with a small 'CAD' after it, as always; another language its own form, which names the currency. */
export function TotalAmount({ amount }: { amount: Cents }) {
  const { money, locale } = useLocaleFormat();
  return needsCurrencySuffix(locale) ? (
    <>
      {money(amount)} <span className="text-xs font-normal text-ink-600">CAD</span>
    </>
  ) : (
    money(amount)
  );
}
