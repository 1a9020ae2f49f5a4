import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '../../../components/ui/link-button';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { HomeNavigationState } from '../../../config/landing-sections';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { checkoutLink } from '../../../lib/plans';
import { useGetPackagesQuery, type AvailablePackage } from '../../../lib/packages-api';
import { packagePriceText } from '../utils/package-price';
import { toPlan } from '../utils/to-plan';
import { CheckList } from '../../../components/ui/check-list';

/** docs/product/landing.md#package-cards, from GET /api/packages, with loading, error and empty states. */
export function PackageCards() {
  const { data, isLoading, isError, isFetching, refetch } = useGetPackagesQuery();
  const { t } = useLingui();

  if (isLoading) {
    return (
      <div aria-busy="true" data-lazy-pending className="grid gap-6 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="frame h-[36rem] animate-pulse motion-reduce:animate-none" aria-hidden="true" />
        ))}
        <Spinner label={t`Loading packages`} className="sr-only" />
      </div>
    );
  }

  if (isError || !data) {
    return (
      <Alert title={t`Our packages could not be loaded`} className="max-w-2xl">
        <p>
          <Trans>The studio&rsquo;s price list is not reachable right now. Check your connection and try again.</Trans>
        </p>
        <Button variant="outline" size="sm" className="mt-3" disabled={isFetching} onClick={() => void refetch()}>
          {isFetching ? t`Trying again…` : t`Try again`}
        </Button>
      </Alert>
    );
  }

  if (data.length === 0) {
    return (
      <p className="text-ink-600">
        <Trans>No packages are offered at the moment. Please contact the studio for a quote.</Trans>
      </p>
    );
  }

  return (
    <ul className="grid items-stretch gap-6 md:grid-cols-3">
      {data.map((pkg) => (
        <li key={pkg._id} className="flex">
          <PackageCard pkg={pkg} />
        </li>
      ))}
    </ul>
  );
}

function PackageCard({ pkg }: { pkg: AvailablePackage }) {
  const popular = pkg.popular;
  const { t, i18n } = useLingui();
  const plan = toPlan(pkg);
  // The plan goes as navigation state (docs/product/plans.md#packages) and by name in the URL, so a reload keeps it.
  const checkout = checkoutLink(plan);
  const headingId = `package-${pkg._id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex w-full flex-col border bg-paper-50 p-7 shadow-frame',
        popular ? 'border-terracotta-500 ring-1 ring-terracotta-500 md:-translate-y-3 md:shadow-[0_30px_60px_-30px_rgb(168_79_43/0.45)]' : 'border-paper-300',
      )}
    >
      {popular && (
        <p className="absolute -top-3 left-7 bg-terracotta-600 px-2.5 py-1 text-[0.68rem] font-bold tracking-[0.16em] text-paper-50 uppercase">
          <Trans>Most Popular</Trans>
        </p>
      )}
      <h3 id={headingId} className="text-2xl font-medium text-ink-900">
        {pkg.name}
      </h3>
      {plan.description && <p className="mt-1.5 text-sm text-ink-600">{plan.description}</p>}
      <p className="mt-6 flex items-baseline gap-2 border-b border-paper-300 pb-6">
        <span className="font-display text-5xl font-medium tracking-tight text-ink-900">{packagePriceText(i18n.locale, pkg.price, t`Custom`)}</span>
        {pkg.price !== null && <span className="text-sm text-ink-600">{plan.period}</span>}
      </p>
      <CheckList items={pkg.features} className="mt-6 flex-1 space-y-3" />
      {pkg.price === null ? (
        // docs/architecture.md#copy-rewritten: Enterprise has no price, so it asks for a quote instead of a checkout.
        // The contact form opens with a first line naming the package.
        <LinkButton
          to={{ pathname: paths.home, hash: '#contact' }}
          state={{ scrollToSection: 'contact', quoteFor: pkg.name } satisfies HomeNavigationState}
          variant="outline"
          className="mt-8 w-full"
        >
          <Trans>Request a Quote</Trans>
        </LinkButton>
      ) : (
        <LinkButton to={checkout.to} state={checkout.state} variant={popular ? 'primary' : 'ink'} className="mt-8 w-full">
          <Trans>Choose Plan</Trans>
        </LinkButton>
      )}
    </article>
  );
}
