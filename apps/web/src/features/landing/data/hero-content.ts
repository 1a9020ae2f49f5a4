/** What the first view needs, kept apart from the rest of the landing copy so it loads alone. */

/** 'Art made for …': the typed heading alternates these two phrases (SPEC §2 "Home hero"). */
export const heroLead = 'Art made for';
export const heroPhrases = ['your home', 'your business'] as const;

/** The two background loops (scripts/media/hero.mjs; sizes from media/manifest.json). */
export const heroMedia = [
  { id: 'hero-1', webm: '/media/hero/hero-1.webm', mp4: '/media/hero/hero-1.mp4', poster: '/media/hero/hero-1-poster.webp', width: 1280, height: 720 },
  { id: 'hero-2', webm: '/media/hero/hero-2.webm', mp4: '/media/hero/hero-2.mp4', poster: '/media/hero/hero-2-poster.webp', width: 1280, height: 720 },
] as const;
