/**
 * The prompt's subjects in the picture (issue 20, docs/decisions/035): each icon restyled to the
 * palette and the look (flat tones for Color Scheme, a two-tone silhouette for Minimalist, an
 * off-register print for Abstract, shading, a cast shadow, a reflection and haze for
 * Photorealistic), and placed by the layout — on the land or the water at a depth (farther is
 * smaller and hazier), in the air, or on a ledge in front of the view.
 */
import { fmt, linear, mixHex, radial, type PromptSubject, type SubjectSize } from '@wallart/imaging';
import { accent, type Ctx } from './scene';
import { ICON_GRID, lightness, paletteRecolour, recolourIcon, type SubjectIcon } from './subject-icons';

/** At most this many different subjects in one picture (the rest are reported as not drawn). */
export const MAX_SUBJECTS = 4;
/** Big water creatures that swim low in the water (boats, birds and small fish, leaping, show more). */
const SWIMMERS = new Set(['whale', 'spouting-whale', 'dolphin', 'shark', 'octopus', 'squid', 'seal']);
/** At most this many copies of one subject ("sailboats"). */
const MAX_COPIES = 4;

export interface DrawableSubject {
  subject: PromptSubject;
  icon: SubjectIcon;
}

/** A subject's size in a landscape, as a fraction of the picture's shorter side, before depth and layout. */
const SIZE: Record<SubjectSize, number> = { large: 0.42, medium: 0.3, small: 0.2 };
/** In a still life or portrait the first subject fills the picture; the others keep their proportion to it. */
const STAGE_SIZE: Record<string, number> = { 'big-sky': 0.5, foreground: 0.6, centred: 0.54, panorama: 0.34, framed: 0.5, 'close-up': 0.92 };

interface Placement {
  /** Centre x and the line the icon stands on (its foot), in scene pixels. */
  x: number;
  y: number;
  size: number;
  /** 0 far … 1 near: haze, shadow strength. */
  depth: number;
  flip: boolean;
  onWater: boolean;
}

/** The <defs> of one subject in the current look: its restyled drawing and, per look, a silhouette. */
function defineSubject(c: Ctx, item: DrawableSubject, index: number, stage: boolean): { id: string; colour: string } {
  const { pal, look } = c;
  const id = `sj${index}`;
  // The subject's colour: the one its words named ("a red boat"), else the sun's warm colour for the first
  // (warm against the cooler land and water), and the layout's accents for the others.
  const colour = item.subject.colour ?? (index === 0 && !pal.dark ? pal.sun : accent(c, index + (pal.dark ? 3 : 0)));
  const second = accent(c, index + 2) === colour ? accent(c, index + 3) : accent(c, index + 2);
  const light = pal.dark ? mixHex(pal.light, colour, 0.2) : mixHex(pal.light, '#ffffff', 0.3);
  const ink = pal.dark ? mixHex(pal.ink, '#000000', 0.3) : pal.ink;
  let body: string;
  if (look === 'minimal') {
    // Three quiet tones: the shape in ink (or its named colour), a tint of it, and the ground's colour.
    // On a stage, ink (or the lead colour, by emphasis); out in a landscape the warm sun colour, which
    // stands out from the land and water.
    const shape = item.subject.colour ?? (!stage ? (pal.dark ? pal.light : pal.sun) : c.layout.emphasis % 2 === 0 ? pal.ink : mixHex(accent(c, 0), pal.ink, 0.35));
    const hole = pal.dark ? pal.bg : mixHex(pal.bg, pal.bg2, 0.4);
    // The part that covers most is the shape; darker parts join it, much lighter ones open in it.
    const mid = mixHex(shape, hole, 0.6);
    const bodyColour = item.icon.colours.find((hex) => lightness(hex) > 0.2 && lightness(hex) < 0.9) ?? item.icon.colours[0] ?? '#000000';
    const bodyLight = lightness(bodyColour);
    body = recolourIcon(item.icon, (hex) => {
      const l = lightness(hex);
      return l <= bodyLight + 0.04 ? shape : l > bodyLight + 0.16 ? hole : mid;
    });
  } else {
    body = recolourIcon(item.icon, paletteRecolour(item.icon, { main: colour, second, ink, light }, look === 'flat' ? 3 : undefined));
  }
  c.defs.push(`<g id="${id}">${body}</g>`);
  if (look === 'depth') {
    // Volume: each part lit from the top left and shaded to the bottom right; and a hazy copy for distance.
    c.defs.push(`<g id="${id}v" fill="url(#vol)">${recolourIcon(item.icon, () => 'url(#vol)')}</g>`);
    c.defs.push(`<g id="${id}h">${recolourIcon(item.icon, () => pal.dark ? pal.bg2 : mixHex(pal.bg, pal.light, 0.5))}</g>`);
  }
  if (look === 'paint') {
    // An off-register print: the silhouette in another colour, a little aside.
    c.defs.push(`<g id="${id}o">${recolourIcon(item.icon, () => second)}</g>`);
  }
  return { id, colour };
}

/** Where each copy of each subject goes (see the top of this file). */
function placements(c: Ctx, items: DrawableSubject[], stage: boolean, hasWater: boolean): Placement[][] {
  const { w, h, s, layout } = c;
  const horizon = c.horizon ?? h * 0.78;
  const xs = [layout.focusX, 1 - layout.focusX + (layout.focusX === 0.5 ? 0.28 : 0), layout.focusX < 0.5 ? 0.84 : 0.16, 0.5];
  const placed = items.map((item, index) => {
    const { entry, count } = item.subject;
    const copies = Math.min(stage ? (index === 0 ? 3 : 2) : MAX_COPIES, count);
    const out: Placement[] = [];
    for (let k = 0; k < copies; k += 1) {
      const flip = k % 2 === 1 ? !layout.flip : layout.flip;
      const spread = (k === 0 ? 0 : (k % 2 ? 1 : -1) * (0.16 + 0.07 * k)) + c.rng.range(-0.03, 0.03);
      const x = w * Math.min(0.92, Math.max(0.08, (xs[index] ?? 0.5) + spread));
      if (stage) {
        out.push({ x: 0, y: 0, size: 0, depth: 1, flip, onWater: false }); // placed below, as a row
        continue;
      }
      if (entry.place === 'sky') {
        // In the sky above the horizon, however high the layout puts it.
        const size = Math.min(s * SIZE[entry.size] * Math.min(1.6, layout.scale) * 1.1 * (k === 0 ? 1 : 0.7), Math.max(horizon * 0.8, s * 0.12));
        const centre = Math.min(horizon * (0.3 + 0.35 * c.lay.next()) + (k > 0 ? s * 0.05 * k : 0), horizon - size * 0.3);
        out.push({ x, y: Math.max(size * 0.55, centre) + size / 2, size, depth: 0.6, flip, onWater: false });
        continue;
      }
      if (entry.place === 'still') {
        // On the ledge in front of the view (drawn by `ledge`).
        const size = s * 0.26 * Math.min(1.6, layout.scale) * (k === 0 ? 1 : 0.8);
        out.push({ x, y: h * 0.93, size, depth: 1, flip, onWater: false });
        continue;
      }
      // On the land or the water: farther copies higher, smaller and hazier.
      const depth = Math.max(0.04, Math.min(1, layout.depth - k * 0.18 + (index > 0 ? -0.06 : 0)));
      const perspective = 0.55 + 0.6 * depth;
      const size = Math.min(s * 0.9, s * SIZE[entry.size] * layout.scale * perspective);
      const y = layout.arrangement === 'close-up' && k === 0 ? h + size * 0.12 : horizon + (h - horizon) * (0.03 + depth * 0.8);
      out.push({ x, y, size, depth, flip, onWater: hasWater && entry.place === 'water' });
    }
    return out;
  });
  if (stage) arrangeOnStage(c, items, placed);
  return placed;
}

/**
 * A still life or portrait: the subjects in a row on the floor, the first one large where the
 * layout puts the focus and the others beside it in proportion, all scaled down together when the
 * row would not fit.
 */
function arrangeOnStage(c: Ctx, items: DrawableSubject[], placed: Placement[][]): void {
  const { w, s, layout } = c;
  const floor = c.horizon ?? c.h * 0.78;
  const firstSize = SIZE[items[0]?.subject.entry.size ?? 'medium'];
  const slots: Placement[] = [];
  const order: Placement[] = [];
  items.forEach((item, index) => {
    (placed[index] ?? []).forEach((p, k) => {
      const ratio = Math.min(1.5, Math.max(0.4, SIZE[item.subject.entry.size] / firstSize));
      // Minimalism keeps room around even a close-up.
      const stageSize = (STAGE_SIZE[layout.arrangement] ?? 0.5) * (c.look === 'minimal' && layout.arrangement === 'close-up' ? 0.75 : 1);
      p.size = s * stageSize * (index === 0 ? 1 : ratio * 0.8) * (k === 0 ? 1 : 0.75);
      if (item.subject.entry.place === 'sky') return;
      // The main subject first, the others alternately to its right and left.
      if (slots.length % 2 === 0) order.push(p);
      else order.unshift(p);
      slots.push(p);
    });
  });
  // More than three in a row: the rest stand in a row behind, smaller (a still life has depth).
  const back = order.length > 3 ? order.filter((p) => p !== slots[0]).slice(2) : [];
  for (const p of back) {
    order.splice(order.indexOf(p), 1);
    p.size *= 0.78;
    p.depth = 0.9;
  }
  const gap = s * 0.015;
  const width = (p: Placement) => p.size * 0.82;
  const total = order.reduce((sum, p) => sum + width(p) + gap, -gap);
  const fit = layout.arrangement === 'close-up' ? 1 : Math.min(1, (w * 0.94) / Math.max(1, total));
  for (const p of slots) p.size *= fit;
  const main = slots[0];
  let x = 0;
  for (const p of order) {
    p.x = x + width(p) / 2;
    x += width(p) + gap;
  }
  const row = x - gap;
  let shift = main ? w * layout.focusX - main.x : (w - row) / 2;
  if (layout.arrangement !== 'close-up') shift = Math.min(Math.max(shift, w * 0.03), w * 0.97 - row);
  for (const p of order) {
    p.x += shift;
    p.y = floor + (layout.arrangement === 'close-up' && p === main ? p.size * 0.18 : 0);
  }
  back.forEach((p, i) => {
    p.x = w * ((i + 0.5) / back.length) * 0.9 + w * 0.05 + c.rng.range(-0.03, 0.03) * w;
    p.y = floor - s * 0.03;
  });
  // Things that fly hover above the row.
  items.forEach((item, index) => {
    if (item.subject.entry.place !== 'sky') return;
    (placed[index] ?? []).forEach((p, k) => {
      p.size *= 0.6 * fit;
      p.x = w * (k % 2 ? 0.2 + 0.1 * k : 0.8 - 0.1 * k);
      p.y = floor - s * (0.45 + 0.08 * k);
    });
  });
}

/** The icon's foot (y = 30.5 of its 32) on p.y, its centre on p.x; `mirrored` hangs it upside down from p.y (a reflection). */
function useAt(id: string, p: Placement, extra = '', mirrored = false): string {
  const k = p.size / ICON_GRID;
  const x = p.x - (p.flip ? -ICON_GRID / 2 : ICON_GRID / 2) * k;
  const y = mirrored ? p.y + 30.5 * k : p.y - 30.5 * k;
  return `<use href="#${id}" transform="translate(${fmt(x)} ${fmt(y)}) scale(${fmt(p.flip ? -k : k)} ${fmt(mirrored ? -k : k)})"${extra}/>`;
}

/** A sill in front of the view for still-life subjects in a landscape. */
function ledge(c: Ctx): string {
  const { w, h, pal } = c;
  const top = h * 0.92;
  const colour = pal.dark ? mixHex(pal.ink, accent(c, 1), 0.3) : mixHex(accent(c, 1), pal.ink, 0.45);
  let out = `<rect y="${fmt(top)}" width="${w}" height="${fmt(h - top + 2)}" fill="${colour}"/>`;
  if (c.look !== 'minimal' && c.look !== 'flat') out += `<rect y="${fmt(top)}" width="${w}" height="${fmt(h * 0.008)}" fill="${pal.light}" opacity="0.35"/>`;
  return out;
}

/**
 * Draws the subjects into the scene. Returns the back layer (sky subjects, drawn before the land),
 * the front layer (on the land and water, far to near) and the still life on its ledge.
 */
export function drawSubjects(c: Ctx, items: DrawableSubject[], options: { stage: boolean; hasWater: boolean }): { sky: string; land: string; front: string } {
  if (items.length === 0) return { sky: '', land: '', front: '' };
  const { pal, look } = c;
  const defs = items.map((item, i) => defineSubject(c, item, i, options.stage));
  const places = placements(c, items, options.stage, options.hasWater);
  if (look === 'depth') {
    c.defs.push(linear('vol', [[0, '#ffffff', 0.4], [0.45, '#ffffff', 0], [0.6, '#000000', 0], [1, '#000000', 0.45]], 0.15, 0, 0.85, 1));
    c.defs.push(radial('cast', [[0, pal.ink, 0.5], [1, pal.ink, 0]]));
  }
  const sunX = c.layout.sunX * c.w;
  let sky = '';
  let front = '';
  const land: { depth: number; svg: string }[] = [];
  items.forEach((item, i) => {
    const { id } = defs[i] as { id: string };
    (places[i] ?? []).forEach((p, k) => {
      let out = '';
      // On the water, the drawing sinks to its waterline (a boat's hull, a whale's belly) and the sea hides the rest.
      const sink = p.onWater ? p.size * (SWIMMERS.has(item.icon.name) ? 0.3 : 0.15) : 0;
      const at = sink > 0 ? { ...p, y: p.y + sink } : p;
      if (look === 'depth' && item.subject.entry.place !== 'sky') {
        if (p.onWater) {
          // The reflection, broken by the water.
          out += useAt(id, p, ' opacity="0.2"', true);
        } else {
          // A cast shadow, away from the sun.
          const dx = (p.x - sunX) * 0.12;
          out += `<ellipse cx="${fmt(p.x + dx)}" cy="${fmt(p.y)}" rx="${fmt(p.size * 0.48)}" ry="${fmt(p.size * 0.07)}" fill="url(#cast)"/>`;
        }
      }
      let figure = '';
      if (look === 'paint') figure += useAt(`${id}o`, { ...at, x: at.x + at.size * 0.045, y: at.y - at.size * 0.03 }, ' opacity="0.85"');
      if (look === 'flat' && item.subject.entry.place !== 'sky' && !p.onWater) {
        out += `<ellipse cx="${fmt(p.x)}" cy="${fmt(p.y)}" rx="${fmt(p.size * 0.42)}" ry="${fmt(p.size * 0.05)}" fill="${mixHex(pal.ink, accent(c, 3), 0.3)}" opacity="0.35"/>`;
      }
      figure += useAt(id, at);
      if (look === 'depth') {
        figure += useAt(`${id}v`, at, ' opacity="0.7"');
        // Atmospheric perspective: the farther, the more the air's colour covers it.
        if (p.depth < 0.7) figure += useAt(`${id}h`, at, ` opacity="${fmt((0.7 - p.depth) * 0.75)}"`);
      }
      if (sink > 0) {
        const clip = `wl${i}_${k}`;
        c.defs.push(`<clipPath id="${clip}"><rect x="${fmt(p.x - p.size)}" y="${fmt(p.y - p.size * 2)}" width="${fmt(p.size * 2)}" height="${fmt(p.size * 2)}"/></clipPath>`);
        out += `<g clip-path="url(#${clip})">${figure}</g>`;
        // A line of foam where it meets the water.
        if (look !== 'minimal') out += `<rect x="${fmt(p.x - p.size * 0.42)}" y="${fmt(p.y - p.size * 0.012)}" width="${fmt(p.size * 0.84)}" height="${fmt(p.size * 0.024)}" rx="${fmt(p.size * 0.012)}" fill="${pal.light}" opacity="0.55"/>`;
      } else {
        out += figure;
      }
      if (item.subject.entry.place === 'sky') sky += out;
      else if (item.subject.entry.place === 'still' && !options.stage) front += out;
      else land.push({ depth: p.depth, svg: out });
    });
  });
  const hasStill = !options.stage && items.some((i) => i.subject.entry.place === 'still');
  land.sort((a, b) => a.depth - b.depth);
  return { sky, land: land.map((l) => l.svg).join(''), front: hasStill ? ledge(c) + front : '' };
}
