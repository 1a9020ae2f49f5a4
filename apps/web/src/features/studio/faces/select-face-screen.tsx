import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, SAMPLE_FACES_PER_PAGE } from '@wallart/shared';
import { PageLayout } from '../../../components/layout/page-layout';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useSharedText } from '../../../lib/shared-text';
import { AgeCaption } from '../age-caption';
import type { StudioNavigationState } from '../studio-navigation';
import { sampleFaceArtwork, sampleFaces } from './sample-faces';

/** Faces in the grid's first row at its widest (lg: four columns). */
const FIRST_ROW = 4;

/**
 * docs/product/studio.md#select-generated-face: a grid of 8 sample faces, one selectable.
 * 'Load More' shows the next 8 and disappears when none are left (issue 11, instead of the
 * spec's bare alert). The choice goes to the generator's wall tab as navigation state.
 */
export function SelectFaceScreen() {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const navigate = useNavigate();
  const [shown, setShown] = useState(SAMPLE_FACES_PER_PAGE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const visible = sampleFaces.slice(0, shown);

  const continueWithSelected = () => {
    const face = sampleFaces.find((f) => f.id === selectedId);
    if (!face) {
      window.alert(ts(MESSAGES.faces.selectFirst));
      return;
    }
    const state: StudioNavigationState = { tab: 'wall', uploadedImage: sampleFaceArtwork(face) };
    void navigate(paths.aiWallGenerator, { state });
  };

  return (
    <PageLayout
      eyebrow={t`AI Wall Generator`}
      title={t`Select Generated Face`}
      description={t`Pick a portrait to place in your wall art. Each one is an original illustration made for the studio.`}
    >
      <fieldset>
        <legend className="sr-only">
          <Trans>Sample faces</Trans>
        </legend>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {visible.map((face, index) => {
            const selected = face.id === selectedId;
            return (
              <li key={face.id}>
                <label
                  className={cn(
                    'group relative block cursor-pointer rounded-[3px] border bg-paper-50 p-2 transition-[border-color,box-shadow] duration-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500',
                    selected ? 'border-terracotta-600 shadow-frame ring-2 ring-terracotta-600' : 'border-paper-300 hover:border-ink-300 hover:shadow-frame',
                  )}
                >
                  <input type="radio" name="sample-face" value={face.id} checked={selected} onChange={() => setSelectedId(face.id)} className="sr-only" />
                  <img
                    src={face.src}
                    alt={i18n._(face.alt)}
                    width={512}
                    height={512}
                    // The first row is the page's largest paint on any screen: fetched at once, from the HTML.
                    loading={index < FIRST_ROW ? 'eager' : 'lazy'}
                    fetchPriority={index < 2 ? 'high' : 'auto'}
                    decoding="async"
                    className="aspect-square w-full rounded-[2px] object-cover" />
                  <AgeCaption age={face.age} selected={selected} className="pb-0.5" />
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {shown < sampleFaces.length && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={() => setShown((n) => n + SAMPLE_FACES_PER_PAGE)}>
            <Trans>Load More</Trans>
          </Button>
        </div>
      )}
      <div className="mt-12 flex flex-col-reverse gap-3 border-t border-paper-300 pt-8 sm:flex-row sm:justify-between">
        {/* docs/product/studio.md#select-generated-face: 'Back To Wall Art' goes to the generator with the wall tab. */}
        <LinkButton to={paths.aiWallGenerator} state={{ tab: 'wall' } satisfies StudioNavigationState} variant="outline">
          <ArrowLeftIcon className="size-4.5" /> <Trans>Back To Wall Art</Trans>
        </LinkButton>
        <Button variant="primary" onClick={continueWithSelected}>
          <Trans>Continue With Selected</Trans> <ArrowRightIcon className="size-4.5" />
        </Button>
      </div>
    </PageLayout>
  );
}
