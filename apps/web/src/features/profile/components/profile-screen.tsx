import { Tabs } from 'radix-ui';
import { PageLayout } from '../../../components/layout/page-layout';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser, selectIsAdmin } from '../../../stores/user-slice';
import { ProfileDetailsForm } from './profile-details-form';
import { SubscriptionsPanel } from './subscriptions-panel';

const tabClass =
  'relative -mb-px border-b-2 border-transparent px-1 pb-3 text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900 ' +
  'data-[state=active]:border-terracotta-600 data-[state=active]:text-ink-900';

/** SPEC §2 "Profile ('My Account')": tabs Profile and, for role user only, Subscriptions. */
export function ProfileScreen() {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  // The route guard lets only a user with an id in; this keeps the types honest.
  if (!user) return null;

  return (
    <PageLayout eyebrow="Account" title="My Account">
      <Tabs.Root defaultValue="profile">
        <Tabs.List aria-label="Account sections" className="mb-8 flex gap-8 border-b border-paper-300">
          <Tabs.Trigger value="profile" className={tabClass}>
            Profile
          </Tabs.Trigger>
          {!isAdmin && (
            <Tabs.Trigger value="subscriptions" className={tabClass}>
              Subscriptions
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="profile" className="focus-visible:outline-offset-4">
          <ProfileDetailsForm user={user} />
        </Tabs.Content>
        {!isAdmin && (
          <Tabs.Content value="subscriptions" className="focus-visible:outline-offset-4">
            <SubscriptionsPanel />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </PageLayout>
  );
}
