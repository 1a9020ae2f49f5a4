import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@wallart/shared';
import { useLocaleFormat } from '../../../components/orders/locale-format';
import { Dialog } from '../../../components/ui/dialog';
import { useOrderDialogView } from '../hooks/use-order-dialog-view';
import { orderDialogTitle } from '../utils/order-details';
import { OrderHelp } from './order-actions';
import { OrderDetails } from './order-details';

export interface OrderDetailsDialogProps {
  /** The order shown; null keeps the dialog closed. */
  order: Order | null;
  onClose: () => void;
}

/**
 * The order details dialog (docs/product/cart-and-orders.md#order-details): the tracker, product details, shipping and delivery, the
 * payment breakdown, and Close, Download Invoice and Need Help. Need Help turns the dialog into
 * the contact form, prefilled with the order; Escape or Close returns focus to View Details. A
 * plan order (issue 18) shows its plan, the project and Plan / Service Fee / Total instead of
 * artwork lines, shipping and tax.
 * Its views: use-order-dialog-view.ts; the invoice: use-invoice-download.ts; the parts:
 * order-details.tsx, order-actions.tsx, order-details-parts.tsx; the rules: utils/order-details.ts.
 */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  const { view, close, needHelp, backToOrder } = useOrderDialogView(onClose);
  const { i18n } = useLingui();
  const { date } = useLocaleFormat();
  // One identifier, the order number the mail and invoice carry (issue 20; it showed the short id too).
  const displayId = order ? order.orderNumber : '';
  const placedOn = order ? date(order.createdAt) : '';
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={orderDialogTitle(view, displayId, i18n)}
      description={
        order && view === 'details' ? (
          <>
            <Trans>
              Placed <time dateTime={order.createdAt}>{placedOn}</time>
            </Trans>
          </>
        ) : undefined
      }
      className="sm:max-w-3xl"
    >
      {order &&
        (view === 'help' ? (
          <OrderHelp order={order} onBack={backToOrder} />
        ) : (
          <OrderDetails order={order} onClose={close} onNeedHelp={needHelp} focusNeedHelp={view === 'back'} />
        ))}
    </Dialog>
  );
}
