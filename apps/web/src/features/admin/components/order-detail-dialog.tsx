import {
  ADMIN_ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  paidWithText,
  type AdminOrder,
  type AdminOrderStaleResponse,
  type OrderStatus,
} from '@wallart/shared';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { apiErrorMessage, describeApiError } from '../../../lib/api-error';
import { useAppDispatch } from '../../../stores/hooks';
import { useChangeOrderStatusMutation } from '../api/change-order-status';
import { getAdminOrderApi, useGetAdminOrderQuery } from '../api/get-admin-order';
import { formatOrderDate, formatOrderDateTime, MOVE_LABELS, moneyText, STUDIO_TIME_LABEL } from '../utils/order-list';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PrintFileControl } from './print-file-control';

export interface OrderDetailDialogProps {
  /** The order to show; null keeps the dialog closed. */
  orderId: string | null;
  onClose: () => void;
}

/**
 * An order's details for the admin (issue 19): its lines with previews, options and quantities,
 * the customer's contact and address, the payment and its state, the status history (who, when),
 * and the moves ORDER_TRANSITIONS allows from here — cancel behind a confirmation that says the
 * payment is refunded. A Radix dialog: focus is trapped, Escape closes it.
 */
export function OrderDetailDialog({ orderId, onClose }: OrderDetailDialogProps) {
  const { data: order, error, isLoading, refetch, isFetching } = useGetAdminOrderQuery(orderId ?? '', { skip: !orderId });
  const shown = order && order._id === orderId ? order : undefined;
  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={shown ? `Order ${shown.orderNumber}` : 'Order details'}
      description={shown ? `${shown.kind === 'plan' ? 'Plan' : 'Artwork'} order placed ${formatOrderDate(shown.createdAt)} by ${shown.customer.name}` : undefined}
      className="sm:max-w-3xl"
    >
      {isLoading || (!shown && isFetching) ? (
        <Spinner label="Loading the order" />
      ) : !shown ? (
        <Alert title={ADMIN_ORDER_MESSAGES.fetchFailed}>
          <p>{apiErrorMessage(error, 'Please try again.')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <OrderDetails key={shown._id} order={shown} />
      )}
    </Dialog>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  return (
    <div className="space-y-7 text-sm">
      <StatusActions order={order} />
      {order.kind === 'artwork' ? <Lines order={order} /> : <PlanSummary order={order} />}
      <div className="grid gap-6 sm:grid-cols-2">
        <Customer order={order} />
        <Payment order={order} />
      </div>
      <History order={order} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="eyebrow mb-2.5 font-semibold text-ink-600">{title}</h3>
      {children}
    </section>
  );
}

function StatusActions({ order }: { order: AdminOrder }) {
  const dispatch = useAppDispatch();
  const [changeStatus, { isLoading }] = useChangeOrderStatusMutation();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'stale' | 'error'; text: string } | null>(null);
  const forward = order.nextStatuses.filter((s) => s !== 'cancelled');
  const canCancel = order.nextStatuses.includes('cancelled');

  const move = async (status: OrderStatus) => {
    setNotice(null);
    const result = await changeStatus({ id: order._id, status, expectedStatus: order.status });
    setConfirmingCancel(false);
    if ('data' in result && result.data) {
      toast.success(status === 'cancelled' ? ADMIN_ORDER_MESSAGES.cancelled(order.orderNumber) : ADMIN_ORDER_MESSAGES.moved(order.orderNumber, status));
      void dispatch(getAdminOrderApi.util.upsertQueryData('getAdminOrder', order._id, result.data));
      return;
    }
    const failure = describeApiError(result.error);
    const stale = failure.kind === 'server' && failure.status === 409 ? staleOrder(result.error) : null;
    if (stale) {
      // Someone else moved it: show the order as it is now, and say so.
      await dispatch(getAdminOrderApi.util.upsertQueryData('getAdminOrder', order._id, stale.order));
      setNotice({ tone: 'stale', text: stale.message });
      return;
    }
    setNotice({ tone: 'error', text: apiErrorMessage(result.error, ADMIN_ORDER_MESSAGES.updateFailed) });
  };

  return (
    <div className="rounded-[3px] border border-paper-300 bg-paper-100/70 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-ink-700">Status</span>
        <OrderStatusBadge size="sm" status={order.status} />
        <span className="text-xs text-ink-600">
          {order.kind === 'plan' ? 'Delivery' : 'Estimated delivery'}: {order.estimatedDelivery}
        </span>
      </div>
      <div aria-live="polite">
        {notice && (
          <p role={notice.tone === 'error' ? 'alert' : 'status'} className={notice.tone === 'error' ? 'mt-3 font-semibold text-danger-700' : 'mt-3 font-semibold text-delft-700'}>
            {notice.text}
          </p>
        )}
      </div>
      {confirmingCancel ? (
        <div className="mt-4 rounded-[3px] border border-danger-700/30 bg-danger-50 p-4" role="group" aria-labelledby={`cancel-${order._id}`}>
          <p id={`cancel-${order._id}`} className="font-semibold text-danger-700">
            Cancel order {order.orderNumber}?
          </p>
          <p className="mt-1 text-ink-700">
            The customer&rsquo;s payment of {moneyText(order.totals.totalCents)} ({paidWithText(order.payment)}) is refunded in full, and they are emailed. This cannot be
            undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" className="bg-danger-700 hover:bg-danger-700/90" onClick={() => void move('cancelled')} disabled={isLoading}>
              {isLoading ? 'Cancelling…' : 'Cancel and refund'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirmingCancel(false)} disabled={isLoading} autoFocus>
              Keep the order
            </Button>
          </div>
        </div>
      ) : (
        (forward.length > 0 || canCancel) && (
          <div className="mt-4 flex flex-wrap gap-2">
            {forward.map((status) => (
              <Button key={status} size="sm" variant="ink" onClick={() => void move(status)} disabled={isLoading}>
                {MOVE_LABELS[status]}
              </Button>
            ))}
            {canCancel && (
              <Button variant="ghost" size="sm" className="text-danger-700 hover:bg-danger-50" onClick={() => setConfirmingCancel(true)} disabled={isLoading}>
                {MOVE_LABELS.cancelled}
              </Button>
            )}
          </div>
        )
      )}
      {order.kind === 'plan' && order.status !== 'cancelled' && (
        <p className="mt-3 text-xs text-ink-600">A plan order cannot be cancelled here: the customer cancels its subscription under My Account.</p>
      )}
    </div>
  );
}

/** The order in a stale-view 409's body, if that is what the error is. */
function staleOrder(error: unknown): AdminOrderStaleResponse | null {
  const data = (error as { data?: unknown } | undefined)?.data as Partial<AdminOrderStaleResponse> | undefined;
  return data && typeof data === 'object' && data.order && typeof data.message === 'string' ? (data as AdminOrderStaleResponse) : null;
}

function Lines({ order }: { order: AdminOrder }) {
  return (
    <Section title={`Items (${order.items.length})`}>
      <ul className="divide-y divide-paper-300 rounded-[3px] border border-paper-300">
        {order.items.map((line) => (
          <li key={line._id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start">
            <div className="flex shrink-0 gap-2">
              <img src={line.artwork.thumbnailUrl} alt={`Artwork of ${line.name}`} className="size-20 rounded-[2px] border border-paper-300 bg-paper-200 object-cover" loading="lazy" />
              {line.preview && (
                <img src={line.preview.thumbnailUrl} alt={`${line.name} on the wall`} className="size-20 rounded-[2px] border border-paper-300 bg-paper-200 object-cover" loading="lazy" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-900">{line.name}</p>
              <p className="text-ink-700">
                {line.options.canvasSize}
                {line.dimensions ? ` (${line.dimensions.width} × ${line.dimensions.height} ft)` : ''} · {line.options.frameStyle} frame · {line.options.artStyle} · {line.options.texture}
              </p>
              <p className="mt-0.5 text-ink-600 tabular-nums">
                Quantity {line.quantity} × {moneyText(line.unitPriceCents)} = {moneyText(line.lineTotalCents)}
              </p>
              <PrintFileControl orderId={order._id} lineId={line._id} lineName={line.name} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-right text-ink-700 tabular-nums">
        {order.packageId.name} package · Total <span className="font-semibold text-ink-900">{moneyText(order.totals.totalCents)}</span>
      </p>
    </Section>
  );
}

function PlanSummary({ order }: { order: AdminOrder }) {
  return (
    <Section title="Plan">
      <p className="font-semibold text-ink-900">{order.plan?.title ?? order.packageId.name}</p>
      {order.plan && <p className="text-ink-700">{order.plan.description}</p>}
      <p className="mt-1 text-ink-700 tabular-nums">
        Total {moneyText(order.totals.totalCents)} (service fee {moneyText(order.totals.serviceFeeCents)})
      </p>
    </Section>
  );
}

function Customer({ order }: { order: AdminOrder }) {
  const c = order.contact;
  return (
    <Section title="Customer">
      <dl className="space-y-1 text-ink-700">
        <div>
          <dt className="sr-only">Name</dt>
          <dd className="font-semibold text-ink-900">{c ? `${c.firstName} ${c.lastName}` : order.customer.name}</dd>
        </div>
        <div>
          <dt className="sr-only">Email</dt>
          <dd>
            <a className="underline decoration-ink-900/25 underline-offset-2 hover:decoration-ink-900" href={`mailto:${c?.email ?? order.customer.email}`}>
              {c?.email ?? order.customer.email}
            </a>
          </dd>
        </div>
        {c && (
          <div>
            <dt className="sr-only">Phone</dt>
            <dd>{c.phone}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-ink-600">{c ? 'Project address' : 'Shipping address'}</dt>
          <dd className="whitespace-pre-line">{c ? c.address : order.shippingAddress}</dd>
        </div>
      </dl>
    </Section>
  );
}

function Payment({ order }: { order: AdminOrder }) {
  const { payment } = order;
  const refunded = payment.status === 'refunded';
  return (
    <Section title="Payment">
      <dl className="space-y-1 text-ink-700">
        <div className="flex gap-2">
          <dt>Method</dt>
          <dd className="font-semibold text-ink-900">{paidWithText(payment)}</dd>
        </div>
        <div className="flex gap-2">
          <dt>Amount</dt>
          <dd className="text-ink-900 tabular-nums">{moneyText(payment.amountCents)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>State</dt>
          <dd>
            <span
              className={
                refunded
                  ? 'inline-flex h-6 items-center rounded-full border border-danger-700/30 bg-danger-50 px-2.5 text-xs font-semibold text-danger-700'
                  : 'inline-flex h-6 items-center rounded-full border border-sage-600/50 bg-sage-400/20 px-2.5 text-xs font-semibold text-ink-800'
              }
            >
              {refunded ? 'Refunded' : 'Captured'}
            </span>
            {refunded && payment.refundedAt && <span className="ml-2 text-xs text-ink-600">{formatOrderDateTime(payment.refundedAt)}</span>}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>Transaction</dt>
          <dd className="truncate font-mono text-xs leading-5 text-ink-600">{payment.transactionId}</dd>
        </div>
      </dl>
    </Section>
  );
}

function History({ order }: { order: AdminOrder }) {
  return (
    <Section title="Status history">
      <p className="mb-2 text-xs text-ink-600">{STUDIO_TIME_LABEL}</p>
      <ol className="space-y-2">
        {order.history.map((entry, i) => (
          <li key={`${entry.status}-${entry.at}-${i}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <OrderStatusBadge size="sm" status={entry.status} />
            <span className="text-ink-900">{entry.changedBy.name}</span>
            <time dateTime={entry.at} className="text-xs text-ink-600 tabular-nums">
              {formatOrderDateTime(entry.at)}
            </time>
          </li>
        ))}
      </ol>
      <p className="sr-only">Current status: {ORDER_STATUS_LABELS[order.status]}</p>
    </Section>
  );
}
