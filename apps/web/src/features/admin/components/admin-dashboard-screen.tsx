import { PageLayout } from '../../../components/layout/page-layout';
import { PendingNote } from '../../../components/ui/pending-note';

/** SPEC §2 "Admin area": Admin Dashboard. */
export function AdminDashboardScreen() {
  return (
    <PageLayout eyebrow="Overview" title="Admin Dashboard" description="Orders, customers and revenue at a glance.">
      <PendingNote>Live figures appear here once orders are recorded.</PendingNote>
    </PageLayout>
  );
}
