import { Trans, useLingui } from '@lingui/react/macro';
import { arLinkFor, cents, paidWithText, type Order, type OrderLine } from '@wallart/shared';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useLocaleFormat } from '../../../components/orders/locale-format';
import { useSharedText } from '../../../lib/shared-text';
import { orderLineDesign, orderLineSize } from '../utils/order-details';

/** One titled part of the order details. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={className}>
      <h3 className="eyebrow mb-3 text-terracotta-700">{title}</h3>
      {children}
    </section>
  );
}

/** A label and its value on one line. */
export const row = 'flex justify-between gap-4';

/** One artwork line: its preview, name, options, quantity and line total. */
export function OrderLineRow({ item }: { item: OrderLine }) {
  const { options } = item;
  const { t, i18n } = useLingui();
  const { money } = useLocaleFormat();
  const size = orderLineSize(item, i18n);
  const name = item.name;
  // docs/product/ar.md#where-it-starts: the ordered artwork on the customer's wall, in its size, frame, style and texture.
  const arLink = arLinkFor(item.artworkId, options);
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto]" data-testid="order-line">
      <div className="aspect-[4/5] overflow-hidden rounded-[2px] border border-paper-300 bg-paper-200">
        <img src={item.image} alt={t`Design preview of ${name}`} className="size-full object-cover" loading="lazy" />
      </div>
      <div className="min-w-0">
        <p className="font-display text-lg leading-tight text-ink-900">{item.name}</p>
        {item.description && <p className="mt-0.5 line-clamp-2 text-sm text-ink-600">{item.description}</p>}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-ink-600">{t`Size`}</dt>
          <dd className="text-ink-800">{size}</dd>
          <dt className="text-ink-600">{t`Design`}</dt>
          <dd className="text-ink-800">{orderLineDesign(options, i18n)}</dd>
          <dt className="text-ink-600">{t`Frame`}</dt>
          <dd className="text-ink-800">{options.frameStyle || t`Not chosen`}</dd>
          <dt className="text-ink-600">{t`Quantity`}</dt>
          <dd className="text-ink-800 tabular-nums">
            {item.quantity} × {money(cents(item.unitPriceCents))}
          </dd>
        </dl>
        {arLink && (
          <Link to={arLink} reloadDocument className="mt-2 inline-block text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline">
            <Trans>View on your wall (AR)</Trans>
          </Link>
        )}
      </div>
      <p className="col-start-2 font-semibold text-ink-900 tabular-nums sm:col-start-3 sm:text-right">{money(cents(item.lineTotalCents))}</p>
    </li>
  );
}

/** How the order was paid, and that it was refunded when the studio cancelled it (issue 19). */
export function PaidWith({ payment }: { payment: Order['payment'] }) {
  const { t } = useLingui();
  const ts = useSharedText();
  const { date } = useLocaleFormat();
  const method = ts(paidWithText(payment));
  const refundedOn = payment.refundedAt ? date(payment.refundedAt) : '';
  return (
    <p className="mt-3 text-sm text-ink-700" data-testid="order-paid-with">
      {t`Paid with ${method}`}
      {payment.status === 'refunded' && (
        <>
          {' '}
          ·{' '}
          <strong className="font-semibold text-ink-900">
            <Trans>Refunded</Trans>
          </strong>
          {payment.refundedAt && (
            <>
              {' '}
              <Trans>
                on <time dateTime={payment.refundedAt}>{refundedOn}</time>
              </Trans>
            </>
          )}
        </>
      )}
    </p>
  );
}
