import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../stores/hooks';
import { selectStudioArtwork } from '../../../stores/studio-slice';
import { FrameIcon } from '../studio-icons';
import { ArtworkPickerDialog } from './lazy-artwork-picker';

const kindLabel = { upload: msg`Your upload`, generated: msg`Generated artwork`, face: msg`Aged portrait`, sample: msg`Sample face` } as const;

/**
 * The wall tab's artwork block (issue 11): the chosen artwork in a gallery frame, or an empty
 * frame inviting a choice, with the button that opens the image picker.
 */
export function ChosenArtwork() {
  const { t, i18n } = useLingui();
  const artwork = useAppSelector(selectStudioArtwork);
  const [pickerOpen, setPickerOpen] = useState(false);
  return (
    <section aria-labelledby="chosen-artwork-heading" className="frame rounded-[3px] p-5 sm:p-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="chosen-artwork-heading" className="text-2xl font-medium text-ink-900">
          <Trans>Your artwork</Trans>
        </h2>
        {artwork && <p className="eyebrow text-terracotta-700">{i18n._(kindLabel[artwork.kind])}</p>}
      </div>
      {artwork ? (
        <figure className="mt-5">
          <div className="flex items-center justify-center rounded-[2px] bg-paper-200/70 p-4 sm:p-6">
            <img
              src={artwork.url}
              alt={artwork.label}
              data-testid="studio-artwork"
              className="max-h-[22rem] w-auto max-w-full border-[10px] border-ink-900 bg-paper-50 shadow-frame"
            />
          </div>
          <figcaption className="mt-3 text-sm text-ink-600">{artwork.label}</figcaption>
        </figure>
      ) : (
        <div className="mt-5 flex flex-col items-center justify-center gap-3 rounded-[2px] border border-dashed border-ink-300 bg-paper-100 px-6 py-14 text-center">
          <FrameIcon className="size-9 text-terracotta-600" />
          <p className="max-w-sm text-sm leading-relaxed text-ink-600">
            <Trans>No artwork yet. Describe a piece, upload a photo or pick an aged portrait, and it appears here.</Trans>
          </p>
        </div>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button variant={artwork ? 'outline' : 'primary'} onClick={() => setPickerOpen(true)}>
          {artwork ? t`Change artwork` : t`Choose artwork`}
        </Button>
        <Link
          to={paths.imageUpload}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline"
        >
          <Trans>Browse sample faces</Trans> <ArrowRightIcon className="size-4" />
        </Link>
      </div>
      <ArtworkPickerDialog open={pickerOpen} onOpenChange={setPickerOpen} />
    </section>
  );
}
