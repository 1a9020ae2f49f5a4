import { SubscriptionsPanel } from '../../features/packages/components/subscriptions-panel';
import { ProfileScreen } from '../../features/profile/components/profile-screen';

/**
 * /dashboard/profile (docs/product/accounts.md#profile): the app composes the profile with the
 * Subscriptions tab of the packages feature, since features do not import each other.
 */
export function ProfileRoute() {
  return <ProfileScreen subscriptions={<SubscriptionsPanel />} />;
}
