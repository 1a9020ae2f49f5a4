import { Trans, useLingui } from '@lingui/react/macro';
import { acceptAttribute, AGE_MAX, AGE_MIN, AGE_PHOTO_MIME_TYPES } from '@wallart/shared';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { UploadIcon } from '../studio-icons';
import type { FacePhoto } from './use-face-photo';

/** The photo's drop zone: a button that opens the file picker, with the photo's preview once chosen. */
export function PhotoDrop({ photo, hintId, choosePhoto }: { photo: FacePhoto | null; hintId: string; choosePhoto: (file: File | undefined) => void }) {
  const { t } = useLingui();
  return (
    <FileDropZone
      accept={acceptAttribute(AGE_PHOTO_MIME_TYPES)}
      onFile={choosePhoto}
      inputLabel={t`Photo`}
      inputTestId="face-photo-input"
      hintId={hintId}
      className="mt-6"
      buttonClassName="flex w-full items-center gap-4 p-4 text-left"
    >
      {photo ? (
        <img src={photo.url} alt={t`Your photo`} className="size-20 shrink-0 rounded-[2px] object-cover shadow-frame" />
      ) : (
        <span className="flex size-20 shrink-0 items-center justify-center rounded-[2px] bg-paper-200 text-terracotta-600">
          <UploadIcon className="size-8" />
        </span>
      )}
      <span>
        <span className="block text-sm font-semibold text-ink-900">{photo ? t`Change photo` : t`Upload a photo`}</span>
        <span id={hintId} className="mt-1 block text-xs leading-relaxed text-ink-600">
          <Trans>Click or drop a clear, front-facing portrait. PNG or JPG, up to 5MB.</Trans>
        </span>
      </span>
    </FileDropZone>
  );
}

/** The target age: a number box and a slider over the same age. */
export function TargetAgeField({
  ids,
  targetAge,
  ageText,
  setAge,
  typeAge,
  commitAgeText,
}: {
  ids: { age: string; ageNumber: string };
  targetAge: number;
  ageText: string;
  setAge: (value: unknown) => void;
  typeAge: (text: string) => void;
  commitAgeText: () => void;
}) {
  return (
    <>
      <div className="mt-6 flex items-end justify-between gap-4">
        <label htmlFor={ids.age} className="text-sm font-semibold text-ink-900">
          <Trans>Target age</Trans>
        </label>
        <label htmlFor={ids.ageNumber} className="sr-only">
          <Trans>Target age in years</Trans>
        </label>
        <input
          id={ids.ageNumber}
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          value={ageText}
          onChange={(event) => typeAge(event.target.value)}
          onBlur={commitAgeText}
          className="h-10 w-20 rounded-[3px] border border-ink-900/20 bg-paper-50 px-3 text-right font-display text-lg text-ink-900 focus:border-ink-900"
        />
      </div>
      <input
        id={ids.age}
        type="range"
        min={AGE_MIN}
        max={AGE_MAX}
        value={targetAge}
        onChange={(event) => setAge(event.target.value)}
        className="mt-3 w-full accent-terracotta-600"
      />
      <div className="mt-1 flex justify-between text-xs text-ink-500" aria-hidden="true">
        <span>{AGE_MIN}</span>
        <span>{AGE_MAX}</span>
      </div>
    </>
  );
}
