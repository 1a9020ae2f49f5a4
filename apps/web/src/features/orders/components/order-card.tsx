import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cents, type Order } from '@wallart/shared';
import { useLocaleFormat } from '../../../components/orders/locale-format';
import { Button } from '../../../components/ui/button';
import { PackageIcon } from '../../../components/ui/icons';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';

/**
 * One card of Order History (docs/product/cart-and-orders.md#order-history): the display id (the id's first 8
 * characters), date, status, total and View Details, with the first design's preview. A plan
 * order (issue 18) has no artwork: it shows the plan instead.
 */
export function OrderCard({ order, onViewDetails }: { order: Order; onViewDetails: () => void }) {
  const displayId = order.orderNumber;
  const first = order.items[0];
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const headingId = `order-${order._id}-heading`;
  const plan = order.kind === 'plan' ? order.plan : null;
  const { t } = useLingui();
  const { money, date } = useLocaleFormat();
  const packageName = order.packageId.name;
  const firstName = first?.name ?? '';
  const more = order.items.length - 1;
  return (
    <li
      aria-labelledby={headingId}
      className="frame grid grid-cols-[4.5rem_minmax(0,1fr)] gap-4 rounded-[3px] p-4 sm:grid-cols-[5.5rem_minmax(0,1fr)_auto] sm:items-center sm:gap-6 sm:p-5"
      data-testid="order-card"
    >
      <div className="aspect-[4/5] overflow-hidden rounded-[2px] border border-paper-300 bg-paper-200">
        {plan ? (
          <div className="grid size-full place-items-center bg-ink-900 text-brass-200">
            <PackageIcon className="size-8" />
          </div>
        ) : first ? (
          <img src={first.image} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="grid size-full place-items-center text-[0.65rem] font-semibold tracking-wide text-ink-600 uppercase">
            <Trans>No Image</Trans>
          </div>
        )}
      </div>

      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h3 id={headingId} className="font-display text-xl leading-tight text-ink-900">
            <Trans>
              Order <span className="tabular-nums">{displayId}</span>
            </Trans>
          </h3>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="mt-1.5 text-sm text-ink-600">
          <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          {plan ? (
            t`Consultation package`
          ) : (
            <>
              {t`${plural(pieces, { one: '# piece', other: '# pieces' })}`}
              <span aria-hidden="true"> · </span>
              {t`${packageName} package`}
            </>
          )}
        </p>
        {plan && (
          <p className="mt-1 truncate text-sm text-ink-800" data-testid="order-plan">
            {plan.title}
          </p>
        )}
        {!plan && first && <p className="mt-1 truncate text-sm text-ink-800">{more > 0 ? t`${firstName} and ${more} more` : first.name}</p>}
      </div>

      <div className="col-span-2 flex items-center justify-between gap-4 border-t border-paper-300 pt-3 sm:col-span-1 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        <p className="font-display text-2xl text-ink-900 tabular-nums" data-testid="order-total">
          <span className="sr-only">{t`Total`} </span>
          {money(cents(order.totals.totalCents))}
        </p>
        <Button variant="outline" size="sm" onClick={onViewDetails} aria-describedby={headingId}>
          <Trans>View Details</Trans>
        </Button>
      </div>
    </li>
  );
}
