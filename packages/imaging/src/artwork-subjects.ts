/**
 * The things a 'Describe it' prompt names that the procedural engine can draw as subjects (issue 20,
 * docs/decisions/035): a lexicon of words → icon names of the Fluent Emoji Flat set (MIT, Microsoft;
 * `@iconify-json/fluent-emoji-flat`), and a reader that sorts a prompt's words into what will be
 * drawn and the nouns that cannot be. Pure and deterministic; the server draws from it and the
 * picker shows its answer.
 *
 * How a word is sorted, in order (the first rule that matches decides):
 * 1. stop words (articles, prepositions, pronouns, numbers, art words such as "portrait", "style")
 *    and the word after a negation ("no sun") are skipped;
 * 2. a lexicon word, as written or made singular ("sailboats" → "sailboat"), is a subject; a
 *    colour word that also names a thing ("orange", "rose") is a colour when a noun follows it;
 * 3. a scenery word of the engine's motifs (ocean, sunset, mountains, forest… from
 *    `parseArtworkPrompt`) or "sky" is drawn as scenery;
 * 4. colour, mood and shade words, a modest list of adjectives, verbs and adverbs, and words with
 *    an adjective's or participle's ending (-ful, -ous, -ive, -less, -ish, -ing, -ed, -ly, at least
 *    six letters) say how, not what, and are neither;
 * 5. anything else is a noun the engine cannot draw: "not drawn".
 */
import { parseArtworkPrompt, promptWords, type ArtworkMotif } from './artwork-prompt';
import { SUBJECTS_TABLE } from './artwork-subjects-table';

/** Where a subject belongs in a scene: on the land, on (or in) the water, in the air, or on a table. */
export type SubjectPlace = 'ground' | 'water' | 'sky' | 'still';
/** How big it is beside the others in a landscape (a house dwarfs a cat). */
export type SubjectSize = 'large' | 'medium' | 'small';

export interface SubjectEntry {
  /** The icon's name in the Fluent Emoji Flat set. */
  icon: string;
  place: SubjectPlace;
  size: SubjectSize;
  /** Every word (singular) that names it; the first is its name. */
  words: readonly string[];
}

const PLACES: Record<string, SubjectPlace> = { g: 'ground', w: 'water', s: 'sky', o: 'still' };
const SIZES: Record<string, SubjectSize> = { l: 'large', m: 'medium', s: 'small' };

function parseTable(text: string): SubjectEntry[] {
  const entries: SubjectEntry[] = [];
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 4) continue;
    const [icon, place, size, ...words] = parts as [string, string, string, ...string[]];
    // A repeated icon (an extra spelling on a later line) adds its words to the first entry.
    const earlier = entries.find((e) => e.icon === icon);
    const fresh = words.filter((w) => !seen.has(w));
    for (const w of fresh) seen.add(w);
    if (earlier) (earlier.words as string[]).push(...fresh);
    else entries.push({ icon, place: PLACES[place] as SubjectPlace, size: SIZES[size] as SubjectSize, words: fresh });
  }
  return entries;
}

/** Every subject the engine can draw, one per icon. */
export const ARTWORK_SUBJECTS: readonly SubjectEntry[] = /* @__PURE__ */ parseTable(SUBJECTS_TABLE);

let lexicon: Map<string, SubjectEntry> | undefined;
/**
 * word (singular; a two-word name also by its joined form, "polar bear" → polarbear) → subject.
 * Built on first use, so a bundle that imports only other rules of this package pays nothing.
 */
function subjectLexicon(): Map<string, SubjectEntry> {
  if (lexicon) return lexicon;
  lexicon = new Map();
  for (const entry of ARTWORK_SUBJECTS) {
    for (const word of entry.words) {
      lexicon.set(word, entry);
      if (word.includes('-')) lexicon.set(word.replace(/-/g, ''), entry);
    }
  }
  return lexicon;
}

/** How many words (with their spellings) the lexicon knows. */
export function subjectLexiconSize(): number {
  return subjectLexicon().size;
}

/** Plurals that no suffix rule finds. */
const IRREGULAR: Record<string, string> = {
  mice: 'mouse',
  geese: 'goose',
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  oxen: 'ox',
  teeth: 'tooth',
  feet: 'foot',
  wolves: 'wolf',
  leaves: 'leaf',
  knives: 'knife',
  loaves: 'loaf',
  calves: 'calf',
  elves: 'elf',
  scarves: 'scarf',
  cacti: 'cactus',
  fungi: 'fungus',
  dice: 'dice',
  octopi: 'octopus',
  sheep: 'sheep',
  deer: 'deer',
  fish: 'fish',
  moose: 'moose',
  bison: 'bison',
  buffaloes: 'buffalo',
  tomatoes: 'tomato',
  potatoes: 'potato',
  mangoes: 'mango',
  volcanoes: 'volcano',
  heroes: 'hero',
};

/**
 * The singular of an English plural by the usual rules (berries → berry, boxes → box, sailboats →
 * sailboat) and a short list of irregular ones; other words come back as they are.
 */
export function singularWord(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (w.length <= 3 || w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('ves')) return `${w.slice(0, -3)}f`;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/** The subject a word names (as written, or its singular), if the engine knows it. */
export function lookupSubject(word: string): SubjectEntry | undefined {
  const w = word.toLowerCase();
  const words = subjectLexicon();
  return words.get(w) ?? words.get(singularWord(w)) ?? (w.endsWith('es') ? words.get(w.slice(0, -2)) : undefined);
}

/** Words that carry no thing to draw. */
const STOP_WORDS = /* @__PURE__ */ new Set(
  `a an the and or but nor of at in on onto into under over above below beneath behind beside besides between among amid around across along
  through toward towards to from by with within without near next against upon off out up down for via per than then as like
  is are was were be been being am has have had do does did can could will would should may might must shall
  it its it's this that these those there here where when while which who whom whose what how why
  i me my mine we us our ours you your yours he him his she her hers they them their theirs
  one two three four five six seven eight nine ten eleven twelve dozen hundred thousand many much more most some any all each every
  few several lots lot bunch group pair couple plenty
  very really quite rather too so just only also even still almost
  art artwork arts picture pictures image images painting paintings print prints poster posters canvas illustration illustrations drawing
  drawings photo photos photograph photography sketch render rendering piece wall decor style styled scene scenes view views
  portrait portraits design composition background foreground backdrop theme version kind sort type lots
  minimalist minimalism minimal abstract photorealistic photorealism realistic realism impressionist impressionism watercolor watercolour
  oil oils acrylic pastel vector digital cartoon graphic graphics pop modern contemporary vintage retro classic classical boho bohemian
  scandinavian japanese mid century
  something anything everything nothing thing things stuff
  time times day days today evening morning afternoon noon daytime nighttime twilight golden-hour hour season spring weather
  air atmosphere nature scenery light lights shadow shadows silhouette silhouettes reflection reflections detail details texture textures
  color colors colour colours tone tones shade shades hue hues palette`.split(/\s+/),
);

/** Adjectives, verbs and adverbs a prompt often carries that no suffix rule finds. */
const DESCRIBING_WORDS = /* @__PURE__ */ new Set(
  `big small large tiny little huge giant enormous massive tall short long wide narrow high low deep shallow thick thin flat round
  old new young ancient fresh pretty beautiful lovely nice cute sweet good great fine simple plain clean detailed elegant
  wild lone lonely single alone empty full open closed quiet loud slow fast distant far close near faraway nearby
  hot cold wet dry rainy windy cloudy sunny foggy misty stormy snowy icy frozen calm still rough smooth sharp
  soft hard light heavy dim lit glowing shiny rich bare lush green leafy rocky sandy grassy hilly snowcapped
  majestic mystic magic mythical epic exotic romantic rustic organic cosmic iconic poetic dramatic atmospheric cinematic fantastic
  surreal unreal vivid subtle muted bright dark pale deep neon faded moody
  sit sits sitting stand stands standing lie lies lying fly flies flying swim swims float floats sail sails
  run runs walk walks play plays rest rests sleep sleeps look looks watch watches gaze grow grows shine shines set sets rise rises
  lean leans hang hangs perch perched perches made make makes seen see drawn draw show shows feature features featuring
  together apart away alongside overhead beyond inside outside afar`.split(/\s+/),
);
const DESCRIBING_ENDINGS = /(ful|ous|ive|less|ish|ing|ed|ly|esque|ical|ary)$/;
/** Words that stand for a whole backdrop the engine always paints. */
const BACKDROP_WORDS = new Set(['sky', 'skies', 'horizon']);
/** "no sun", "without trees": the next word is left out. */
const NEGATIONS = new Set(['no', 'not', 'without']);
/** Number words: how many of the next subject to draw. */
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, few: 3, several: 3, many: 4 };
/** "a flock of birds", "a school of fish": how many, when "of" follows. */
const COLLECTIVES: Record<string, number> = { flock: 4, herd: 3, school: 3, pack: 3, swarm: 4, pod: 3, fleet: 4, pair: 2, couple: 2, bunch: 3, group: 3, family: 3 };
/**
 * Scenery words that `parseArtworkPrompt` has no motif for, drawn as the nearest one (a pond as
 * water, a desert as dunes, a village as a town).
 */
const MORE_SCENERY: Record<string, ArtworkMotif> = {
  pond: 'waves', lagoon: 'waves', bay: 'waves', harbour: 'waves', harbor: 'waves', shore: 'waves', shoreline: 'waves', seaside: 'waves',
  marina: 'waves', stream: 'waves', creek: 'waves', canal: 'waves', fjord: 'waves', reef: 'waves',
  desert: 'mountains', dune: 'mountains', dunes: 'mountains', meadow: 'mountains', meadows: 'mountains', field: 'mountains', fields: 'mountains',
  prairie: 'mountains', countryside: 'mountains', savanna: 'mountains', savannah: 'mountains', cliff: 'mountains', cliffs: 'mountains',
  canyon: 'mountains', glacier: 'mountains', iceberg: 'mountains', farm: 'mountains', island: 'waves',
  village: 'city', harbourfront: 'city', neighbourhood: 'city', neighborhood: 'city',
  park: 'forest', orchard: 'forest', rainforest: 'forest', branch: 'botanical', branches: 'botanical', bush: 'botanical', bushes: 'botanical',
  universe: 'stars', nebula: 'stars', sunbeam: 'sun', sunbeams: 'sun',
};

export interface PromptSubject {
  /** The prompt's own word, e.g. 'sailboats'. */
  word: string;
  entry: SubjectEntry;
  /** How many to draw: 1, or more for a plural or a number ("three boats"). */
  count: number;
  /** A colour named right before it ("a red boat"): #rrggbb. */
  colour?: string;
}

export interface SubjectReading {
  /** Things to draw as subjects, in the prompt's order, one per subject (the first mention). */
  subjects: PromptSubject[];
  /** Words drawn as scenery by the engine's motifs or backdrop (ocean, sunset, sky). */
  scenery: string[];
  /** Motifs for scenery words `parseArtworkPrompt` does not know (a pond is water). */
  motifs: ArtworkMotif[];
  /** Nouns the engine could not draw, in the prompt's order. */
  unknown: string[];
}

const colourOf = (words: string[]): string | undefined => parseArtworkPrompt(words.join(' ')).colours[0]?.hex;
const isColourWord = (word: string) => colourOf([word]) !== undefined;
const isMotifWord = (word: string) => parseArtworkPrompt(word).motifs.length > 0;
const isMoodWord = (word: string) => parseArtworkPrompt(word).moods.length > 0;
const isShade = (word: string) => ['light', 'pale', 'pastel', 'soft', 'dark', 'deep'].includes(word);

/** True for a word that describes rather than names (see the rules at the top of this file). */
function describes(word: string): boolean {
  if (DESCRIBING_WORDS.has(word) || isColourWord(word) || isMoodWord(word)) return true;
  return word.length >= 6 && DESCRIBING_ENDINGS.test(word);
}

/**
 * Sorts a prompt's words into subjects, scenery and nouns the engine cannot draw (rules at the top
 * of this file). Each word is reported once, as the prompt spells it (lower-cased).
 */
export function readArtworkSubjects(prompt: string): SubjectReading {
  const words = promptWords(prompt);
  const subjects: PromptSubject[] = [];
  const scenery: string[] = [];
  const motifs: ArtworkMotif[] = [];
  const unknown: string[] = [];
  const reported = new Set<string>();
  let count = 1;
  let colour: string | undefined;
  const reset = () => {
    count = 1;
    colour = undefined;
  };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (NEGATIONS.has(word)) {
      i += 1;
      reset();
      continue;
    }
    if (COUNTS[word] !== undefined && next !== undefined && !STOP_WORDS.has(next)) {
      count = COUNTS[word];
      continue;
    }
    if (COLLECTIVES[word] !== undefined && next === 'of') {
      count = COLLECTIVES[word];
      i += 1;
      continue;
    }
    if (STOP_WORDS.has(word) || word.length <= 1) continue;
    // Two words that name one thing: "polar bear", "palm tree", "ice cream", "green apple".
    const pair = next !== undefined ? subjectLexicon().get(`${word}${singularWord(next)}`) ?? subjectLexicon().get(`${word}${next}`) : undefined;
    const entry = pair ?? lookupSubject(word);
    const spelled = pair ? `${word} ${next as string}` : word;
    if (!pair) {
      const nextNamesThing = next !== undefined && !STOP_WORDS.has(next) && (lookupSubject(next) !== undefined || isMotifWord(next) || !describes(next));
      const shaded = isShade(word) && next !== undefined && isColourWord(next);
      if (shaded || (isColourWord(word) && (nextNamesThing || (next !== undefined && isColourWord(next))))) {
        // "a red boat": the colour of the thing that follows it.
        const named = shaded ? colourOf([word, next]) : colourOf([word]);
        if (named) colour = named;
        if (shaded) i += 1;
        continue;
      }
    }
    if (entry) {
      const last = pair ? (next as string) : word;
      const plural = singularWord(last) !== last && !ONE_THING_ENDING_IN_S.has(last);
      const many = count > 1 ? count : plural ? 3 : 1;
      const known = subjects.find((s) => s.entry === entry);
      if (known) known.count = Math.max(known.count, many);
      else subjects.push({ word: spelled, entry, count: many, ...(colour ? { colour } : {}) });
      reported.add(spelled);
      if (pair) i += 1;
      reset();
      continue;
    }
    reset();
    const more = MORE_SCENERY[word];
    if (isMotifWord(word) || BACKDROP_WORDS.has(word) || more) {
      if (more && !motifs.includes(more)) motifs.push(more);
      if (!reported.has(word)) scenery.push(word);
      reported.add(word);
      continue;
    }
    if (describes(word)) continue;
    if (!reported.has(word)) unknown.push(word);
    reported.add(word);
  }
  return { subjects, scenery, motifs, unknown };
}

/** Words whose singular rule would misread them: they name one thing (a glass, a compass, scissors). */
const ONE_THING_ENDING_IN_S = new Set(['glass', 'bus', 'compass', 'cactus', 'octopus', 'hippopotamus', 'rhinoceros', 'fungus', 'walrus', 'lotus', 'hibiscus', 'asparagus', 'bass', 'moss', 'chess', 'tennis', 'dress', 'scissors', 'glasses', 'sunglasses', 'jeans', 'fish', 'sheep', 'deer', 'moose', 'bison', 'dice', 'mattress', 'fortress', 'swiss', 'mantis', 'iris', 'ibis', 'platypus', 'sax']);
