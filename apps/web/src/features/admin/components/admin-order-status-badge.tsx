import { ORDER_STATUS_LABELS, type OrderStatus } from '@wallart/shared';
import { cn } from '../../../lib/cn';

// The same tones as the customer's badge (features/orders), so a status reads alike on both sides.
const tone: Record<OrderStatus, string> = {
  placed: 'border-brass-400/70 bg-brass-200/40 text-ink-800',
  scheduled: 'border-delft-500/40 bg-delft-50 text-delft-700',
  'in-production': 'border-delft-600 bg-delft-600 text-paper-50',
  completed: 'border-sage-600/50 bg-sage-400/20 text-ink-800',
  cancelled: 'border-danger-700/30 bg-danger-50 text-danger-700',
};

/** An order's status as a small tag (SPEC §4: placed shows as Pending). */
export function AdminOrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span className={cn('inline-flex h-6 items-center rounded-full border px-2.5 text-xs font-semibold whitespace-nowrap', tone[status], className)}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
