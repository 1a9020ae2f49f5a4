import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { PageTitle } from '../../components/ui/page-title';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { selectStudioTab, tabChanged } from '../../stores/studio-slice';
import { useStudioNavigationState } from './studio-navigation';
import { StudioTabs } from './studio-tabs';

// The face tab (and the face detector it loads) is its own chunk: the wall tab and /wallArt never fetch it.
// It is the tab the page opens on, so the built page shows it and the app preloads it before
// hydrating that page (app/router.tsx), rather than replacing it with a spinner and then the tab.
export const FaceTab = preloadableLazy(async () => (await import('./face/face-tab')).FaceTab);
// The wall tab too: the page opens on the face tab, so the wall tab's options, visualizer and
// pickers load only when it is chosen (issue 21: the first load of /ai-wall-generator).
const WallTab = lazy(async () => ({ default: (await import('./wall/wall-tab')).WallTab }));

/** docs/product/studio.md#generator-tabs `/ai-wall-generator`: the generator with its two tabs. */
export function AiWallGeneratorScreen() {
  useStudioNavigationState();
  const { t } = useLingui();
  const tab = useAppSelector(selectStudioTab);
  const dispatch = useAppDispatch();
  return (
    <Container className="py-12 sm:py-16">
      <PageTitle
        eyebrow={t`AI Wall Generator`}
        title={t`Create Your Wall Art`}
        description={t`Age a portrait with the face generator, or choose artwork and see it on a wall before you order.`}
      />
      <div className="mt-10">
        <StudioTabs
          tab={tab}
          onTabChange={(next) => dispatch(tabChanged(next))}
          face={
            <Suspense fallback={<Spinner label={t`Loading the face generator`} className="text-terracotta-600" />}>
              <FaceTab />
            </Suspense>
          }
          wall={
            <Suspense fallback={<Spinner label={t`Loading the wall tab`} className="text-terracotta-600" />}>
              <WallTab />
            </Suspense>
          }
        />
      </div>
    </Container>
  );
}
