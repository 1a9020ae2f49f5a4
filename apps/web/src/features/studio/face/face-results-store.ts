import { useSyncExternalStore } from 'react';
import { onSignOut } from '../../../lib/sign-out-cleanup';
import type { StudioArtwork } from '../../../stores/studio-slice';

/**
 * The aged portraits made during this visit, newest first, for the picker's 'Generated faces'
 * source. They live in memory only (object URLs of canvas renders): SPEC §4 "Age progression"
 * calls no server, and a reload starts a new visit.
 */
let results: readonly StudioArtwork[] = [];
const listeners = new Set<() => void>();

/** At most this many kept, so a long visit does not hold every render in memory. */
export const MAX_VISIT_FACES = 24;

export function addVisitFaces(faces: readonly StudioArtwork[]): void {
  // Dropped renders are not revoked: one of them may still be the wall tab's artwork.
  results = [...faces, ...results].slice(0, MAX_VISIT_FACES);
  for (const listener of listeners) listener();
}

// A sign-out forgets this visit's portraits (issue 20: shared computers).
onSignOut(() => {
  results = [];
  for (const listener of listeners) listener();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useVisitFaces(): readonly StudioArtwork[] {
  return useSyncExternalStore(subscribe, () => results, () => results);
}
