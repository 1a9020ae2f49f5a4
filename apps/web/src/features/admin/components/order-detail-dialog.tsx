import { Trans, useLingui } from '@lingui/react/macro';
import {
  ADMIN_ORDER_MESSAGES,
  cardBrandName,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_NAMES,
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
import { formatOrderDate, formatOrderDateTime, MOVE_LABELS, orderAmount, STUDIO_TIME_LABEL } from '../utils/order-list';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PrintFileControl } from './print-file-control';
import { useSharedText } from '../../../lib/shared-text';
import { useUiLocale } from '../utils/ui-locale';

/**
 * @wallart/shared's paidWithText in the UI's language: 'Visa ending in 4242' for a card, the
 * method's name otherwise (a shared text with a placeholder is the web's own message, lib/shared-text.ts).
 */
function usePaidWithText(): (payment: AdminOrder['payment']) => string {
  const { t } = useLingui();
  const ts = useSharedText();
  return (payment) => {
    if (payment.method === 'card' && payment.last4) {
      const brand = cardBrandName(payment.brand);
      const last4 = payment.last4;
      return t`${brand} ending in ${last4}`;
    }
    return ts(PAYMENT_METHOD_NAMES[payment.method]);
  };
}

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
  const { t } = useLingui();
  const ts = useSharedText();
  const locale = useUiLocale();
  const { data: order, error, isLoading, refetch, isFetching } = useGetAdminOrderQuery(orderId ?? '', { skip: !orderId });
  const shown = order && order._id === orderId ? order : undefined;
  const orderNumber = shown?.orderNumber;
  const placed = shown ? formatOrderDate(shown.createdAt, locale) : '';
  const customer = shown?.customer.name;
  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={shown ? t`Order ${orderNumber}` : t`Order details`}
      description={shown ? (shown.kind === 'plan' ? t`Plan order placed ${placed} by ${customer}` : t`Artwork order placed ${placed} by ${customer}`) : undefined}
      className="sm:max-w-3xl"
    >
      {isLoading || (!shown && isFetching) ? (
        <Spinner label={t`Loading the order`} />
      ) : !shown ? (
        <Alert title={ts(ADMIN_ORDER_MESSAGES.fetchFailed)}>
          <p>{apiErrorMessage(error, t`Please try again.`)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
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
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const locale = useUiLocale();
  const paidWithText = usePaidWithText();
  const orderNumber = order.orderNumber;
  const dispatch = useAppDispatch();
  const [changeStatus, { isLoading }] = useChangeOrderStatusMutation();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'stale' | 'error'; text: string } | null>(null);
  const delivery = order.estimatedDelivery;
  const total = orderAmount(locale, order.totals.totalCents);
  const paidWith = paidWithText(order.payment);
  const forward = order.nextStatuses.filter((s) => s !== 'cancelled');
  const canCancel = order.nextStatuses.includes('cancelled');

  const move = async (status: OrderStatus) => {
    setNotice(null);
    const result = await changeStatus({ id: order._id, status, expectedStatus: order.status });
    setConfirmingCancel(false);
    if ('data' in result && result.data) {
      // ADMIN_ORDER_MESSAGES.cancelled and .moved in the UI's language (shared texts with placeholders are the web's own).
      const label = ts(ORDER_STATUS_LABELS[status]);
      toast.success(status === 'cancelled' ? t`${orderNumber} was cancelled and its payment refunded.` : t`${orderNumber} is now ${label}.`);
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
    setNotice({ tone: 'error', text: apiErrorMessage(result.error, ts(ADMIN_ORDER_MESSAGES.updateFailed)) });
  };

  return (
    <div className="rounded-[3px] border border-paper-300 bg-paper-100/70 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-ink-700">
          <Trans>Status</Trans>
        </span>
        <OrderStatusBadge size="sm" status={order.status} />
        <span className="text-xs text-ink-600">
          {order.kind === 'plan' ? <Trans>Delivery: {delivery}</Trans> : <Trans>Estimated delivery: {delivery}</Trans>}
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
            <Trans>Cancel order {orderNumber}?</Trans>
          </p>
          <p className="mt-1 text-ink-700">
            <Trans>
              The customer’s payment of {total} ({paidWith}) is refunded in full, and they are emailed. This cannot be undone.
            </Trans>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" className="bg-danger-700 hover:bg-danger-700/90" onClick={() => void move('cancelled')} disabled={isLoading}>
              {isLoading ? t`Cancelling…` : t`Cancel and refund`}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirmingCancel(false)} disabled={isLoading} autoFocus>
              <Trans>Keep the order</Trans>
            </Button>
          </div>
        </div>
      ) : (
        (forward.length > 0 || canCancel) && (
          <div className="mt-4 flex flex-wrap gap-2">
            {forward.map((status) => (
              <Button key={status} size="sm" variant="ink" onClick={() => void move(status)} disabled={isLoading}>
                {i18n._(MOVE_LABELS[status])}
              </Button>
            ))}
            {canCancel && (
              <Button variant="ghost" size="sm" className="text-danger-700 hover:bg-danger-50" onClick={() => setConfirmingCancel(true)} disabled={isLoading}>
                {i18n._(MOVE_LABELS.cancelled)}
              </Button>
            )}
          </div>
        )
      )}
      {order.kind === 'plan' && order.status !== 'cancelled' && (
        <p className="mt-3 text-xs text-ink-600">
          <Trans>A plan order cannot be cancelled here: the customer cancels its subscription under My Account.</Trans>
        </p>
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
  const { t } = useLingui();
  const locale = useUiLocale();
  const count = order.items.length;
  const packageName = order.packageId.name;
  const total = orderAmount(locale, order.totals.totalCents);
  return (
    <Section title={t`Items (${count})`}>
      <ul className="divide-y divide-paper-300 rounded-[3px] border border-paper-300">
        {order.items.map((line) => {
          const name = line.name;
          const frame = line.options.frameStyle;
          const quantity = line.quantity;
          const unit = orderAmount(locale, line.unitPriceCents);
          const lineTotal = orderAmount(locale, line.lineTotalCents);
          const width = line.dimensions?.width;
          const height = line.dimensions?.height;
          const size = line.dimensions ? t`(${width} × ${height} ft)` : null;
          return (
            <li key={line._id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start">
              <div className="flex shrink-0 gap-2">
                <img src={line.artwork.thumbnailUrl} alt={t`Artwork of ${name}`} className="size-20 rounded-[2px] border border-paper-300 bg-paper-200 object-cover" loading="lazy" />
                {line.preview && (
                  <img src={line.preview.thumbnailUrl} alt={t`${name} on the wall`} className="size-20 rounded-[2px] border border-paper-300 bg-paper-200 object-cover" loading="lazy" />
                )}
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-900">{line.name}</p>
                <p className="text-ink-700">
                  {line.options.canvasSize}
                  {size ? ` ${size}` : ''} · {t`${frame} frame`} · {line.options.artStyle} · {line.options.texture}
                </p>
                <p className="mt-0.5 text-ink-600 tabular-nums">
                  <Trans>
                    Quantity {quantity} × {unit} = {lineTotal}
                  </Trans>
                </p>
                <PrintFileControl orderId={order._id} lineId={line._id} lineName={line.name} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-right text-ink-700 tabular-nums">
        <Trans>
          {packageName} package · Total <span className="font-semibold text-ink-900">{total}</span>
        </Trans>
      </p>
    </Section>
  );
}

function PlanSummary({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const total = orderAmount(locale, order.totals.totalCents);
  const fee = orderAmount(locale, order.totals.serviceFeeCents);
  return (
    <Section title={t`Plan`}>
      <p className="font-semibold text-ink-900">{order.plan?.title ?? order.packageId.name}</p>
      {order.plan && <p className="text-ink-700">{order.plan.description}</p>}
      <p className="mt-1 text-ink-700 tabular-nums">
        <Trans>
          Total {total} (service fee {fee})
        </Trans>
      </p>
    </Section>
  );
}

function Customer({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const c = order.contact;
  return (
    <Section title={t`Customer`}>
      <dl className="space-y-1 text-ink-700">
        <div>
          <dt className="sr-only">
            <Trans>Name</Trans>
          </dt>
          <dd className="font-semibold text-ink-900">{c ? `${c.firstName} ${c.lastName}` : order.customer.name}</dd>
        </div>
        <div>
          <dt className="sr-only">
            <Trans>Email</Trans>
          </dt>
          <dd>
            <a className="underline decoration-ink-900/25 underline-offset-2 hover:decoration-ink-900" href={`mailto:${c?.email ?? order.customer.email}`}>
              {c?.email ?? order.customer.email}
            </a>
          </dd>
        </div>
        {c && (
          <div>
            <dt className="sr-only">
              <Trans>Phone</Trans>
            </dt>
            <dd>{c.phone}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-ink-600">{c ? t`Project address` : t`Shipping address`}</dt>
          <dd className="whitespace-pre-line">{c ? c.address : order.shippingAddress}</dd>
        </div>
      </dl>
    </Section>
  );
}

function Payment({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const paidWithText = usePaidWithText();
  const { payment } = order;
  const refunded = payment.status === 'refunded';
  return (
    <Section title={t`Payment`}>
      <dl className="space-y-1 text-ink-700">
        <div className="flex gap-2">
          <dt>
            <Trans>Method</Trans>
          </dt>
          <dd className="font-semibold text-ink-900">{paidWithText(payment)}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd className="text-ink-900 tabular-nums">{orderAmount(locale, payment.amountCents)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Trans>State</Trans>
          </dt>
          <dd>
            <span
              className={
                refunded
                  ? 'inline-flex h-6 items-center rounded-full border border-danger-700/30 bg-danger-50 px-2.5 text-xs font-semibold text-danger-700'
                  : 'inline-flex h-6 items-center rounded-full border border-sage-600/50 bg-sage-400/20 px-2.5 text-xs font-semibold text-ink-800'
              }
            >
              {refunded ? t`Refunded` : t`Captured`}
            </span>
            {refunded && payment.refundedAt && <span className="ml-2 text-xs text-ink-600">{formatOrderDateTime(payment.refundedAt, locale)}</span>}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Trans>Transaction</Trans>
          </dt>
          <dd className="truncate font-mono text-xs leading-5 text-ink-600">{payment.transactionId}</dd>
        </div>
      </dl>
    </Section>
  );
}

function History({ order }: { order: AdminOrder }) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const locale = useUiLocale();
  const current = ts(ORDER_STATUS_LABELS[order.status]);
  return (
    <Section title={t`Status history`}>
      <p className="mb-2 text-xs text-ink-600">{i18n._(STUDIO_TIME_LABEL)}</p>
      <ol className="space-y-2">
        {order.history.map((entry, i) => (
          <li key={`${entry.status}-${entry.at}-${i}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <OrderStatusBadge size="sm" status={entry.status} />
            <span className="text-ink-900">{entry.changedBy.name}</span>
            <time dateTime={entry.at} className="text-xs text-ink-600 tabular-nums">
              {formatOrderDateTime(entry.at, locale)}
            </time>
          </li>
        ))}
      </ol>
      <p className="sr-only">
        <Trans>Current status: {current}</Trans>
      </p>
    </Section>
  );
}
