import { PageLayout } from '../../../components/layout/page-layout';
import { PendingNote } from '../../../components/ui/pending-note';

/** SPEC §2 "Generator section": the 'Generate Face' and 'Create Wall Art' tabs come with the generator issue. */
export function AiWallGeneratorScreen() {
  return (
    <PageLayout
      eyebrow="AI Wall Generator"
      title="Create Your Wall Art"
      description="Age a portrait with the face generator, or design a wall piece and see it on your own room before you order."
    >
      <PendingNote>The generator is being set up in the studio and opens in a coming release.</PendingNote>
    </PageLayout>
  );
}
