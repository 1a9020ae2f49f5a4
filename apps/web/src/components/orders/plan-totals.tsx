import { Trans } from '@lingui/react/macro';
import type { Cents } from '@wallart/shared';
import { cn } from '../../lib/cn';
import { useLocaleFormat } from './locale-format';
import { TotalAmount } from './totals-list';

/**
 * A plan's money (docs/product/plans.md#checkout-page, docs/product/plans.md#payment-process; §9): the plan's price, the $15.00 Service
 * Fee and the Total, in CAD. /payment calls the first row Subtotal (docs/product/plans.md#plan-amounts),
 * /payment-process and an order's details name the plan. No tax or shipping: a plan has neither.
 */
export function PlanTotals({
  planCents,
  serviceFeeCents,
  totalCents,
  planLabel,
  className,
  testId = 'plan-totals',
  totalTestId = 'plan-total',
}: {
  planCents: Cents;
  serviceFeeCents: Cents;
  totalCents: Cents;
  planLabel?: string;
  className?: string;
  testId?: string;
  totalTestId?: string;
}) {
  const { money } = useLocaleFormat();
  const row = 'flex justify-between gap-4';
  return (
    <dl className={cn('space-y-2 text-sm text-ink-700', className)} data-testid={testId}>
      <div className={row}>
        <dt>{planLabel ?? <Trans>Subtotal</Trans>}</dt>
        <dd className="tabular-nums">{money(planCents)}</dd>
      </div>
      <div className={row}>
        <dt>
          <Trans>Service Fee</Trans>
        </dt>
        <dd className="tabular-nums">{money(serviceFeeCents)}</dd>
      </div>
      <div className={cn(row, 'border-t border-paper-300 pt-2 text-base font-semibold text-ink-900')}>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          <TotalAmount amount={totalCents} />
        </dd>
      </div>
    </dl>
  );
}
