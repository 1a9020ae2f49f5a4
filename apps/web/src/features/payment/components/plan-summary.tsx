import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { moneyText, uiLocale } from '../../../components/orders/locale-format';
import { CheckList } from '../../../components/ui/check-list';
import { cn } from '../../../lib/cn';
import { planPriceCents } from '../../../lib/plans';

export interface PlanSummaryProps {
  plan: { title: string; price: string; period: string; description: string; features: readonly string[] };
  /** The heading's level in the page (an aside on /payment, a section elsewhere). */
  headingId: string;
  className?: string;
  children?: ReactNode;
}

/** docs/product/plans.md#checkout-page: the plan summary — title, description, price, period and features. */
export function PlanSummary({ plan, headingId, className, children }: PlanSummaryProps) {
  const { t, i18n } = useLingui();
  const title = plan.title;
  // English shows the plan's price as the spec writes it ('$599'); another language its own money ('599,00 $').
  const cents = uiLocale(i18n.locale) === 'en' ? null : planPriceCents(plan);
  const price = cents === null ? plan.price : moneyText(i18n.locale, cents);
  return (
    <section aria-labelledby={headingId} className={cn('frame p-6', className)}>
      <p className="eyebrow text-terracotta-700">
        <Trans>Your plan</Trans>
      </p>
      <h2 id={headingId} className="mt-2 text-2xl font-medium text-ink-900">
        {plan.title}
      </h2>
      {plan.description && <p className="mt-1 text-sm text-ink-600">{plan.description}</p>}
      <p className="mt-4 flex items-baseline gap-2 border-b border-paper-300 pb-4">
        <span className="font-display text-4xl text-ink-900">{price}</span>
        {plan.period && <span className="text-sm text-ink-600">{plan.period}</span>}
      </p>
      <CheckList items={plan.features} className="mt-4 space-y-2.5" label={t`${title} features`} />
      {children}
    </section>
  );
}
