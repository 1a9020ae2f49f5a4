import { useLingui } from '@lingui/react';
import { cn } from '../../../lib/cn';
import { subscriptionStatusLabel, subscriptionStatusTone } from '../utils/subscriptions';

const tone = {
  active: 'border-sage-600/50 bg-sage-400/25 text-ink-900',
  cancelled: 'border-ink-900/15 bg-paper-200 text-ink-700',
  other: 'border-brass-400/70 bg-brass-200/50 text-ink-900',
} as const;

/** A subscription's status (docs/product/plans.md#subscriptions-tab): active green, cancelled grey, any other (expired) yellow. */
export function SubscriptionStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const kind = subscriptionStatusTone(status);
  return (
    <span className={cn('inline-flex h-7 items-center rounded-full border px-3 text-xs font-semibold tracking-wide', tone[kind])} data-tone={kind}>
      {subscriptionStatusLabel(status, i18n)}
    </span>
  );
}
