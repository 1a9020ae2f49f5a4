import { ORDER_STATUS_LABELS, type OrderStatus } from '@wallart/shared';
import { cn } from '../../lib/cn';
import { useSharedText } from '../../lib/shared-text';

const tone: Record<OrderStatus, string> = {
  placed: 'border-brass-400/70 bg-brass-200/40 text-ink-800',
  scheduled: 'border-delft-500/40 bg-delft-50 text-delft-700',
  'in-production': 'border-delft-600 bg-delft-600 text-paper-50',
  completed: 'border-sage-600/50 bg-sage-400/20 text-ink-800',
  cancelled: 'border-danger-700/30 bg-danger-50 text-danger-700',
};

const sizes = {
  /** The customer's order card and dialog. */
  md: 'h-7 px-3 tracking-wide',
  /** A table row (the admin's orders). */
  sm: 'h-6 px-2.5 whitespace-nowrap',
} as const;

/**
 * An order's status as a tag (docs/product/cart-and-orders.md#order-status: placed shows as Pending), in the same tones for the
 * customer and the studio so a status reads alike on both sides.
 */
export function OrderStatusBadge({ status, size = 'md', className }: { status: OrderStatus; size?: keyof typeof sizes; className?: string }) {
  // The label in the UI's language (the shared catalogs hold it); the status value stays as it is.
  const ts = useSharedText();
  return <span className={cn('inline-flex items-center rounded-full border text-xs font-semibold', sizes[size], tone[status], className)}>{ts(ORDER_STATUS_LABELS[status])}</span>;
}
