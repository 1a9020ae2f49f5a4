import { Trans, useLingui } from '@lingui/react/macro';
import { cents, type Order, type PlanSummary } from '@wallart/shared';
import { PlanTotals } from '../../../components/orders/plan-totals';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { TotalsList, totalsFromOrder } from '../../../components/orders/totals-list';
import { CheckList } from '../../../components/ui/check-list';
import { TextLink } from '../../../components/ui/text-link';
import { subscriptionsHref } from '../../../config/paths';
import { installationText } from '../utils/order-details';
import { InvoiceAndActions } from './order-actions';
import { OrderLineRow, PaidWith, row, Section } from './order-details-parts';
import { OrderTracker } from './order-tracker';

/** The details view: the status and tracker, then an artwork order's lines, package, shipping and payment, or a plan order's. */
export function OrderDetails({ order, onClose, onNeedHelp, focusNeedHelp }: { order: Order; onClose: () => void; onNeedHelp: () => void; focusNeedHelp: boolean }) {
  const displayId = order.orderNumber;
  const { totals, packageId: pkg, payment } = order;
  const { t, i18n } = useLingui();
  const status = (
    <Section title={t`Status`}>
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        {order.status === 'cancelled' && (
          <p className="text-sm text-ink-700">
            <Trans>This order was cancelled; nothing more will happen to it.</Trans>
          </p>
        )}
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

      <Section title={t`Product details`}>
        <ul className="space-y-4">
          {order.items.map((item) => (
            <OrderLineRow key={item._id} item={item} />
          ))}
        </ul>
        <dl className="mt-4 grid gap-x-6 gap-y-1.5 rounded-[3px] bg-paper-200/60 p-4 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-600">{t`Package`}</dt>
          <dd className="font-semibold text-ink-900">{pkg.name}</dd>
          <dt className="text-ink-600">{t`Material`}</dt>
          <dd className="text-ink-800">{pkg.material}</dd>
          <dt className="text-ink-600">{t`Installation`}</dt>
          <dd className="text-ink-800">{installationText(pkg, i18n)}</dd>
        </dl>
      </Section>

      <div className="grid gap-8 sm:grid-cols-2">
        <Section title={t`Shipping and delivery`}>
          <dl className="space-y-2 text-sm">
            <div className={row}>
              <dt className="text-ink-600">{t`Method`}</dt>
              <dd className="text-right text-ink-900">{order.shippingMethod}</dd>
            </div>
            <div className={row}>
              <dt className="text-ink-600">{t`Estimated delivery`}</dt>
              <dd className="text-right font-semibold text-ink-900" data-testid="estimated-delivery">
                {order.estimatedDelivery}
              </dd>
            </div>
            <div className={row}>
              <dt className="text-ink-600">{t`Deliver to`}</dt>
              <dd className="text-right break-words text-ink-900">{order.shippingAddress}</dd>
            </div>
          </dl>
        </Section>

        <Section title={t`Payment`}>
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
  const { t } = useLingui();
  return (
    <>
      <Section title={t`Plan details`}>
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
            <Trans>
              Book its consultations in <TextLink to={subscriptionsHref}>My Account, Subscriptions</TextLink>.
            </Trans>
          </p>
        )}
      </Section>

      <div className="grid gap-8 sm:grid-cols-2">
        <Section title={t`Project`}>
          <dl className="space-y-2 text-sm" data-testid="order-project">
            <div className={row}>
              <dt className="text-ink-600">{t`Project Address`}</dt>
              <dd className="text-right break-words text-ink-900">{contact?.address ?? order.shippingAddress}</dd>
            </div>
            {contact && (
              <>
                <div className={row}>
                  <dt className="text-ink-600">{t`Contact`}</dt>
                  <dd className="text-right text-ink-900">
                    {contact.firstName} {contact.lastName}
                  </dd>
                </div>
                <div className={row}>
                  <dt className="text-ink-600">{t`Email`}</dt>
                  <dd className="text-right break-all text-ink-900">{contact.email}</dd>
                </div>
                <div className={row}>
                  <dt className="text-ink-600">{t`Phone`}</dt>
                  <dd className="text-right text-ink-900">{contact.phone}</dd>
                </div>
              </>
            )}
          </dl>
        </Section>

        <Section title={t`Payment`}>
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
