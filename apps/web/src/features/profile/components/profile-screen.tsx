import { PageLayout } from '../../../components/layout/page-layout';
import { PendingNote } from '../../../components/ui/pending-note';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser } from '../../../stores/user-slice';

/** SPEC §2 "Profile ('My Account')". Editing and subscriptions come with the profile issue. */
export function ProfileScreen() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <PageLayout eyebrow="Profile" title="My Account">
      {user && (
        <div className="frame flex items-center gap-5 p-6">
          <UserAvatar name={user.name} picture={user.profilePicture} className="size-16 text-lg" />
          <dl>
            <dt className="sr-only">Name</dt>
            <dd className="font-display text-2xl text-ink-900">{user.name}</dd>
            <dt className="sr-only">Email</dt>
            <dd className="text-sm text-ink-600">{user.email}</dd>
          </dl>
        </div>
      )}
      <PendingNote className="mt-8">Editing your profile and managing subscriptions open in a coming release.</PendingNote>
    </PageLayout>
  );
}
