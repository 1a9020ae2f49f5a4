import { cents, formatMoney, paidWithText, type Order, type OrderLine, type PlanSummary } from '@wallart/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ContactForm } from '../../../components/contact/contact-form';
import { PlanTotals } from '../../../components/orders/plan-totals';
import { TotalsList, totalsFromOrder } from '../../../components/orders/totals-list';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ArrowLeftIcon, CheckIcon } from '../../../components/ui/icons';
import { Notice } from '../../../components/ui/notice';
import { SpinnerIcon } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { subscriptionsHref } from '../../../config/paths';
import { describeApiError } from '../../../lib/api-error';
import { saveDownloadedFile } from '../../../lib/file-download';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser } from '../../../stores/user-slice';
import { useDownloadInvoiceMutation } from '../api/download-invoice';
import { formatOrderDate } from '../utils/order-history';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { OrderTracker } from './order-tracker';
import { CheckList } from '../../../components/ui/check-list';

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
 */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  // 'back' is the details again after Need Help: focus returns to the Need Help button.
  const [view, setView] = useState<'details' | 'help' | 'back'>('details');
  // One identifier, the order number the mail and invoice carry (issue 20; it showed the short id too).
  const displayId = order ? order.orderNumber : '';
  const close = () => {
    setView('details');
    onClose();
  };
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={view === 'help' ? `Need help with order ${displayId}` : `Order ${displayId}`}
      description={
        order && view === 'details' ? (
          <>
            Placed <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </>
        ) : undefined
      }
      className="sm:max-w-3xl"
    >
      {order &&
        (view === 'help' ? (
          <OrderHelp order={order} onBack={() => setView('back')} />
        ) : (
          <OrderDetails order={order} onClose={close} onNeedHelp={() => setView('help')} focusNeedHelp={view === 'back'} />
        ))}
    </Dialog>
  );
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={className}>
      <h3 className="eyebrow mb-3 text-terracotta-700">{title}</h3>
      {children}
    </section>
  );
}

const row = 'flex justify-between gap-4';

function OrderDetails({ order, onClose, onNeedHelp, focusNeedHelp }: { order: Order; onClose: () => void; onNeedHelp: () => void; focusNeedHelp: boolean }) {
  const displayId = order.orderNumber;
  const { totals, packageId: pkg, payment } = order;
  const status = (
    <Section title="Status">
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        {order.status === 'cancelled' && <p className="text-sm text-ink-700">This order was cancelled; nothing more will happen to it.</p>}
      </div>
      <OrderTracker order={order} />
    </Section>
  );
  const actions = <InvoiceAndActions order={order} displayId={displayId} onClose={onClose} onNeedHelp={onNeedHelp} focusNeedHelp={focusNeedHelp} />;

  if (order.kind === 'plan' && order.plan) {
    return (
      <div className="space-y-8">
        {status}
        <PlanOrderDetails order={order} plan={order.plan} />
        {actions}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      {status}

      <Section title="Product details">
        <ul className="space-y-4">
          {order.items.map((item) => (
            <OrderLineRow key={item._id} item={item} />
          ))}
        </ul>
        <dl className="mt-4 grid gap-x-6 gap-y-1.5 rounded-[3px] bg-paper-200/60 p-4 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-600">Package</dt>
          <dd className="font-semibold text-ink-900">{pkg.name}</dd>
          <dt className="text-ink-600">Material</dt>
          <dd className="text-ink-800">{pkg.material}</dd>
          <dt className="text-ink-600">Installation</dt>
          <dd className="text-ink-800">{pkg.quotedSeparately ? `${pkg.installation} (quoted separately)` : pkg.installation}</dd>
        </dl>
      </Section>

      <div className="grid gap-8 sm:grid-cols-2">
        <Section title="Shipping and delivery">
          <dl className="space-y-2 text-sm">
            <div className={row}>
              <dt className="text-ink-600">Method</dt>
              <dd className="text-right text-ink-900">{order.shippingMethod}</dd>
            </div>
            <div className={row}>
              <dt className="text-ink-600">Estimated delivery</dt>
              <dd className="text-right font-semibold text-ink-900" data-testid="estimated-delivery">
                {order.estimatedDelivery}
              </dd>
            </div>
            <div className={row}>
              <dt className="text-ink-600">Deliver to</dt>
              <dd className="text-right break-words text-ink-900">{order.shippingAddress}</dd>
            </div>
          </dl>
        </Section>

        <Section title="Payment">
          <TotalsList
            totals={totalsFromOrder(totals)}
            packageName={pkg.name}
            quoted={pkg.quotedSeparately}
            testId="order-payment"
            totalTestId="order-details-total"
          />
          <PaidWith payment={payment} />
        </Section>
      </div>

      {actions}
    </div>
  );
}

/** A plan order: the plan bought, the project it is for, and its money (no artwork, shipping or tax). */
function PlanOrderDetails({ order, plan }: { order: Order; plan: PlanSummary }) {
  const { contact, totals, payment } = order;
  return (
    <>
      <Section title="Plan details">
        <div className="rounded-[3px] bg-paper-200/60 p-4" data-testid="order-plan-details">
          <p className="font-display text-lg leading-tight text-ink-900">{plan.title}</p>
          {plan.description && <p className="mt-0.5 text-sm text-ink-600">{plan.description}</p>}
          <p className="mt-1 text-sm text-ink-800">
            {plan.price} {plan.period}
          </p>
          <CheckList items={plan.features} className="mt-3 grid gap-1.5 sm:grid-cols-2" />
        </div>
        {order.subscriptionId && (
          <p className="mt-3 text-sm text-ink-700">
            Book its consultations in <TextLink to={subscriptionsHref}>My Account, Subscriptions</TextLink>.
          </p>
        )}
      </Section>

      <div className="grid gap-8 sm:grid-cols-2">
        <Section title="Project">
          <dl className="space-y-2 text-sm" data-testid="order-project">
            <div className={row}>
              <dt className="text-ink-600">Project Address</dt>
              <dd className="text-right break-words text-ink-900">{contact?.address ?? order.shippingAddress}</dd>
            </div>
            {contact && (
              <>
                <div className={row}>
                  <dt className="text-ink-600">Contact</dt>
                  <dd className="text-right text-ink-900">
                    {contact.firstName} {contact.lastName}
                  </dd>
                </div>
                <div className={row}>
                  <dt className="text-ink-600">Email</dt>
                  <dd className="text-right break-all text-ink-900">{contact.email}</dd>
                </div>
                <div className={row}>
                  <dt className="text-ink-600">Phone</dt>
                  <dd className="text-right text-ink-900">{contact.phone}</dd>
                </div>
              </>
            )}
          </dl>
        </Section>

        <Section title="Payment">
          <PlanTotals
            planCents={cents(totals.packageCents)}
            serviceFeeCents={cents(totals.serviceFeeCents)}
            totalCents={cents(totals.totalCents)}
            planLabel={plan.title}
            testId="order-payment"
            totalTestId="order-details-total"
          />
          <PaidWith payment={payment} />
        </Section>
      </div>
    </>
  );
}

function OrderLineRow({ item }: { item: OrderLine }) {
  const { options } = item;
  const size =
    options.canvasSize === 'Custom' && item.dimensions ? `Custom (${item.dimensions.width} × ${item.dimensions.height} ft)` : options.canvasSize || 'Not chosen';
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto]" data-testid="order-line">
      <div className="aspect-[4/5] overflow-hidden rounded-[2px] border border-paper-300 bg-paper-200">
        <img src={item.image} alt={`Design preview of ${item.name}`} className="size-full object-cover" loading="lazy" />
      </div>
      <div className="min-w-0">
        <p className="font-display text-lg leading-tight text-ink-900">{item.name}</p>
        {item.description && <p className="mt-0.5 line-clamp-2 text-sm text-ink-600">{item.description}</p>}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-ink-600">Size</dt>
          <dd className="text-ink-800">{size}</dd>
          <dt className="text-ink-600">Design</dt>
          <dd className="text-ink-800">{[options.artStyle, options.texture].filter(Boolean).join(', ') || 'Not chosen'}</dd>
          <dt className="text-ink-600">Frame</dt>
          <dd className="text-ink-800">{options.frameStyle || 'Not chosen'}</dd>
          <dt className="text-ink-600">Quantity</dt>
          <dd className="text-ink-800 tabular-nums">
            {item.quantity} × {formatMoney(cents(item.unitPriceCents))}
          </dd>
        </dl>
      </div>
      <p className="col-start-2 font-semibold text-ink-900 tabular-nums sm:col-start-3 sm:text-right">{formatMoney(cents(item.lineTotalCents))}</p>
    </li>
  );
}

/**
 * Close, Download Invoice and Need Help. The invoice is fetched with the session token and saved
 * under the server's file name; the button shows progress and a failure says what happened.
 */
function InvoiceAndActions({
  order,
  displayId,
  onClose,
  onNeedHelp,
  focusNeedHelp,
}: {
  order: Order;
  displayId: string;
  onClose: () => void;
  onNeedHelp: () => void;
  focusNeedHelp: boolean;
}) {
  const [download, { isLoading, isSuccess, error }] = useDownloadInvoiceMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const needHelpRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusNeedHelp) needHelpRef.current?.focus();
  }, [focusNeedHelp]);

  const save = async () => {
    setSaved(null);
    const result = await download({ orderId: order._id, displayId });
    if (!('data' in result) || !result.data) return;
    saveDownloadedFile(result.data);
    setSaved(result.data.fileName);
  };

  return (
    <div className="space-y-4 border-t border-paper-300 pt-6">
      {error && !isLoading && <Alert title="The invoice could not be downloaded">{invoiceErrorText(error)}</Alert>}
      <p className="sr-only" role="status">
        {isLoading ? 'Preparing your invoice…' : isSuccess && saved ? `Invoice saved as ${saved}.` : ''}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button ref={needHelpRef} variant="outline" onClick={onNeedHelp}>
            Need Help
          </Button>
          <Button onClick={() => void save()} disabled={isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? <SpinnerIcon className="size-5" /> : isSuccess && saved ? <CheckIcon className="size-5" /> : null}
            {isLoading ? 'Preparing invoice…' : 'Download Invoice'}
          </Button>
        </div>
      </div>
    </div>
  );
}

function invoiceErrorText(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return 'No answer from the server. Check your connection and try again.';
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  return `The server could not make it (error ${failure.status}). Please try again in a moment.`;
}

/** Need Help: the studio's contact form, prefilled with who is asking and which order it is about. */
function OrderHelp({ order, onBack }: { order: Order; onBack: () => void }) {
  const user = useAppSelector(selectCurrentUser);
  const message = `About my order ${order.orderNumber}\nOrder id: ${order._id}\n\n`;
  return (
    <div className="space-y-5">
      <Notice>
        Your message goes to the studio with this order&rsquo;s id, so we know which one you mean. A designer answers within 24 hours.
      </Notice>
      <ContactForm
        framed={false}
        focusMessage
        suggestedMessage={message}
        messageHint="Tell us what is wrong or what you would like to change." sender={user ? { name: user.name, email: user.email } : undefined} />
      <Button variant="ghost" onClick={onBack} className="-ml-3">
        <ArrowLeftIcon className="size-4.5" /> Back to the order
      </Button>
    </div>
  );
}

/** How the order was paid, and that it was refunded when the studio cancelled it (issue 19). */
function PaidWith({ payment }: { payment: Order['payment'] }) {
  return (
    <p className="mt-3 text-sm text-ink-700" data-testid="order-paid-with">
      Paid with {paidWithText(payment)}
      {payment.status === 'refunded' && (
        <>
          {' '}
          · <strong className="font-semibold text-ink-900">Refunded</strong>
          {payment.refundedAt && (
            <>
              {' '}
              on <time dateTime={payment.refundedAt}>{formatOrderDate(payment.refundedAt)}</time>
            </>
          )}
        </>
      )}
    </p>
  );
}
