import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The Unicode fonts of the invoice (decision 028): Noto Sans (Latin, Greek, Cyrillic, Vietnamese),
 * Noto Sans Sinhala and Noto Sans Tamil, regular and bold, static TTF files from the
 * `@expo-google-fonts/*` packages. They are found in node_modules from the running file, so from
 * src (tsx, vitest) and from the esbuild bundle in dist alike. PDFKit embeds only the glyphs used.
 */
const resolveFromHere = createRequire(import.meta.url).resolve;

const FILES = {
  regular: [
    '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    '@expo-google-fonts/noto-sans-sinhala/400Regular/NotoSansSinhala_400Regular.ttf',
    '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
  ],
  bold: [
    '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    '@expo-google-fonts/noto-sans-sinhala/700Bold/NotoSansSinhala_700Bold.ttf',
    '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
  ],
} as const;

export type InvoiceWeight = keyof typeof FILES;

/** One embedded font: the name it is registered under in a document, its file, what it covers. */
export interface InvoiceFont {
  name: string;
  file: Buffer;
  /** The parsed font, shared by every document of this process (see `useInvoiceFonts`). */
  font: fontkit.Font;
  /** Height above the baseline, in thousandths of the font size. */
  ascender: number;
  has(codePoint: number): boolean;
}

/** A piece of text written in one font. */
export interface TextRun {
  font: string;
  text: string;
}

/** Shown for a character that no embedded font has (an emoji, a Chinese character…). */
export const REPLACEMENT = '\uFFFD';

let loaded: Record<InvoiceWeight, InvoiceFont[]> | undefined;

/** The fonts of each weight, the first (Noto Sans) first; read from disk once per process. */
export function invoiceFonts(): Record<InvoiceWeight, InvoiceFont[]> {
  loaded ??= {
    regular: FILES.regular.map((spec) => openFont(spec)),
    bold: FILES.bold.map((spec) => openFont(spec)),
  };
  return loaded;
}

function openFont(spec: string): InvoiceFont {
  const file = fs.readFileSync(resolveFromHere(spec));
  const font = fontkit.create(file);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${spec} is a font collection, not a font`);
  return {
    name: font.postscriptName,
    file,
    font,
    ascender: (font.ascent / font.unitsPerEm) * 1000,
    has: (codePoint) => font.hasGlyphForCodePoint(codePoint),
  };
}

/** What `useInvoiceFonts` reaches of a PDFKit document beyond its typed API (PDFKit 0.17). */
interface DocumentFonts {
  _fontFamilies?: Record<string, unknown>;
  _fontCount?: number;
  _font?: { constructor: new (document: PDFKit.PDFDocument, font: fontkit.Font, id: string) => { layoutCache?: object } };
}

/**
 * Shaped words by font, shared by the invoices of this process (PDFKit keeps one such cache per
 * document). A cached word holds glyph ids and scaled positions only; each document still puts
 * the glyphs it writes into its own subset. Started afresh past MAX_SHARED_WORDS.
 */
const sharedLayouts = new Map<string, object>();
const MAX_SHARED_WORDS = 5000;

function layoutCacheFor(fontName: string): object {
  let cache = sharedLayouts.get(fontName);
  if (!cache || Object.keys(cache).length > MAX_SHARED_WORDS) {
    cache = Object.create(null) as object;
    sharedLayouts.set(fontName, cache);
  }
  return cache;
}

let EmbeddedFont: NonNullable<DocumentFonts['_font']>['constructor'] | null | undefined;

/** PDFKit's class of an embedded font, taken from a font it opens once (it is not exported). */
function embeddedFontClass(sample: InvoiceFont): typeof EmbeddedFont {
  if (EmbeddedFont === undefined) {
    const probe = new PDFDocument({ autoFirstPage: false });
    probe.registerFont(sample.name, sample.file);
    probe.font(sample.name);
    EmbeddedFont = (probe as unknown as DocumentFonts)._font?.constructor ?? null;
  }
  return EmbeddedFont;
}

/**
 * Makes `fonts` usable by name in `doc`. PDFKit opens a registered font anew for every document,
 * and a fresh font parses its shaping tables on first use: about 90 ms of CPU per invoice with
 * Noto Sans, on the event loop. Here each document gets its own embedded font (its own subset of
 * glyphs) over the font parsed once per process, and words already shaped are not shaped again. Should PDFKit's internals change, the fonts are
 * simply registered and opened per document as before: slower, never wrong.
 */
export function useInvoiceFonts(doc: PDFKit.PDFDocument, fonts: readonly InvoiceFont[]): void {
  for (const font of fonts) doc.registerFont(font.name, font.file);
  const internals = doc as unknown as DocumentFonts;
  const Embedded = fonts[0] && embeddedFontClass(fonts[0]);
  if (!Embedded || !internals._fontFamilies || typeof internals._fontCount !== 'number') return;
  for (const font of fonts) {
    internals._fontCount += 1;
    const embedded = new Embedded(doc, font.font, `F${internals._fontCount}`);
    if (embedded.layoutCache) embedded.layoutCache = layoutCacheFor(font.name);
    internals._fontFamilies[font.name] = embedded;
  }
}

// Marks and format characters (ZWJ, ZWNJ, variation selectors) belong to the letter before them:
// shaping a Sinhala conjunct needs them in the same run and font as that letter.
const JOINS_PREVIOUS = /^[\p{M}\p{Cf}]$/u;
// Letters take the first font that has them, so Latin stays in Noto Sans. Spaces, digits and
// punctuation, which every font has, stay in the run they are in ('කොළඹ 07' is one run).
const LETTER = /^\p{L}$/u;

/**
 * Splits a string into runs by the first of `fonts` that has each character (PDFKit has no glyph
 * fallback of its own). A character that none has becomes REPLACEMENT, in the first font that has
 * that; an unknown mark or format character (an emoji's variation selector) is dropped.
 */
export function splitIntoRuns(text: string, fonts: readonly InvoiceFont[]): TextRun[] {
  const runs: TextRun[] = [];
  const replacementFont = fonts.find((f) => f.has(REPLACEMENT.codePointAt(0)!));
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    const current = runs.at(-1);
    const currentFont = current && fonts.find((f) => f.name === current.font);
    let font: InvoiceFont | undefined;
    let out = char;
    if (currentFont && (JOINS_PREVIOUS.test(char) || !LETTER.test(char)) && currentFont.has(cp)) font = currentFont;
    else font = fonts.find((f) => f.has(cp));
    if (!font) {
      if (JOINS_PREVIOUS.test(char)) continue;
      font = replacementFont ?? fonts[0]!;
      out = replacementFont ? REPLACEMENT : '?';
    }
    if (current && current.font === font.name) current.text += out;
    else runs.push({ font: font.name, text: out });
  }
  return runs;
}
