import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@wallart/shared';
import { useId } from 'react';
import { CheckIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import type { HomeNavigationState } from '../../../config/landing-sections';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { checkoutLink } from '../../../lib/plans';
import { useSharedText } from '../../../lib/shared-text';
import type { AvailablePackage } from '../../../lib/packages-api';
import { packagePriceText } from '../utils/package-price';
import { toPlan } from '../utils/to-plan';
import { CheckList } from '../../../components/ui/check-list';

/**
 * One card of Available Packages (docs/product/plans.md#subscriptions-tab): price, coverage, consultations,
 * colour options, warranty, features and Purchase Package (to /payment with the plan). A package
 * the customer already holds actively is dimmed and reads Already Subscribed (docs/product/plans.md#subscriptions-tab); Enterprise
 * has no price and asks for a quote (docs/architecture.md#copy-rewritten).
 */
export function AvailablePackageCard({ pkg, subscribed }: { pkg: AvailablePackage; subscribed: boolean }) {
  const headingId = useId();
  const noteId = useId();
  const period = pkg.period;
  const checkout = checkoutLink(toPlan(pkg));
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const area = pkg.coverageSqFt === null ? null : i18n.number(pkg.coverageSqFt);
  const years = pkg.warrantyYears;
  const facts: [string, string][] = [
    [t`Coverage`, area === null ? t`Unlimited` : t`Up to ${area} sq ft`],
    [t`Consultations`, pkg.consultations === null ? t`Unlimited` : i18n.number(pkg.consultations)],
    [t`Colour options`, pkg.colorOptions],
    [t`Warranty`, t`${plural(years, { one: '# year', other: '# years' })}`],
  ];

  return (
    <li
      aria-labelledby={headingId}
      aria-describedby={subscribed ? noteId : undefined}
      className={cn('flex flex-col border p-5 sm:p-6', subscribed ? 'border-dashed border-ink-900/25 bg-paper-200/70' : 'frame')}
      data-testid="available-package"
      data-subscribed={subscribed || undefined}
    >
      <h3 id={headingId} className="font-display text-2xl text-ink-900">
        {pkg.name}
      </h3>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="font-display text-4xl text-ink-900">{packagePriceText(i18n.locale, pkg.price, t`Custom`)}</span>
        {pkg.price !== null && <span className="text-sm text-ink-700">{period}</span>}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-y border-paper-300 py-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-700">{label}</dt>
            <dd className="font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <CheckList items={pkg.features} className="mt-4 flex-1 space-y-2" />
      <div className="mt-6">
        {subscribed ? (
          <p id={noteId} className="flex h-11 items-center justify-center gap-2 rounded-[3px] border border-ink-900/20 text-sm font-semibold text-ink-800">
            <CheckIcon className="size-4.5 text-sage-600" />
            {ts(MESSAGES.subscriptions.alreadySubscribed)}
          </p>
        ) : pkg.price === null ? (
          <LinkButton
            to={{ pathname: paths.home, hash: '#contact' }}
            state={{ scrollToSection: 'contact', quoteFor: pkg.name } satisfies HomeNavigationState}
            variant="outline"
            className="w-full"
          >
            <Trans>Request a quote</Trans>
          </LinkButton>
        ) : (
          <LinkButton to={checkout.to} state={checkout.state} className="w-full" aria-describedby={headingId}>
            <Trans>Purchase Package</Trans>
          </LinkButton>
        )}
      </div>
    </li>
  );
}
