import { Trans, useLingui } from '@lingui/react/macro';
import { PLAN_MESSAGES, type Subscription } from '@wallart/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLocaleFormat } from '../../../components/orders/locale-format';
import { useSharedText } from '../../../lib/shared-text';
import { canBook, consultationsLeftText, formatSlotDate, formatSlotTime } from '../utils/subscriptions';
import { BookConsultationDialog } from './book-consultation-dialog';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/**
 * One card of My Subscriptions (docs/product/plans.md#subscriptions-tab): package name, status badge, purchase
 * and expiry dates, remaining consultations, the consultations booked, and for an active one Book
 * a consultation (issue 18) and Cancel Subscription (asked first).
 */
export function SubscriptionCard({ subscription, userId }: { subscription: Subscription; userId: string }) {
  const [booking, setBooking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const active = subscription.status === 'active';
  const bookable = canBook(subscription);
  const left = subscription.remainingConsultations;
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const { date, locale } = useLocaleFormat();
  const packageName = subscription.packageId.name;

  return (
    <li aria-labelledby={headingId} className="frame flex flex-col p-5 sm:p-6" data-testid="subscription-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-display text-2xl leading-tight text-ink-900">
          {subscription.packageId.name}
        </h3>
        <SubscriptionStatusBadge status={subscription.status} />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
        <dt className="text-ink-600">{t`Purchased`}</dt>
        <dd className="text-ink-900">
          <time dateTime={subscription.purchaseDate}>{date(subscription.purchaseDate)}</time>
        </dd>
        <dt className="text-ink-600">{t`Expires`}</dt>
        <dd className="text-ink-900">
          <time dateTime={subscription.expiryDate}>{date(subscription.expiryDate)}</time>
        </dd>
        <dt className="text-ink-600">{t`Consultations`}</dt>
        <dd className="font-semibold text-ink-900" data-testid="consultations-left">
          {consultationsLeftText(left, i18n)}
        </dd>
        <dt className="text-ink-600">{t`Order`}</dt>
        <dd className="text-ink-900 tabular-nums">{subscription.orderNumber}</dd>
      </dl>

      {subscription.consultations.length > 0 && (
        <div className="mt-5">
          <h4 className="eyebrow text-terracotta-700">
            <Trans>Booked consultations</Trans>
          </h4>
          <ul className="mt-2 space-y-2 text-sm" aria-label={t`Consultations booked on ${packageName}`}>
            {subscription.consultations.map((b) => {
              const day = formatSlotDate(b.date, locale);
              const time = formatSlotTime(b.time, locale);
              return (
                <li key={b._id} className="rounded-[3px] bg-paper-200/60 px-3 py-2 text-ink-800" data-testid="booking">
                  <span className="font-semibold text-ink-900">{t`${day} at ${time}`}</span>{' '}
                  <span className="text-ink-600">
                    <Trans>(Toronto time)</Trans>
                  </span>
                  {b.note && <p className="mt-0.5 break-words text-ink-700">{b.note}</p>}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {active && (
        <div className="mt-6 flex flex-col gap-3 border-t border-paper-300 pt-5 sm:flex-row sm:flex-wrap sm:items-start">
          <div className="flex flex-col gap-1.5">
            <Button size="sm" onClick={() => setBooking(true)} disabled={!bookable} aria-describedby={bookable ? undefined : hintId}>
              <Trans>Book a consultation</Trans>
            </Button>
            {!bookable && (
              <p id={hintId} className="text-xs text-ink-700">
                {ts(PLAN_MESSAGES.noConsultationsLeftHint)}
              </p>
            )}
          </div>
          <Button size="sm" variant="outline" className="sm:ml-auto" onClick={() => setCancelling(true)}>
            <Trans>Cancel Subscription</Trans>
          </Button>
        </div>
      )}

      {active && <BookConsultationDialog subscription={subscription} userId={userId} open={booking} onOpenChange={setBooking} />}
      {active && <CancelSubscriptionDialog subscription={subscription} userId={userId} open={cancelling} onOpenChange={setCancelling} />}
    </li>
  );
}
