import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser, selectIsAdmin } from '../../../stores/user-slice';
import { ProfileDetailsForm } from './profile-details-form';

const tabClass =
  'relative -mb-px border-b-2 border-transparent px-1 pb-3 text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900 ' +
  'data-[state=active]:border-terracotta-600 data-[state=active]:text-ink-900';

export interface ProfileScreenProps {
  /** The Subscriptions tab's content (features/packages), composed in by the app. */
  subscriptions?: ReactNode;
}

/**
 * docs/product/accounts.md#profile: tabs Profile and, for role user only, Subscriptions. The open
 * tab is named in the URL (`?tab=subscriptions`), so a link (a checkout's "already subscribed")
 * opens it and a reload keeps it.
 */
export function ProfileScreen({ subscriptions }: ProfileScreenProps) {
  const { t } = useLingui();
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [search, setSearch] = useSearchParams();
  // The route guard lets only a user with an id in; this keeps the types honest.
  if (!user) return null;
  const tab = !isAdmin && search.get('tab') === 'subscriptions' ? 'subscriptions' : 'profile';

  return (
    <PageLayout eyebrow={t`Account`} title={t`My Account`}>
      <Tabs.Root
        value={tab}
        onValueChange={(next) => setSearch(next === 'subscriptions' ? { tab: next } : {}, { replace: true, preventScrollReset: true })}
      >
        <Tabs.List aria-label={t`Account sections`} className="mb-8 flex gap-8 border-b border-paper-300">
          <Tabs.Trigger value="profile" className={tabClass}>
            <Trans>Profile</Trans>
          </Tabs.Trigger>
          {!isAdmin && (
            <Tabs.Trigger value="subscriptions" className={tabClass}>
              <Trans>Subscriptions</Trans>
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="profile" className="focus-visible:outline-offset-4">
          <ProfileDetailsForm user={user} />
        </Tabs.Content>
        {!isAdmin && (
          <Tabs.Content value="subscriptions" className="focus-visible:outline-offset-4">
            {subscriptions}
          </Tabs.Content>
        )}
      </Tabs.Root>
    </PageLayout>
  );
}
