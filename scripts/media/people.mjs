// SPEC §2/§3: four testimonial avatars (160 px) and eight "Select Generated Face"
// samples (512 px) of varied ages and backgrounds, all fictional illustrated people.
import { portraitSvg } from './lib/portrait.mjs';
import { writeImage } from './lib/output.mjs';

const skin = { light: '#f6d2b8', fair: '#efc3a0', olive: '#d9a27a', tan: '#c68a5e', brown: '#9c6644', deep: '#6f4530' };

export const faces = [
  { id: 'face-01', alt: 'Illustrated portrait of a smiling girl, about eight, with a ponytail', age: 8, seed: 1, skin: skin.fair, hair: '#8a4b2a', hairStyle: 'ponytail', shirt: '#f2a541', collar: 'crew', bg: '#9fd3c7', openSmile: true, freckles: true },
  { id: 'face-02', alt: 'Illustrated portrait of a teenage boy with spiky dark hair', age: 16, seed: 2, skin: skin.tan, hair: '#2b1e1a', hairStyle: 'spiky', shirt: '#3d7a8c', collar: 'crew', bg: '#f4c7a1' },
  { id: 'face-03', alt: 'Illustrated portrait of a young woman with long auburn hair', age: 25, seed: 3, skin: skin.light, hair: '#a0452e', hairStyle: 'long', shirt: '#81b29a', collar: 'v', bg: '#f7d6d0', lashes: true, earrings: '#f2a541', openSmile: true },
  { id: 'face-04', alt: 'Illustrated portrait of a man in his thirties with short black hair and a shirt', age: 32, seed: 4, skin: skin.deep, hair: '#1c1413', hairStyle: 'short', shirt: '#27365c', collar: 'shirt', tie: '#e07a5f', bg: '#cfe3f5', beard: '#2e2422' },
  { id: 'face-05', alt: 'Illustrated portrait of a woman in her forties wearing a teal hijab', age: 42, seed: 5, skin: skin.olive, hair: '#2f6f73', hairStyle: 'hijab', shirt: '#2f6f73', collar: 'crew', bg: '#f6e3b4', lashes: true, openSmile: true },
  { id: 'face-06', alt: 'Illustrated portrait of a bearded man in his fifties wearing glasses', age: 52, seed: 6, skin: skin.fair, hair: '#6b5a4e', hairStyle: 'short', shirt: '#6d3b5e', collar: 'crew', bg: '#d8e8d0', beard: '#7d6b5f', glasses: '#3a2c28' },
  { id: 'face-07', alt: 'Illustrated portrait of a grandmother with a silver bun and glasses', age: 68, seed: 7, skin: skin.brown, hair: '#d9d6d2', hairStyle: 'bun', brow: '#a8a29c', shirt: '#e07a5f', collar: 'cardigan', bg: '#e6dcf2', glasses: '#8a5a3c', smileEyes: true, earrings: '#f7f3e8' },
  { id: 'face-08', alt: 'Illustrated portrait of an older man with a white moustache', age: 78, seed: 8, skin: skin.light, hair: '#e9e6e1', hairStyle: 'bald', brow: '#cfcac4', shirt: '#4a6fa5', collar: 'shirt', tie: '#f2cc8f', bg: '#fbe2c8', moustache: '#ece9e4', smileEyes: true },
];

export const avatars = [
  { id: 'avatar-1', alt: 'Illustrated avatar of a smiling woman with curly hair', age: 34, seed: 11, skin: skin.brown, hair: '#2a1a15', hairStyle: 'afro', shirt: '#f2a541', collar: 'v', bg: '#f7d6d0', lashes: true, earrings: '#e07a5f', openSmile: true },
  { id: 'avatar-2', alt: 'Illustrated avatar of a man with glasses and short hair', age: 41, seed: 12, skin: skin.light, hair: '#1f1a18', hairStyle: 'short', shirt: '#3d7a8c', collar: 'crew', bg: '#cfe3f5', glasses: '#27365c', openSmile: true },
  { id: 'avatar-3', alt: 'Illustrated avatar of a woman with a dark bob haircut', age: 30, seed: 13, skin: skin.tan, hair: '#1c1212', hairStyle: 'bob', shirt: '#6d3b5e', collar: 'crew', bg: '#d8e8d0', lashes: true, earrings: '#f2cc8f' },
  { id: 'avatar-4', alt: 'Illustrated avatar of a bearded man with a warm smile', age: 48, seed: 14, skin: skin.olive, hair: '#3b2a20', hairStyle: 'short', shirt: '#e07a5f', collar: 'shirt', tie: '#27365c', bg: '#f6e3b4', beard: '#3b2a20', smileEyes: true },
];

export async function buildPeople() {
  for (const f of faces) {
    await writeImage(portraitSvg(f, 512), [{ rel: `faces/${f.id}.webp`, variant: 'full', quality: 86 }], { group: 'faces', id: f.id, alt: f.alt, age: f.age });
  }
  for (const a of avatars) {
    // Rendered at 2x then downscaled: crisper edges than rasterising at 160 px directly.
    await writeImage(portraitSvg(a, 320), [{ rel: `avatars/${a.id}.webp`, width: 160, variant: 'full', quality: 88 }], { group: 'avatars', id: a.id, alt: a.alt });
  }
}
