import { msg } from '@lingui/core/macro';

/** What the first view needs, kept apart from the rest of the landing copy so it loads alone. */

/**
 * 'Art made for …': the typed heading alternates these two phrases (docs/product/landing.md#home-hero).
 * Translations keep the lead first and the phrase second: the heading shows them on two lines.
 */
export const heroLead = msg`Art made for`;
export const heroPhrases = [msg`your home`, msg`your business`] as const;

/** The two background loops (scripts/media/hero.mjs; sizes from media/manifest.json). */
export const heroMedia = [
  { id: 'hero-1', webm: '/media/hero/hero-1.webm', mp4: '/media/hero/hero-1.mp4', poster: '/media/hero/hero-1-poster.webp', width: 1280, height: 720 },
  { id: 'hero-2', webm: '/media/hero/hero-2.webm', mp4: '/media/hero/hero-2.mp4', poster: '/media/hero/hero-2-poster.webp', width: 1280, height: 720 },
] as const;

/**
 * The first frame as the first view shows it: on tall screens (phones, portrait tablets) the hero
 * crops the 16:9 frame to its centre, so they get that centre crop (480x720, a third of the bytes).
 */
export const heroPoster = {
  landscape: { src: heroMedia[0].poster, width: 1280, height: 720 },
  portrait: { src: '/media/hero/hero-1-poster-portrait.webp', width: 480, height: 720, media: '(max-aspect-ratio: 3/4)' },
} as const;
