/**
 * What a text-to-artwork prompt asks for (issue 11 "Describe it"): the colours, moods and motifs
 * it names, in the order they first appear. Pure and deterministic: the server's procedural engine
 * draws from it, and the picker can show what it understood.
 */

export const ARTWORK_MOTIFS = [
  'waves',
  'mountains',
  'sun',
  'moon',
  'stars',
  'forest',
  'city',
  'botanical',
  'flowers',
  'geometric',
] as const;
export type ArtworkMotif = (typeof ARTWORK_MOTIFS)[number];

export const ARTWORK_MOODS = ['calm', 'vibrant', 'moody', 'warm', 'cool', 'dreamy'] as const;
export type ArtworkMood = (typeof ARTWORK_MOODS)[number];

export interface PromptColour {
  /** The words that named it, e.g. 'light blue'. */
  name: string;
  /** #rrggbb */
  hex: string;
}

export interface ParsedPrompt {
  motifs: ArtworkMotif[];
  moods: ArtworkMood[];
  colours: PromptColour[];
  /** The prompt's words, lower-cased, in order (what a seed hash may use). */
  words: string[];
}

/** Words for each motif (singular and plural spelled out: no stemming surprises). */
const MOTIF_WORDS: Record<ArtworkMotif, readonly string[]> = {
  waves: ['wave', 'waves', 'ocean', 'oceans', 'sea', 'seas', 'surf', 'tide', 'tides', 'tidal', 'beach', 'coast', 'coastal', 'water', 'lake', 'river', 'seascape'],
  mountains: ['mountain', 'mountains', 'peak', 'peaks', 'hill', 'hills', 'alps', 'alpine', 'ridge', 'ridges', 'valley', 'landscape'],
  sun: ['sun', 'suns', 'sunny', 'sunset', 'sunsets', 'sunrise', 'dawn', 'dusk', 'sunshine', 'sunlight'],
  moon: ['moon', 'moons', 'lunar', 'crescent', 'moonlight', 'moonlit'],
  stars: ['star', 'stars', 'starry', 'galaxy', 'cosmos', 'cosmic', 'constellation', 'constellations', 'space'],
  forest: ['forest', 'forests', 'tree', 'trees', 'woods', 'woodland', 'pine', 'pines', 'jungle', 'grove'],
  city: ['city', 'cities', 'skyline', 'urban', 'building', 'buildings', 'street', 'town', 'metropolis', 'downtown', 'skyscraper', 'skyscrapers'],
  botanical: ['botanical', 'leaf', 'leaves', 'plant', 'plants', 'fern', 'ferns', 'palm', 'palms', 'foliage', 'monstera', 'garden', 'tropical', 'greenery'],
  flowers: ['flower', 'flowers', 'floral', 'bloom', 'blooms', 'blossom', 'blossoms', 'rose', 'roses', 'tulip', 'tulips', 'poppy', 'poppies', 'daisy', 'daisies', 'petals'],
  geometric: ['geometric', 'geometry', 'shape', 'shapes', 'circle', 'circles', 'grid', 'triangle', 'triangles', 'bauhaus', 'square', 'squares', 'pattern'],
};

const MOOD_WORDS: Record<ArtworkMood, readonly string[]> = {
  calm: ['calm', 'serene', 'peaceful', 'tranquil', 'quiet', 'gentle', 'relaxing', 'zen', 'still', 'soothing'],
  vibrant: ['vibrant', 'bold', 'energetic', 'bright', 'lively', 'colorful', 'colourful', 'playful', 'joyful', 'happy', 'electric', 'neon'],
  moody: ['dark', 'moody', 'night', 'midnight', 'mysterious', 'dramatic', 'stormy', 'gothic', 'noir', 'shadowy'],
  warm: ['warm', 'cozy', 'cosy', 'autumn', 'autumnal', 'fall', 'summer', 'earthy', 'rustic', 'desert', 'sunset'],
  cool: ['cool', 'icy', 'winter', 'frozen', 'cold', 'fresh', 'arctic', 'nordic', 'snow', 'snowy'],
  dreamy: ['dreamy', 'pastel', 'whimsical', 'ethereal', 'misty', 'foggy', 'hazy', 'soft', 'romantic', 'magical'],
};

/** Colour names a customer is likely to type, with the shop's own tones where it has one. */
const COLOUR_WORDS: Record<string, string> = {
  red: '#c8553d',
  crimson: '#a4243b',
  burgundy: '#7a2e3a',
  maroon: '#6d2e2a',
  orange: '#f28c38',
  coral: '#f28c6b',
  peach: '#f6b38a',
  terracotta: '#e07a5f',
  rust: '#b5532f',
  yellow: '#f2c53d',
  gold: '#d4a24c',
  golden: '#d4a24c',
  mustard: '#f2a541',
  amber: '#f0a030',
  sand: '#f2cc8f',
  beige: '#e8d8bd',
  cream: '#f7f3e8',
  ivory: '#f8f4e6',
  white: '#fbfaf6',
  green: '#4f8a5b',
  sage: '#81b29a',
  olive: '#7d7f3a',
  emerald: '#2e8b62',
  mint: '#a8dcc3',
  forest: '#2f5d50',
  teal: '#3d7a8c',
  turquoise: '#3fb5b0',
  aqua: '#6fd0d0',
  cyan: '#4cc3d9',
  blue: '#3b6ea5',
  navy: '#27365c',
  indigo: '#3c3a7a',
  cobalt: '#2d4fa0',
  sky: '#8cc0e0',
  purple: '#6d4c8f',
  violet: '#7b5ea7',
  lavender: '#b8a8d9',
  lilac: '#c4a7d7',
  plum: '#6d3b5e',
  magenta: '#b23a7a',
  pink: '#e89ab0',
  blush: '#f4b9a8',
  rose: '#d9778b',
  brown: '#7b5235',
  chocolate: '#5a3a28',
  tan: '#c9a77c',
  black: '#1b1b1f',
  charcoal: '#33363d',
  grey: '#8a8f98',
  gray: '#8a8f98',
  silver: '#c4c8cf',
  ink: '#1f2a44',
};

/** Words that shade the colour after them. */
const SHADES: Record<string, number> = { light: 0.35, pale: 0.5, pastel: 0.45, soft: 0.25, dark: -0.35, deep: -0.25 };
/** Words after which the next word is excluded ("no sun", "without trees"). */
const NEGATIONS = new Set(['no', 'not', 'without']);
/** Words that name a motif first and a colour only beside another colour ("forest" vs "forest green"). */
const MOTIF_FIRST = new Set(['forest']);

/** Linear mix of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mixHex(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  return `#${pa
    .map((v, i) => Math.round(Math.max(0, Math.min(255, v + ((pb[i] ?? 0) - v) * t))).toString(16).padStart(2, '0'))
    .join('')}`;
}

function parseHex(hex: string): number[] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

/** Relative luminance (0 black … 1 white) of a #rrggbb colour, WCAG 2 formula. */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function lookup<T extends string>(table: Record<T, readonly string[]>, word: string): T | undefined {
  for (const key of Object.keys(table) as T[]) if (table[key].includes(word)) return key;
  return undefined;
}

/** The prompt's words: lower-cased letters only ("Sun-lit, blue!" → sun, lit, blue). */
export function promptWords(prompt: string): string[] {
  return prompt.toLowerCase().normalize('NFKC').match(/\p{L}+/gu) ?? [];
}

/**
 * Reads the colours, moods and motifs a prompt names. "light blue" and "deep red" shade the
 * colour; "no sun" / "without trees" leave a motif out; "forest green" is a colour, not a forest.
 */
export function parseArtworkPrompt(prompt: string): ParsedPrompt {
  const words = promptWords(prompt);
  const motifs: ArtworkMotif[] = [];
  const moods: ArtworkMood[] = [];
  const colours: PromptColour[] = [];
  const excluded = new Set<ArtworkMotif>();
  const add = <T>(list: T[], value: T) => {
    if (!list.includes(value)) list.push(value);
  };

  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (NEGATIONS.has(word) && next) {
      const motif = lookup(MOTIF_WORDS, next);
      if (motif) excluded.add(motif);
      i += 1;
      continue;
    }
    const shade = SHADES[word];
    if (shade !== undefined && next && COLOUR_WORDS[next]) {
      const base = COLOUR_WORDS[next];
      const hex = shade > 0 ? mixHex(base, '#ffffff', shade) : mixHex(base, '#000000', -shade);
      if (!colours.some((c) => c.hex === hex)) colours.push({ name: `${word} ${next}`, hex });
      i += 1;
      continue;
    }
    const colour = MOTIF_FIRST.has(word) ? undefined : COLOUR_WORDS[word];
    const nextColour = next ? COLOUR_WORDS[next] : undefined;
    const own = COLOUR_WORDS[word];
    if (own && nextColour) {
      // Two colour words make one colour: "forest green", "sky blue", "rose gold".
      const hex = mixHex(own, nextColour, 0.5);
      if (!colours.some((c) => c.hex === hex)) colours.push({ name: `${word} ${next}`, hex });
      i += 1;
      continue;
    }
    if (colour && !colours.some((c) => c.hex === colour)) colours.push({ name: word, hex: colour });
    const motif = lookup(MOTIF_WORDS, word);
    if (motif) add(motifs, motif);
    const mood = lookup(MOOD_WORDS, word);
    if (mood) add(moods, mood);
  }
  return { motifs: motifs.filter((m) => !excluded.has(m)), moods, colours, words };
}

/**
 * A 32-bit FNV-1a hash of a text: the procedural engine mixes it with the seed so that two prompts
 * with one seed still differ, and the same prompt and seed always give the same picture.
 */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
