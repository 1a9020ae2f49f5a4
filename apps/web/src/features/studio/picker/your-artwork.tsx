import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { dateTimeFormat, type ArtworkImage } from '@wallart/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDelete } from '../../../components/ui/confirm-delete';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSharedText } from '../../../lib/shared-text';
import { useAppSelector } from '../../../stores/hooks';
import type { StudioArtwork } from '../../../stores/studio-slice';
import { selectCurrentUserId } from '../../../stores/user-slice';
import { artworkErrorMessage, artworkLabel, toStudioArtwork, useDeleteImageMutation, useGetImagePageQuery } from '../api/images-api';
import { TrashIcon } from '../studio-icons';
import { ArtworkPreview } from './artwork-preview';

export interface YourArtworkProps {
  onChosen: (artwork: StudioArtwork) => void;
}

const KIND_CAPTION: Record<ArtworkImage['kind'], MessageDescriptor> = {
  generated: msg`Generated`,
  upload: msg`Upload`,
  face: msg`Aged portrait`,
  preview: msg`Room preview`,
};

/** 'Dec 2' in the UI's language (English as 'en-US'). */
const shortDate = (locale: string, iso: string) => dateTimeFormat(locale === 'en' ? 'en-US' : locale, { month: 'short', day: 'numeric' }).format(new Date(iso));

/**
 * Issue 11 "Your artwork" (signed-in only): the visitor's generations and uploads, newest first, a
 * page at a time (the server's cursor), each one previewed with its print readiness, chosen, or
 * deleted after a confirmation.
 */
export function YourArtwork({ onChosen }: YourArtworkProps) {
  const userId = useAppSelector(selectCurrentUserId);
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [previewed, setPreviewed] = useState<ArtworkImage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ts = useSharedText();
  if (!userId) return null;

  return (
    <div className="space-y-5">
      {failure && <Alert title={ts(failure)} />}
      <div aria-live="polite">{previewed && <ArtworkPreview artwork={toStudioArtwork(previewed)} onChosen={onChosen} />}</div>
      {cursors.map((cursor, i) => (
        <ArtworkPage
          key={cursor ?? 'first'}
          userId={userId}
          cursor={cursor}
          isLast={i === cursors.length - 1}
          previewedId={previewed?._id ?? null}
          onPreview={(image) => {
            setFailure(null);
            setPreviewed(image);
          }}
          onDeleted={(id) => {
            if (previewed?._id === id) setPreviewed(null);
          }}
          onFailure={setFailure}
          onMore={(next) => setCursors((list) => (list.includes(next) ? list : [...list, next]))}
        />
      ))}
    </div>
  );
}

interface ArtworkPageProps {
  userId: string;
  cursor: string | null;
  isLast: boolean;
  previewedId: string | null;
  onPreview: (image: ArtworkImage) => void;
  onDeleted: (id: string) => void;
  onFailure: (message: string | null) => void;
  onMore: (cursor: string) => void;
}

function ArtworkPage({ userId, cursor, isLast, previewedId, onPreview, onDeleted, onFailure, onMore }: ArtworkPageProps) {
  const { t } = useLingui();
  const { data, isLoading, isError, isFetching, refetch } = useGetImagePageQuery({ userId, cursor });
  if (isLoading) return <Spinner label={t`Loading your artwork`} className="text-terracotta-600" />;
  if (isError || !data) {
    return (
      <Alert title={t`We couldn't load your artwork.`}>
        <button type="button" onClick={() => void refetch()} className="font-semibold text-terracotta-700 underline underline-offset-4">
          <Trans>Try again</Trans>
        </button>
      </Alert>
    );
  }
  if (cursor === null && data.images.length === 0) {
    return (
      <div className="rounded-[3px] border border-dashed border-ink-300 bg-paper-100 px-6 py-10 text-center">
        <p className="font-display text-xl text-ink-900">
          <Trans>Nothing here yet</Trans>
        </p>
        <p className="mx-auto mt-2 max-w-sm text-sm leading-relaxed text-ink-600">
          <Trans>Artwork you generate or upload while signed in is kept here, newest first, ready for another wall.</Trans>
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={cursor === null ? t`Your artwork, newest first` : t`More of your artwork`} aria-busy={isFetching}>
        {data.images.map((image) => (
          <ArtworkTile
            key={image._id}
            image={image}
            previewed={image._id === previewedId}
            onPreview={() => onPreview(image)}
            onDeleted={() => onDeleted(image._id)}
            onFailure={onFailure}
          />
        ))}
      </ul>
      {isLast && data.nextCursor && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => onMore(data.nextCursor!)}>
            <Trans>Show older artwork</Trans>
          </Button>
        </div>
      )}
    </>
  );
}

interface ArtworkTileProps {
  image: ArtworkImage;
  previewed: boolean;
  onPreview: () => void;
  onDeleted: () => void;
  onFailure: (message: string | null) => void;
}

function ArtworkTile({ image, previewed, onPreview, onDeleted, onFailure }: ArtworkTileProps) {
  const { t, i18n } = useLingui();
  const label = artworkLabel(image);
  const [confirming, setConfirming] = useState(false);
  const [deleteImage, { isLoading: deleting }] = useDeleteImageMutation();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // ConfirmDelete focuses Keep when it appears; once it is gone (kept, or the delete failed), focus
  // goes back to the delete button, which is only on screen again then.
  useEffect(() => {
    if (!confirming && wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const remove = async () => {
    onFailure(null);
    try {
      await deleteImage(image._id).unwrap();
      onDeleted();
    } catch (error) {
      setConfirming(false);
      onFailure(artworkErrorMessage(error, t`We couldn't delete this artwork — try again`));
    }
  };

  return (
    <li className={cn('relative rounded-[3px] border bg-paper-50 p-1.5', previewed ? 'border-terracotta-600 ring-2 ring-terracotta-600' : 'border-paper-300')} data-testid="my-artwork">
      <button type="button" onClick={onPreview} aria-pressed={previewed} className="group block w-full text-left">
        <img src={image.thumbnailUrl} alt={label} loading="lazy" decoding="async" className="aspect-square w-full rounded-[2px] object-cover" />
        <span className="mt-1.5 block truncate px-0.5 text-xs font-semibold text-ink-800 group-hover:text-terracotta-700">{label}</span>
        <span className="block px-0.5 text-xs text-ink-600">
          {i18n._(KIND_CAPTION[image.kind])} · {shortDate(i18n.locale, image.createdAt)}
        </span>
      </button>
      {!confirming && (
        <button
          ref={deleteRef}
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={t`Delete ${label}`}
          className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-full bg-paper-50/90 text-ink-700 shadow-frame hover:bg-danger-50 hover:text-danger-700"
        >
          <TrashIcon className="size-4" />
        </button>
      )}
      {confirming && (
        <ConfirmDelete
          question={t`Delete this artwork for good?`}
          label={t`Delete ${label}?`}
          pending={deleting}
          onKeep={() => setConfirming(false)}
          onDelete={() => void remove()}
          tone="dark"
          className="absolute inset-1.5"
        />
      )}
    </li>
  );
}
