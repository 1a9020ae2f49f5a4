import { PageLayout } from '../../../components/layout/page-layout';
import { PendingNote } from '../../../components/ui/pending-note';

/** SPEC §2 "Admin area": Users. */
export function AdminUsersScreen() {
  return (
    <PageLayout eyebrow="People" title="Users" description="Everyone with an account: customers and administrators.">
      <PendingNote>The user list and the Add New User dialog open in a coming release.</PendingNote>
    </PageLayout>
  );
}
