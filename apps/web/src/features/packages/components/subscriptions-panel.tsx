import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, SERVICE_FEE_CENTS } from '@wallart/shared';
import type { ReactNode } from 'react';
import { useLocaleFormat } from '../../../components/orders/locale-format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PackageIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error';
import { getSessionToken } from '../../../lib/session-token';
import { useSharedText } from '../../../lib/shared-text';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { useGetPackagesQuery } from '../../../lib/packages-api';
import { useGetUserSubscriptionsQuery } from '../api/get-user-subscriptions';
import { activePackageIds } from '../utils/subscriptions';
import { AvailablePackageCard } from './available-package-card';
import { SubscriptionCard } from './subscription-card';

/**
 * The Subscriptions tab of My Account (docs/product/plans.md#subscriptions-tab, role user only): My Subscriptions from
 * `GET /api/user-packages/user/{userId}` and Available Packages from `GET /api/packages`. A load
 * that fails shows the spec's red Error box in place of the view (docs/product/messages.md#subscriptions), with Try again.
 */
export function SubscriptionsPanel() {
  const userId = useAppSelector(selectCurrentUserId);
  const token = getSessionToken();
  const subscriptions = useGetUserSubscriptionsQuery(userId ?? '', { skip: !userId || !token });
  const packages = useGetPackagesQuery(undefined, { skip: !userId || !token });
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const { money } = useLocaleFormat();

  if (!userId || !token) {
    return <Alert title={t`Error`}>{ts(MESSAGES.subscriptions.noToken)}</Alert>;
  }

  const failed = subscriptions.isError ? { error: subscriptions.error, what: 'subscriptions' as const } : packages.isError ? { error: packages.error, what: 'packages' as const } : null;
  if (failed) {
    const retrying = subscriptions.isFetching || packages.isFetching;
    return (
      <Alert title={t`Error`}>
        <p>{loadFailureText(i18n, ts, failed.error, failed.what)}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={retrying}
          onClick={() => {
            if (subscriptions.isError) void subscriptions.refetch();
            if (packages.isError) void packages.refetch();
          }}
        >
          {retrying ? t`Trying again…` : t`Try again`}
        </Button>
      </Alert>
    );
  }

  const subscribed = activePackageIds(subscriptions.data ?? []);
  const serviceFee = money(SERVICE_FEE_CENTS);

  return (
    <div className="space-y-14">
      <Section
        id="my-subscriptions"
        title={t`My Subscriptions`}
        intro={t`Your consultation packages: book a consultation, or cancel one you no longer need.`}
      >
        {subscriptions.isLoading || !subscriptions.data ? (
          <Skeleton label={t`Loading your subscriptions`} count={1} />
        ) : subscriptions.data.length === 0 ? (
          <div className="frame flex flex-col items-center px-6 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-ink-900 text-brass-200">
              <PackageIcon className="size-6" />
            </span>
            <h3 className="mt-4 text-xl text-ink-900">
              <Trans>No subscriptions yet</Trans>
            </h3>
            <p className="mt-1.5 max-w-md text-sm leading-relaxed text-ink-700">
              <Trans>A package brings design consultations with our designers. Choose one below to start.</Trans>
            </p>
          </div>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {subscriptions.data.map((s) => (
              <SubscriptionCard key={s._id} subscription={s} userId={userId} />
            ))}
          </ul>
        )}
      </Section>

      <Section
        id="available-packages"
        title={t`Available Packages`}
        intro={t`One active subscription per package; prices are per project, plus a ${serviceFee} service fee at checkout.`}
      >
        {packages.isLoading || !packages.data ? (
          <Skeleton label={t`Loading the packages`} count={3} />
        ) : packages.data.length === 0 ? (
          <p className="text-sm text-ink-700">
            <Trans>No packages are offered at the moment. Please contact the studio for a quote.</Trans>
          </p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-3">
            {packages.data.map((pkg) => (
              <AvailablePackageCard key={pkg._id} pkg={pkg} subscribed={subscribed.has(pkg._id)} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-3xl text-ink-900">
        {title}
      </h2>
      <p className="mt-1.5 mb-6 text-sm text-ink-700">{intro}</p>
      {children}
    </section>
  );
}

function Skeleton({ label, count }: { label: string; count: number }) {
  return (
    <div aria-busy="true" className="grid gap-5 md:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="frame h-64 animate-pulse motion-reduce:animate-none" aria-hidden="true" />
      ))}
      <Spinner label={label} className="sr-only" />
    </div>
  );
}

/**
 * docs/product/messages.md#subscriptions: 'Failed to fetch user subscriptions' / 'Failed to fetch available
 * packages' when the server refused, with its reason when it gave one; 'An error occurred while …'
 * when it could not be reached.
 */
function loadFailureText(i18n: I18n, ts: (message: string) => string, error: unknown, what: 'subscriptions' | 'packages'): string {
  const failure = describeApiError(error);
  const { subscriptions: m } = MESSAGES;
  // MESSAGES.subscriptions.errorWhile composes an English fragment: these sentences are worded here, in the UI's language.
  if (failure.kind === 'network') {
    return what === 'subscriptions' ? i18n._(msg`An error occurred while fetching user subscriptions`) : i18n._(msg`An error occurred while fetching available packages`);
  }
  const title = ts(what === 'subscriptions' ? m.fetchSubscriptionsFailed : m.fetchPackagesFailed);
  return failure.kind === 'server' && failure.status < 500 && failure.message ? `${title}: ${failure.message}` : title;
}
