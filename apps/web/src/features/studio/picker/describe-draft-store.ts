import { useSyncExternalStore } from 'react';
import type { ArtStyle, ArtworkImage, GenerateImagesBody, GenerationEngine } from '@wallart/shared';
import { onSignOut } from '../../../lib/sign-out-cleanup';

/** What Generate asked for, kept with its variations so 'More like this' asks for the same again. */
export type DescribeRequest = Omit<GenerateImagesBody, 'seed' | 'count'>;

/**
 * The 'Describe it' form and its last variations (issue 11, decision 020). Radix unmounts a tab's
 * panel and the dialog unmounts its content when it closes, so local state lost the prompt and the
 * four variations on a tab switch or a reopen — and a guest has no 'Your artwork' to find them
 * again. They live here for the visit instead (memory only, like the face tab's portraits), owned
 * by whoever made them: a guest's draft carries over a sign-in, a signed-in customer's is not
 * shown to the next visitor after a sign-out.
 */
export interface DescribeDraft {
  /** The user id the draft belongs to; null for a guest. */
  ownerId: string | null;
  prompt: string;
  style: ArtStyle;
  paletteName: string;
  seedText: string;
  /** The last variations, with which of the prompt's words were drawn and which could not be (issue 20). */
  results: { request: DescribeRequest; images: ArtworkImage[]; drawn?: string[] | null; notDrawn?: string[] | null } | null;
  /** The engine the server last said it draws with; null until a Generate answered. */
  engine: GenerationEngine | null;
  /** The selected variation's index in `results.images`. */
  selected: number;
}

export type DescribeDraftChange = Partial<Omit<DescribeDraft, 'ownerId'>>;

const BLANK: DescribeDraft = {
  ownerId: null,
  prompt: '',
  style: 'Color Scheme',
  paletteName: 'From your words',
  seedText: '',
  results: null,
  selected: 0,
  engine: null,
};

let draft: DescribeDraft = BLANK;
const listeners = new Set<() => void>();

const visibleTo = (d: DescribeDraft, userId: string | null) => d.ownerId === null || d.ownerId === userId;

/** Changes the draft of `userId` (starting from a blank one when the kept draft is someone else's). */
export function changeDescribeDraft(userId: string | null, change: DescribeDraftChange): void {
  const base = visibleTo(draft, userId) ? draft : BLANK;
  draft = { ...base, ...change, ownerId: userId };
  for (const listener of listeners) listener();
}

/** Forgets the draft (tests start from a blank form). */
export function clearDescribeDraft(): void {
  draft = BLANK;
  for (const listener of listeners) listener();
}

// A sign-out forgets the draft too (issue 20: shared computers).
onSignOut(() => clearDescribeDraft());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The draft `userId` may see: theirs or a guest's; a blank one otherwise. */
export function useDescribeDraft(userId: string | null): DescribeDraft {
  const current = useSyncExternalStore(subscribe, () => draft, () => draft);
  return visibleTo(current, userId) ? current : BLANK;
}
