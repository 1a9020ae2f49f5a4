import { Trans, useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../../stores/hooks';
import { selectVisitFaces, type StudioArtwork } from '../../../stores/studio-slice';
import { sampleFaceArtwork, sampleFaces } from '../faces/sample-faces';

export interface GeneratedFacesSourceProps {
  onChosen: (artwork: StudioArtwork) => void;
}

function FaceButton({ src, alt, caption, onClick }: { src: string; alt: string; caption: string; onClick: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="group block w-full rounded-[3px] border border-paper-300 bg-paper-50 p-1.5 text-left transition-[border-color,box-shadow] duration-200 hover:border-terracotta-500 hover:shadow-frame"
      >
        <img src={src} alt={alt} width={512} height={512} loading="lazy" decoding="async" className="aspect-square w-full rounded-[2px] object-cover" />
        <span className="mt-1.5 block px-0.5 text-xs font-semibold text-ink-700 group-hover:text-terracotta-700">{caption}</span>
      </button>
    </li>
  );
}

/**
 * Issue 11 picker source 3, 'Generated faces': the aged portraits of this visit (newest first),
 * then the sample faces of /image-upload.
 */
export function GeneratedFacesSource({ onChosen }: GeneratedFacesSourceProps) {
  const { t, i18n } = useLingui();
  const visitFaces = useAppSelector(selectVisitFaces);
  return (
    <div className="space-y-6">
      <section aria-labelledby="picker-visit-faces">
        <h3 id="picker-visit-faces" className="eyebrow text-terracotta-700">
          <Trans>Your aged portraits</Trans>
        </h3>
        {visitFaces.length === 0 ? (
          <p className="mt-2 text-sm text-ink-600">
            <Trans>Portraits you age in the Generate Face tab appear here for the rest of your visit.</Trans>
          </p>
        ) : (
          <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4">
            {visitFaces.map((art) => (
              <FaceButton key={art.url} src={art.url} alt={art.label} caption={art.label} onClick={() => onChosen(art)} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="picker-sample-faces">
        <h3 id="picker-sample-faces" className="eyebrow text-terracotta-700">
          <Trans>Sample faces</Trans>
        </h3>
        <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4">
          {sampleFaces.map((f) => {
            const { age } = f;
            return <FaceButton key={f.id} src={f.src} alt={i18n._(f.alt)} caption={t`Age ${age}`} onClick={() => onChosen(sampleFaceArtwork(f))} />;
          })}
        </ul>
      </section>
    </div>
  );
}
