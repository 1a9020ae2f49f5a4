import { PageLayout } from '../../../components/layout/page-layout';
import { PendingNote } from '../../../components/ui/pending-note';

/** SPEC §2 "Admin area": Orders Management. */
export function AdminOrdersScreen() {
  return (
    <PageLayout eyebrow="Production" title="Orders Management" description="Every order, from placed to completed.">
      <PendingNote>Order management opens in a coming release.</PendingNote>
    </PageLayout>
  );
}
