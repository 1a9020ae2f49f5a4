// docs/product/landing.md#testimonials: four testimonial avatars (160 px) and 24 "Select Generated Face"
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
  // Issue 11: 'Load More' pages (8 at a time) up to 24 faces.
  { id: 'face-09', alt: 'Illustrated portrait of a little boy with a curly afro', age: 6, seed: 21, skin: skin.deep, hair: '#1c1212', hairStyle: 'afro', shirt: '#e07a5f', collar: 'crew', bg: '#f6e3b4', openSmile: true },
  { id: 'face-10', alt: 'Illustrated portrait of a teenage girl with a dark bob', age: 14, seed: 22, skin: skin.olive, hair: '#2b1e1a', hairStyle: 'bob', shirt: '#81b29a', collar: 'crew', bg: '#cfe3f5', lashes: true, freckles: true },
  { id: 'face-11', alt: 'Illustrated portrait of a young man with short brown hair and a green shirt', age: 22, seed: 23, skin: skin.light, hair: '#6b4226', hairStyle: 'short', shirt: '#3f7d5a', collar: 'shirt', bg: '#f7d6d0', openSmile: true },
  { id: 'face-12', alt: 'Illustrated portrait of a young woman with long black hair and gold earrings', age: 27, seed: 24, skin: skin.brown, hair: '#15100e', hairStyle: 'long', shirt: '#d98c5f', collar: 'v', bg: '#d8e8d0', lashes: true, earrings: '#f2cc8f' },
  { id: 'face-13', alt: 'Illustrated portrait of a man in his thirties with a full beard', age: 35, seed: 25, skin: skin.tan, hair: '#2a1a15', hairStyle: 'short', shirt: '#27365c', collar: 'crew', bg: '#e6dcf2', beard: '#2a1a15', smileEyes: true },
  { id: 'face-14', alt: 'Illustrated portrait of a woman in her thirties with a high ponytail', age: 38, seed: 26, skin: skin.fair, hair: '#b5651d', hairStyle: 'ponytail', shirt: '#6d3b5e', collar: 'v', bg: '#fbe2c8', lashes: true, openSmile: true },
  { id: 'face-15', alt: 'Illustrated portrait of a man in his forties with glasses and a tie', age: 45, seed: 27, skin: skin.olive, hair: '#3b2a20', hairStyle: 'short', shirt: '#f4f1ea', collar: 'shirt', tie: '#a84f2b', bg: '#9fd3c7', glasses: '#2a2420' },
  { id: 'face-16', alt: 'Illustrated portrait of a woman in her forties with curly hair', age: 47, seed: 28, skin: skin.deep, hair: '#2b1b14', hairStyle: 'afro', shirt: '#f2a541', collar: 'crew', bg: '#f4c7a1', lashes: true, earrings: '#e07a5f', openSmile: true },
  { id: 'face-17', alt: 'Illustrated portrait of a woman in her fifties with a grey-streaked bob', age: 55, seed: 29, skin: skin.light, hair: '#8c8580', hairStyle: 'bob', shirt: '#3d7a8c', collar: 'cardigan', bg: '#f6e3b4', lashes: true, glasses: '#8a5a3c' },
  { id: 'face-18', alt: 'Illustrated portrait of a man in his fifties with a greying beard', age: 58, seed: 30, skin: skin.brown, hair: '#5a514c', hairStyle: 'short', shirt: '#4a6fa5', collar: 'shirt', bg: '#f7d6d0', beard: '#8d857f', smileEyes: true },
  { id: 'face-19', alt: 'Illustrated portrait of a woman in her sixties wearing a plum hijab', age: 63, seed: 31, skin: skin.tan, hair: '#6d3b5e', hairStyle: 'hijab', shirt: '#6d3b5e', collar: 'crew', bg: '#d8e8d0', glasses: '#3a2c28', smileEyes: true },
  { id: 'face-20', alt: 'Illustrated portrait of a man in his sixties with a grey moustache', age: 66, seed: 32, skin: skin.fair, hair: '#a9a39d', hairStyle: 'short', brow: '#9c958f', shirt: '#81b29a', collar: 'cardigan', bg: '#cfe3f5', moustache: '#b5afa9' },
  { id: 'face-21', alt: 'Illustrated portrait of a woman in her seventies with white hair in a bun', age: 72, seed: 33, skin: skin.olive, hair: '#ecebe8', hairStyle: 'bun', brow: '#c9c4be', shirt: '#a84f2b', collar: 'cardigan', bg: '#f4c7a1', earrings: '#f7f3e8', smileEyes: true },
  { id: 'face-22', alt: 'Illustrated portrait of a bald man in his seventies with glasses', age: 75, seed: 34, skin: skin.deep, hair: '#d9d6d2', hairStyle: 'bald', brow: '#bdb8b2', shirt: '#27365c', collar: 'shirt', tie: '#f2cc8f', bg: '#f6e3b4', glasses: '#8a5a3c', beard: '#d9d6d2' },
  { id: 'face-23', alt: 'Illustrated portrait of a woman in her eighties with short silver hair', age: 83, seed: 35, skin: skin.light, hair: '#dcdad6', hairStyle: 'short', brow: '#c2bdb7', shirt: '#e6dcf2', collar: 'crew', bg: '#9fd3c7', glasses: '#5b514a', smileEyes: true },
  { id: 'face-24', alt: 'Illustrated portrait of a man in his nineties with a white beard', age: 91, seed: 36, skin: skin.tan, hair: '#f0eeea', hairStyle: 'bald', brow: '#e2ded9', shirt: '#5d7359', collar: 'cardigan', bg: '#e6dcf2', beard: '#f0eeea', smileEyes: true },
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
