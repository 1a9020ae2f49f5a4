import { PageLayout } from '../../components/layout/page-layout';
import { useStudioNavigationState } from './studio-navigation';
import { WallTab } from './wall/wall-tab';

/** docs/product/studio.md#generator-tabs `/wallArt`: the wall-art screen of the generator on its own. */
export function WallArtScreen() {
  useStudioNavigationState();
  return (
    <PageLayout eyebrow="Visualizer" title="Wall Art Visualizer" description="Choose artwork, then try it on a wall in your size, texture and frame.">
      <WallTab />
    </PageLayout>
  );
}
