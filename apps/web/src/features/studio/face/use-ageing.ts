import { useState } from 'react';
import { AGE_PROGRESSION_DELAY_MS, MESSAGES } from '@wallart/shared';
import { useAppDispatch } from '../../../stores/hooks';
import { artworkChosen, tabChanged, visitFacesAdded } from '../../../stores/studio-slice';
import { imagesApi } from '../api/images-api';
import { UploadFailure } from '../api/send-form';
import { uploadFailedMessage } from '../api/upload-image';
import type { AgingJob } from './age-client';
import { ageProgression } from './age-progression';
import { photorealisticArtwork, serviceFallbackNotice, withReplacedPortrait, type AgedPortraits, type AgeingStatus } from './face-rules';
import { keepFace } from './keep-face';
import { agePortraitsWithProvider } from './provider-portraits';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AgeingInput {
  photo: { file: File } | null;
  jobFor: (file: File) => Promise<AgingJob>;
  dropJob: () => void;
  targetAge: number;
  prompt: string;
  /** Issue 20, decision 045: photorealistic ageing by the image service, only with the customer's consent. */
  withService: boolean;
}

/**
 * Generate and its results (docs/product/studio.md#face-tab, issue 11): the status, the four portraits as they
 * render, the chosen one, the image service's photorealistic versions (issue 20) and 'Use this
 * face', which stores the portrait first (decision 044) and hands it to the wall tab.
 */
export function useAgeing({ photo, jobFor, dropJob, targetAge, prompt, withService }: AgeingInput) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<AgeingStatus>({ kind: 'idle' });
  const [portraits, setPortraits] = useState<AgedPortraits | null>(null);
  const [selected, setSelected] = useState(0);
  const [serviceWorking, setServiceWorking] = useState(false);
  const [serviceNotice, setServiceNotice] = useState<string | null>(null);
  const [keeping, setKeeping] = useState(false);

  const fail = (message: string) => setStatus({ kind: 'error', message });
  /** A new photo: no error, no portraits. */
  const restart = () => {
    setStatus({ kind: 'idle' });
    setPortraits(null);
  };

  /** Each portrait the service sends back replaces the browser's; any failure keeps the browser's and says so. */
  const ageWithService = async (made: AgedPortraits) => {
    setServiceWorking(true);
    const failed = await agePortraitsWithProvider(
      made.before.url,
      made.results.map((r) => r.age),
      (index, picture) => {
        const original = made.results[index];
        if (!original) return;
        const artwork = photorealisticArtwork(original.artwork, picture);
        dispatch(visitFacesAdded([artwork]));
        setPortraits((current) => withReplacedPortrait(current, made.before.url, index, artwork));
      },
    ).catch(() => made.results.length);
    setServiceWorking(false);
    const notice = serviceFallbackNotice(failed, made.results.length);
    if (notice) setServiceNotice(notice);
  };

  const generate = async () => {
    if (!photo) {
      fail(MESSAGES.ageProgression.imageRequired);
      return;
    }
    setStatus({ kind: 'working' });
    setPortraits(null);
    setServiceNotice(null);
    try {
      const job = await jobFor(photo.file);
      // The spinner shows at least the spec's 2 s; the portraits render meanwhile.
      const shown = delay(AGE_PROGRESSION_DELAY_MS);
      const made = await ageProgression(job, targetAge, prompt.trim(), shown, (partial) => setPortraits(partial));
      if (made === null) {
        await shown;
        fail(MESSAGES.ageProgression.noFace);
        return;
      }
      setPortraits(made);
      setSelected(0);
      dispatch(visitFacesAdded(made.results.map((r) => r.artwork)));
      setStatus({ kind: 'idle' });
      if (withService) void ageWithService(made);
    } catch {
      // A failed photo is tried afresh on the next Generate.
      dropJob();
      setPortraits(null);
      fail(MESSAGES.ageProgression.failed);
    }
  };

  const handToWallTab = async () => {
    const chosen = portraits?.results[selected];
    if (!chosen || keeping) return;
    setKeeping(true);
    try {
      const artwork = await keepFace(chosen.artwork, chosen.age);
      dispatch(imagesApi.util.invalidateTags([{ type: 'Images', id: 'LIST' }]));
      dispatch(artworkChosen(artwork));
      dispatch(tabChanged('wall'));
    } catch (error) {
      fail(error instanceof UploadFailure ? error.message : uploadFailedMessage());
    } finally {
      setKeeping(false);
    }
  };

  return {
    status,
    working: status.kind === 'working',
    portraits,
    selected,
    setSelected,
    serviceWorking,
    serviceNotice,
    keeping,
    fail,
    restart,
    generate,
    handToWallTab,
  };
}
