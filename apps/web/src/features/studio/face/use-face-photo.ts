import { useEffect, useRef, useState } from 'react';
import type { AgingJob } from './age-client';
import { loadAgeClient } from './age-progression';
import { photoError } from './face-rules';

export interface FacePhoto {
  file: File;
  url: string;
}

export type PhotoJob = { file: File; job: Promise<AgingJob> };

/**
 * The chosen photo and its ageing job (its drop zone is face-form.tsx's PhotoDrop): the job starts when the photo is chosen, so
 * the face is found (in a worker) while the visitor sets the age. `onRejected` gets the message
 * for a photo of the wrong type or size; `onChosen` runs when a good one replaces the last.
 */
export function useFacePhoto({ onRejected, onChosen }: { onRejected: (message: string) => void; onChosen: () => void }) {
  const [photo, setPhoto] = useState<FacePhoto | null>(null);
  const jobRef = useRef<PhotoJob | null>(null);

  // The preview's object URL is released when the photo changes or the tab closes.
  useEffect(() => (photo ? () => URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    const error = photoError(file);
    if (error) {
      onRejected(error);
      return;
    }
    onChosen();
    setPhoto({ file, url: URL.createObjectURL(file) });
    // Start finding the face (in a worker) while the visitor sets the age.
    jobRef.current = { file, job: loadAgeClient().then((m) => m.startAging(file)) };
    jobRef.current.job.then((job) => job.prepared).catch(() => undefined);
  };

  /** The photo's job, started afresh when there is none for this photo (a failed one was dropped). */
  const jobFor = (file: File): Promise<AgingJob> => {
    if (jobRef.current?.file !== file) jobRef.current = { file, job: loadAgeClient().then((m) => m.startAging(file)) };
    return jobRef.current.job;
  };
  /** A failed photo is tried afresh on the next Generate. */
  const dropJob = () => {
    jobRef.current = null;
  };

  return { photo, choosePhoto, jobFor, dropJob };
}
