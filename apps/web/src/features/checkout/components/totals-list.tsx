import { formatMoney, TAX_RATE_PERCENT, type CheckoutTotals } from '@wallart/shared';
import { cn } from '../../../lib/cn';

/**
 * The order's money as the server will compute it (issue 13; SPEC §9): artwork lines + package =
 * subtotal, 13% tax, shipping $0.00, total. Shown from the shared rule; the server's figure is the
 * one charged.
 */
export function TotalsList({ totals, packageName, quoted, className }: { totals: CheckoutTotals; packageName: string | null; quoted: boolean; className?: string }) {
  const row = 'flex justify-between gap-4';
  return (
    <dl className={cn('space-y-2 rounded-[3px] bg-paper-200/60 p-4 text-sm text-ink-700', className)} data-testid="checkout-totals">
      <div className={row}>
        <dt>Artwork</dt>
        <dd className="tabular-nums">{formatMoney(totals.artwork)}</dd>
      </div>
      <div className={row}>
        <dt>{packageName ? `${packageName} package` : 'Package'}</dt>
        <dd className="tabular-nums">{quoted ? 'Quoted separately' : formatMoney(totals.package)}</dd>
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
        <dd className="tabular-nums" data-testid="checkout-total">
          {formatMoney(totals.total)} <span className="text-xs font-normal text-ink-600">CAD</span>
        </dd>
      </div>
    </dl>
  );
}
