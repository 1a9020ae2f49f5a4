/**
 * The procedural artist (docs/architecture.md#artwork-engines-behind-an-interface, docs/decisions/019 and 035): turns a prompt's motifs, moods,
 * colours and subjects and one of the four art styles of docs/product/studio.md#describe-it into an original vector
 * composition in the landing page's visual language (brand palette, soft gradients, brush strokes,
 * arches, Bauhaus blocks: scripts/media/lib/artworks.mjs). Pure and deterministic: the same
 * prompt, style, palette and seed give the same SVG text, so the same bytes once rendered.
 *
 * The seed's high bits (seed >>> 8) choose the palette's order (the family); the whole seed the
 * composition (layout.ts: one of six arrangements, so the four variations of one Generate, seeds
 * s … s + 3, are four different pictures) and the details.
 *
 * Things the prompt names that the engine knows (@wallart/imaging's subject lexicon) are drawn as
 * subjects (subjects.ts); the answer says which words were drawn and which nouns could not be.
 *
 * Renders must stay short (the event loop never waits on them: sharp renders in its own threads,
 * and this file only builds a string): one small tiled grain filter for Photorealistic, no other
 * filters, a few hundred shapes at most.
 */
import type { ArtStyle } from '@wallart/shared';
import {
  blob,
  brushStroke,
  buildPalette,
  createRng,
  fmt,
  hashText,
  linear,
  mixHex,
  parseArtworkPrompt,
  radial,
  readArtworkSubjects,
  type ArtworkMotif,
  type Palette,
  type PathPoint as Point,
} from '@wallart/imaging';
import { arrangementFor, makeLayout, type Layout } from './layout';
import { background, DRAW_MOTIF, geometric } from './motifs';
import { LOOKS, accent, type Ctx, type Look } from './scene';
import { subjectIcon } from './subject-icons';
import { drawSubjects, MAX_SUBJECTS, type DrawableSubject } from './subjects';

/** Credited in every SVG that draws a subject. */
export const SUBJECT_CREDIT = '<!-- Subjects after Fluent Emoji Flat, (c) Microsoft Corporation, MIT licence -->';

/** Generated artwork is square: its vector source prints at any canvas size. */
export const ARTWORK_SIZE = 1024;

export interface ArtworkRequest {
  prompt: string;
  style: ArtStyle;
  palette?: string[] | undefined;
  seed: number;
}

/** What the engine made of a prompt's words (the generate answer's `drawn` and `notDrawn`). */
export interface PromptDrawing {
  /** The prompt's words drawn as scenery or subjects, in its order. */
  drawn: string[];
  /** Nouns it names that the engine could not draw. */
  notDrawn: string[];
}

export interface ComposedArtwork extends PromptDrawing {
  svg: string;
}

const SKY: ArtworkMotif[] = ['stars', 'sun', 'moon'];
const LANDSCAPE: ArtworkMotif[] = ['mountains', 'city', 'forest', 'waves'];
/** Scenes for a prompt that names no motif and no subject, chosen by the seed's family. */
const DEFAULT_SCENES: ArtworkMotif[][] = [
  ['sun', 'mountains'],
  ['sun', 'waves'],
  ['botanical'],
  ['geometric'],
  ['mountains', 'forest'],
  ['flowers'],
  ['moon', 'waves'],
  ['sun', 'city'],
];
/** Back to front. */
const ORDER: ArtworkMotif[] = ['geometric', 'stars', 'sun', 'moon', 'mountains', 'city', 'forest', 'waves', 'botanical', 'flowers'];

/** The prompt as the seed hash sees it: its words, so spacing and capitals do not change the picture. */
export function artworkKey(request: Omit<ArtworkRequest, 'seed'>, words: string[]): number {
  return hashText(`${words.join(' ')}|${request.style}|${(request.palette ?? []).join(',').toLowerCase()}`);
}

interface Reading {
  motifs: ArtworkMotif[];
  subjects: DrawableSubject[];
  drawing: PromptDrawing;
}

/** The prompt's motifs and drawable subjects, and what to tell the customer about its words. */
function readPrompt(prompt: string): Reading & { parsed: ReturnType<typeof parseArtworkPrompt> } {
  const parsed = parseArtworkPrompt(prompt);
  const reading = readArtworkSubjects(prompt);
  // Scenery from the words that are not subjects: "tulips" are drawn as tulips, not also as a flower bed;
  // "a tree" as one tree, not a forest.
  const subjectWords = new Set(reading.subjects.flatMap((s) => s.word.split(' ')));
  const motifs = parseArtworkPrompt(parsed.words.filter((w) => !subjectWords.has(w)).join(' ')).motifs;
  for (const m of reading.motifs) if (!motifs.includes(m)) motifs.push(m);
  const subjects: DrawableSubject[] = [];
  const notDrawn = [...reading.unknown];
  for (const subject of reading.subjects) {
    const icon = subjectIcon(subject.entry.icon);
    if (icon && subjects.length < MAX_SUBJECTS) subjects.push({ subject, icon });
    else notDrawn.push(subject.word);
  }
  // Drawn, in the prompt's order: scenery words and subjects.
  const words = parsed.words.join(' ');
  const drawn = [...reading.scenery, ...subjects.map((s) => s.subject.word)].sort((a, b) => words.indexOf(a) - words.indexOf(b));
  return { parsed, motifs, subjects, drawing: { drawn, notDrawn } };
}

/** What the procedural engine draws of a prompt, without drawing it (the same for every seed and style). */
export function readArtworkPrompt(prompt: string): PromptDrawing {
  return readPrompt(prompt).drawing;
}

/** The palette with the layout's emphasis: the accents rotated, the colours the customer named staying first. */
function emphasise(pal: Palette, layout: Layout, named: number): Palette {
  const keep = Math.min(named, pal.accents.length - 1);
  const rest = pal.accents.slice(keep);
  const turn = layout.emphasis % Math.max(1, rest.length);
  return { ...pal, accents: [...pal.accents.slice(0, keep), ...rest.slice(turn), ...rest.slice(0, turn)] };
}

/** A wall and floor for a still life or portrait, with a shape behind the subject that the arrangement picks. */
function stage(c: Ctx): string {
  const { w, h, s, pal, layout } = c;
  const floor = c.horizon ?? h;
  const wall = pal.dark ? mixHex(pal.bg, accent(c, 0), 0.15) : mixHex(accent(c, 0), '#ffffff', c.look === 'minimal' ? 0.82 : 0.62);
  const ground = pal.dark ? mixHex(pal.ink, accent(c, 1), 0.3) : mixHex(accent(c, 1), pal.ink, c.look === 'minimal' ? 0.1 : 0.25);
  let out = '';
  if (c.look === 'depth') {
    c.defs.push(linear('wall', [[0, mixHex(wall, pal.ink, 0.18)], [0.7, wall], [1, mixHex(wall, pal.light, 0.3)]]));
    c.defs.push(linear('floor', [[0, mixHex(ground, pal.light, 0.15)], [1, mixHex(ground, pal.ink, 0.35)]]));
    out += `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${fmt(floor)}" width="${w}" height="${fmt(h - floor + 2)}" fill="url(#floor)"/>`;
  } else {
    out += `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="${fmt(floor)}" width="${w}" height="${fmt(h - floor + 2)}" fill="${ground}"/>`;
  }
  // Abstract: a loose blob and two brush strokes across the wall, behind the subjects.
  if (c.look === 'paint') {
    out += `<path d="${blob(c.rng, w * (1 - layout.focusX), floor * 0.45, s * 0.22, 0.35)}" fill="${accent(c, 3)}" opacity="0.5"/>`;
    for (let i = 0; i < 2; i += 1) {
      const y = floor * (0.22 + 0.4 * i) + c.rng.range(-0.05, 0.05) * h;
      const pts: Point[] = [0, 1, 2, 3, 4].map((k) => [w * (-0.05 + k * 0.27), y + c.rng.range(-0.06, 0.06) * h] as const);
      const col = accent(c, i + 2);
      out += brushStroke(c.rng, pts, s * c.rng.range(0.04, 0.07), col, [mixHex(col, '#ffffff', 0.2), mixHex(col, '#000000', 0.18)], 0.8);
    }
  }
  const disc = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"/>`;
  const shape = c.look === 'minimal' ? mixHex(pal.sun, wall, 0.2) : pal.dark ? mixHex(pal.light, accent(c, 0), 0.25) : mixHex(pal.sun, accent(c, 2), 0.25);
  switch (layout.arrangement) {
    case 'big-sky':
    case 'framed':
      out += disc(w * layout.focusX, floor - s * 0.34, s * 0.3, shape);
      break;
    case 'centred':
      for (let i = 3; i >= 1; i -= 1) out += disc(w / 2, floor - s * 0.3, s * (0.1 + i * 0.1), mixHex(shape, wall, (i - 1) * 0.3));
      break;
    case 'foreground': {
      // A tall arched window on the far side.
      const ww = w * 0.3;
      const x = w * (1 - layout.focusX) - ww / 2;
      const top = h * 0.12;
      out += `<path d="M${fmt(x)},${fmt(floor)} L${fmt(x)},${fmt(top + ww / 2)} A${fmt(ww / 2)},${fmt(ww / 2)} 0 0 1 ${fmt(x + ww)},${fmt(top + ww / 2)} L${fmt(x + ww)},${fmt(floor)}Z" fill="${shape}"/>`;
      break;
    }
    case 'panorama':
      // A long shelf of colour behind a small subject: room to breathe.
      out += `<rect y="${fmt(floor - h * 0.34)}" width="${w}" height="${fmt(h * 0.16)}" fill="${mixHex(shape, wall, 0.35)}"/>`;
      break;
    case 'close-up':
      // Two tones split behind a subject that fills the picture.
      out += `<rect x="${fmt(w * (layout.focusX < 0.5 ? 0.55 : 0))}" width="${fmt(w * 0.45)}" height="${h}" fill="${mixHex(shape, wall, 0.3)}"/>`;
      break;
  }
  return out;
}

/** Light, air and grain for Photorealistic: a haze on the horizon, a vignette, film grain (a 64 px tile of noise, cheap to render). */
function atmosphere(c: Ctx, W: number, H: number): { scene: string; overlay: string } {
  const { pal } = c;
  let out = '';
  if (c.horizon !== null) {
    c.defs.push(linear('air', [[0, pal.light, 0], [0.5, pal.light, pal.dark ? 0.12 : 0.3], [1, pal.light, 0]]));
    out += `<rect y="${fmt(c.horizon - c.h * 0.1)}" width="${c.w}" height="${fmt(c.h * 0.2)}" fill="url(#air)"/>`;
  }
  c.defs.push(radial('vignette', [[0.55, pal.ink, 0], [1, pal.ink, pal.dark ? 0.55 : 0.38]], 0.5, 0.5, 0.75));
  c.defs.push(
    '<filter id="grain" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="1" seed="7" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.55 0"/></filter><pattern id="grainTile" width="64" height="64" patternUnits="userSpaceOnUse"><rect width="64" height="64" filter="url(#grain)"/></pattern>',
  );
  return { scene: out, overlay: `<rect width="${W}" height="${H}" fill="url(#vignette)"/><rect width="${W}" height="${H}" fill="url(#grainTile)" opacity="0.35"/>` };
}

/** A frame around the scene: Minimalist's arch, circle or panel (by arrangement), or a circle window for the 'framed' arrangement. */
interface Frame {
  shape: 'arch' | 'circle' | 'rect' | 'none';
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Minimalist's one bold shape behind its frame, by arrangement: a sun disc, a block, a second arch. */
function backing(c: Ctx, frame: Frame, W: number, H: number): string {
  const tone = mixHex(accent(c, 2), c.pal.bg, c.pal.dark ? 0.3 : 0.35);
  switch (c.layout.arrangement) {
    case 'foreground':
      return `<circle cx="${fmt(c.layout.focusX > 0.5 ? W * 0.22 : W * 0.78)}" cy="${fmt(H * 0.36)}" r="${fmt(W * 0.16)}" fill="${c.pal.sun}"/>`;
    case 'panorama':
      return `<rect x="${fmt(frame.x + frame.w * 0.55)}" y="${fmt(frame.y - H * 0.08)}" width="${fmt(frame.w * 0.35)}" height="${fmt(frame.h + H * 0.16)}" fill="${tone}"/>`;
    case 'centred':
      return `<rect x="0" y="${fmt(frame.y + frame.h * 0.62)}" width="${W}" height="${fmt(H - frame.y - frame.h * 0.62)}" fill="${tone}"/>`;
    case 'framed': {
      const r = frame.w / 2;
      const x = c.layout.focusX > 0.5 ? frame.x - frame.w * 0.45 : frame.x + frame.w * 0.45;
      return `<path d="M${fmt(x)},${fmt(frame.y + frame.h + H * 0.04)} L${fmt(x)},${fmt(frame.y + H * 0.08 + r)} A${fmt(r)},${fmt(r)} 0 0 1 ${fmt(x + frame.w)},${fmt(frame.y + H * 0.08 + r)} L${fmt(x + frame.w)},${fmt(frame.y + frame.h + H * 0.04)}Z" fill="${tone}"/>`;
    }
    case 'big-sky':
      return `<rect x="0" y="${fmt(frame.y + frame.h)}" width="${W}" height="${fmt(H - frame.y - frame.h)}" fill="${tone}"/>`;
    default:
      return '';
  }
}

function frameFor(look: Look, layout: Layout, W: number, H: number): Frame {
  const f = (shape: Frame['shape'], x: number, y: number, w: number, h: number): Frame => ({ shape, x: x * W, y: y * H, w: w * W, h: h * H });
  if (look === 'minimal') {
    switch (layout.arrangement) {
      case 'big-sky':
        return f('arch', 0.2, 0.12, 0.6, 0.74);
      case 'foreground':
        // A tall panel to one side, a large sun on the other.
        return f('rect', layout.focusX > 0.5 ? 0.42 : 0.08, 0.06, 0.5, 0.86);
      case 'centred':
        return f('circle', 0.16, 0.14, 0.68, 0.68);
      case 'panorama':
        return f('rect', 0.1, 0.22, 0.8, 0.52);
      case 'framed':
        // A narrow arch off to one side, its twin in a tint behind it.
        return f('arch', layout.focusX > 0.5 ? 0.4 : 0.14, 0.1, 0.42, 0.76);
      case 'close-up':
        return f('arch', 0.12, 0.08, 0.76, 0.8);
    }
  }
  if (layout.arrangement === 'framed') return f('circle', 0.09, 0.09, 0.82, 0.82);
  return f('none', 0, 0, 1, 1);
}

/** The SVG source of one artwork and what it drew of the prompt (ARTWORK_SIZE square, viewBox so it scales to any size). */
export function composeArtwork(request: ArtworkRequest): ComposedArtwork {
  const { parsed, motifs: namedMotifs, subjects, drawing } = readPrompt(request.prompt);
  const key = artworkKey(request, parsed.words);
  const seed = request.seed >>> 0;
  const fam = createRng((key ^ Math.imul((seed >>> 8) + 1, 0x9e3779b1)) >>> 0);
  const rng = createRng((key ^ Math.imul(seed + 1, 0x85ebca6b) ^ 0x5bd1e995) >>> 0);
  const lay = createRng((key ^ Math.imul(seed + 7, 0xc2b2ae35) ^ 0x27d4eb2f) >>> 0);
  const look = LOOKS[request.style];
  const layout = makeLayout(arrangementFor(key, seed), lay, seed);
  // A colour named for a subject ("a red boat") is the subject's; the others lead the palette.
  const own = new Set(subjects.map((s) => s.subject.colour));
  const named = parsed.colours.map((c) => c.hex).filter((hex) => !own.has(hex));
  const namedCount = request.palette && request.palette.length > 0 ? request.palette.length : named.length;
  const pal = emphasise(buildPalette({ moods: parsed.moods, named, chosen: request.palette }, fam), layout, namedCount);

  let motifs: ArtworkMotif[] = namedMotifs.length > 0 || subjects.length > 0 ? [...namedMotifs] : [...fam.pick(DEFAULT_SCENES)];
  if (pal.dark && namedMotifs.length === 0 && subjects.length === 0 && motifs.includes('sun')) motifs = motifs.map((m) => (m === 'sun' ? 'moon' : m));
  const places = new Set(subjects.map((s) => s.subject.entry.place));
  // Boats and fish need water; things that fly, a land under them.
  if (places.has('water') && !motifs.includes('waves')) motifs.push('waves');
  if (pal.dark && motifs.some((m) => LANDSCAPE.includes(m)) && !motifs.includes('stars') && look !== 'minimal' && fam.chance(0.7)) motifs.push('stars');
  const hasSkyThing = motifs.some((m) => SKY.includes(m)) || places.has('sky');
  // A sun or moon alone still stands over a land: low hills (dunes in warm colours).
  if (hasSkyThing && !motifs.some((m) => LANDSCAPE.includes(m)) && !places.has('ground') && !places.has('still')) motifs.push('mountains');
  const hasLandscape = motifs.some((m) => LANDSCAPE.includes(m));
  // Subjects without scenery stand on a stage: a wall and a floor (a portrait, a still life).
  const onStage = !hasLandscape && subjects.length > 0;

  const W = ARTWORK_SIZE;
  const H = ARTWORK_SIZE;
  const frame = frameFor(look, layout, W, H);
  const w = frame.w;
  const h = frame.h;
  const floor = layout.arrangement === 'close-up' ? 0.88 : layout.arrangement === 'foreground' ? 0.74 : layout.arrangement === 'panorama' ? 0.8 : 0.78;
  const horizon = hasLandscape ? h * layout.horizon : onStage ? h * floor : null;
  const c: Ctx = { rng, lay, layout, w, h, s: Math.min(w, h), pal, look, horizon, defs: [] };

  const onlyPattern = motifs.length > 0 && motifs.every((m) => m === 'geometric') && subjects.length === 0;
  const drawn = drawSubjects(c, subjects, { stage: onStage, hasWater: motifs.includes('waves') });
  let scene = onStage ? stage(c) : onlyPattern ? '' : background(c, motifs);
  for (const motif of ORDER) {
    if (!motifs.includes(motif)) continue;
    scene += motif === 'geometric' ? geometric(c, !onlyPattern) : DRAW_MOTIF[motif](c);
  }
  // Things in the air fly in front of the hills (a high horizon leaves them little sky), behind what stands on the land.
  scene += drawn.sky;
  scene += drawn.land + drawn.front;
  if (onlyPattern && look === 'paint') scene += background(c, []).replace(/^<rect[^>]*\/>/, '');

  let overlay = '';
  if (look === 'depth') {
    const air = atmosphere(c, W, H);
    scene += air.scene;
    overlay = air.overlay;
  }

  let body = scene;
  if (frame.shape !== 'none') {
    // The wall around the frame takes a hint of the leading colour, so each variation's emphasis shows.
    const ground = pal.dark ? mixHex(pal.bg, accent(c, 0), 0.12) : mixHex(mixHex(pal.bg, pal.bg2, 0.5), accent(c, 0), 0.16);
    let outline: string;
    if (frame.shape === 'arch') {
      const r = w / 2;
      outline = `<path d="M0,${fmt(h)} L0,${fmt(r)} A${fmt(r)},${fmt(r)} 0 0 1 ${fmt(w)},${fmt(r)} L${fmt(w)},${fmt(h)}Z"/>`;
    } else if (frame.shape === 'circle') {
      outline = `<circle cx="${fmt(w / 2)}" cy="${fmt(h / 2)}" r="${fmt(Math.min(w, h) / 2)}"/>`;
    } else {
      outline = `<rect width="${fmt(w)}" height="${fmt(h)}"/>`;
    }
    c.defs.push(`<clipPath id="frame">${outline}</clipPath>`);
    const line = frame.shape === 'circle' ? '' : `<rect x="${fmt(Math.max(W * 0.08, frame.x - W * 0.08))}" y="${fmt(frame.y + h)}" width="${fmt(Math.min(W * 0.84, w + W * 0.16))}" height="${fmt(H * 0.005)}" fill="${pal.ink}" opacity="0.6"/>`;
    const ring = frame.shape === 'circle' && look !== 'minimal' ? `<circle cx="${fmt(frame.x + w / 2)}" cy="${fmt(frame.y + h / 2)}" r="${fmt(Math.min(w, h) / 2 + W * 0.012)}" fill="none" stroke="${accent(c, 2)}" stroke-width="${fmt(W * 0.008)}"/>` : '';
    body = `<rect width="${W}" height="${H}" fill="${ground}"/>${look === 'minimal' ? backing(c, frame, W, H) : ''}${ring}<g transform="translate(${fmt(frame.x)} ${fmt(frame.y)})"><g clip-path="url(#frame)">${scene}</g></g>${line}`;
  }
  // The subjects' drawings are Microsoft's (MIT); the print master says so (decision 035).
  const credit = subjects.length > 0 ? SUBJECT_CREDIT : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${credit}<defs>${c.defs.join('')}</defs>${body}${overlay}</svg>`;
  return { svg, ...drawing };
}

/** The SVG source of one artwork (see composeArtwork). */
export function composeArtworkSvg(request: ArtworkRequest): string {
  return composeArtwork(request).svg;
}
