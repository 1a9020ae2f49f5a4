import { PageLayout } from '../../../components/layout/page-layout';
import { PendingNote } from '../../../components/ui/pending-note';

/** SPEC §2 "Admin area": Packages Management. */
export function AdminPackagesScreen() {
  return (
    <PageLayout eyebrow="Catalogue" title="Packages Management" description="The studio packages customers can buy.">
      <PendingNote>Package editing opens in a coming release.</PendingNote>
    </PageLayout>
  );
}
