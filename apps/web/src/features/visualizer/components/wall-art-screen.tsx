import { PageLayout } from '../../../components/layout/page-layout';
import { PendingNote } from '../../../components/ui/pending-note';

/** SPEC §2 "/wallArt": the wall-art visualizer comes with its own issue. */
export function WallArtScreen() {
  return (
    <PageLayout eyebrow="Visualizer" title="Wall Art Visualizer" description="Place artwork on a photo of your room or wall and try sizes, textures and frames.">
      <PendingNote>The visualizer opens in a coming release.</PendingNote>
    </PageLayout>
  );
}
