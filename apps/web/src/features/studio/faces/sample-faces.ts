import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n';
import type { StudioArtwork } from '../../../stores/studio-slice';

/**
 * The sample faces of 'Select Generated Face' (docs/product/studio.md#select-generated-face: 8 per page; 24 in all, issue 11): original illustrated
 * portraits drawn by scripts/media/people.mjs into public/media/faces (no third-party photos).
 */
export interface SampleFace {
  id: string;
  src: string;
  /** What the portrait shows, for its alt text (in the UI's language: `i18n._(face.alt)`). */
  alt: MessageDescriptor;
  age: number;
}

const face = (n: number, age: number, alt: MessageDescriptor): SampleFace => {
  const id = `face-${String(n).padStart(2, '0')}`;
  return { id, src: `/media/faces/${id}.webp`, alt, age };
};

export const SAMPLE_FACE_SIZE = 512;

export const sampleFaces: readonly SampleFace[] = [
  face(1, 8, msg`Illustrated portrait of a smiling girl, about eight, with a ponytail`),
  face(2, 16, msg`Illustrated portrait of a teenage boy with spiky dark hair`),
  face(3, 25, msg`Illustrated portrait of a young woman with long auburn hair`),
  face(4, 32, msg`Illustrated portrait of a man in his thirties with short black hair and a shirt`),
  face(5, 42, msg`Illustrated portrait of a woman in her forties wearing a teal hijab`),
  face(6, 52, msg`Illustrated portrait of a bearded man in his fifties wearing glasses`),
  face(7, 68, msg`Illustrated portrait of a grandmother with a silver bun and glasses`),
  face(8, 78, msg`Illustrated portrait of an older man with a white moustache`),
  face(9, 6, msg`Illustrated portrait of a little boy with a curly afro`),
  face(10, 14, msg`Illustrated portrait of a teenage girl with a dark bob`),
  face(11, 22, msg`Illustrated portrait of a young man with short brown hair and a green shirt`),
  face(12, 27, msg`Illustrated portrait of a young woman with long black hair and gold earrings`),
  face(13, 35, msg`Illustrated portrait of a man in his thirties with a full beard`),
  face(14, 38, msg`Illustrated portrait of a woman in her thirties with a high ponytail`),
  face(15, 45, msg`Illustrated portrait of a man in his forties with glasses and a tie`),
  face(16, 47, msg`Illustrated portrait of a woman in her forties with curly hair`),
  face(17, 55, msg`Illustrated portrait of a woman in her fifties with a grey-streaked bob`),
  face(18, 58, msg`Illustrated portrait of a man in his fifties with a greying beard`),
  face(19, 63, msg`Illustrated portrait of a woman in her sixties wearing a plum hijab`),
  face(20, 66, msg`Illustrated portrait of a man in his sixties with a grey moustache`),
  face(21, 72, msg`Illustrated portrait of a woman in her seventies with white hair in a bun`),
  face(22, 75, msg`Illustrated portrait of a bald man in his seventies with glasses`),
  face(23, 83, msg`Illustrated portrait of a woman in her eighties with short silver hair`),
  face(24, 91, msg`Illustrated portrait of a man in his nineties with a white beard`),
];

/** A sample face as the studio's artwork. */
export function sampleFaceArtwork(f: SampleFace): StudioArtwork {
  const { age } = f;
  return {
    imageId: null,
    url: f.src,
    fullUrl: f.src,
    width: SAMPLE_FACE_SIZE,
    height: SAMPLE_FACE_SIZE,
    vector: false,
    kind: 'sample',
    label: i18n._(msg`Sample face, age ${age}`),
  };
}
