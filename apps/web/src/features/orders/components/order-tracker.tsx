import { useLingui } from '@lingui/react/macro';
import type { Order } from '@wallart/shared';
import { useLocaleFormat } from '../../../components/orders/locale-format';
import { CheckIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useSharedText } from '../../../lib/shared-text';
import { orderTrackerSteps } from '../utils/order-tracker';

/**
 * The status tracker (docs/product/cart-and-orders.md#order-status): done steps green with a tick, the current one
 * pulsing blue (still for reduced motion: only its colour and ring mark it), later ones grey.
 */
export function OrderTracker({ order }: { order: Pick<Order, 'status' | 'statusHistory'> }) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const { date } = useLocaleFormat();
  const steps = orderTrackerSteps(order, i18n);
  return (
    <ol aria-label={t`Order progress`} className="grid grid-cols-4" data-testid="order-tracker">
      {steps.map((step, index) => (
        <li
          key={step.status}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
          className="relative flex flex-col items-center text-center"
        >
          {index > 0 && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-[1.125rem] right-1/2 h-0.5 w-full -translate-y-1/2',
                step.state === 'upcoming' ? 'bg-paper-300' : 'bg-sage-600',
              )}
            />
          )}
          <span
            aria-hidden="true"
            className={cn(
              'relative grid size-9 place-items-center rounded-full text-sm font-semibold',
              step.state === 'done' && 'bg-sage-600 text-paper-50',
              step.state === 'current' && 'bg-delft-600 text-paper-50 ring-4 ring-delft-500/25',
              step.state === 'upcoming' && 'border-2 border-paper-300 bg-paper-100 text-ink-500',
            )}
          >
            {step.state === 'current' && (
              <span className="absolute inset-0 animate-ping rounded-full bg-delft-500/45 motion-reduce:hidden motion-reduce:animate-none" />
            )}
            {step.state === 'done' ? <CheckIcon className="size-5" /> : step.state === 'current' ? <span className="relative size-2.5 rounded-full bg-paper-50" /> : index + 1}
          </span>
          <span className={cn('mt-2 px-1 text-xs leading-tight font-semibold sm:text-sm', step.state === 'upcoming' ? 'text-ink-600' : 'text-ink-900')}>
            {ts(step.label)}
            <span className="sr-only">{`, ${step.stateText}`}</span>
          </span>
          {step.reachedAt && (
            <time dateTime={step.reachedAt} className="mt-0.5 text-xs text-ink-600">
              {date(step.reachedAt)}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}
