import { useLingui } from '@lingui/react/macro';
import { PageLayout } from '../../components/layout/page-layout';
import { useStudioNavigationState } from './studio-navigation';
import { WallTab } from './wall/wall-tab';

/** docs/product/studio.md#generator-tabs `/wallArt`: the wall-art screen of the generator on its own. */
export function WallArtScreen() {
  useStudioNavigationState();
  const { t } = useLingui();
  return (
    <PageLayout eyebrow={t`Visualizer`} title={t`Wall Art Visualizer`} description={t`Choose artwork, then try it on a wall in your size, texture and frame.`}>
      <WallTab />
    </PageLayout>
  );
}
