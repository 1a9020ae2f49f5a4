/**
 * Draws the framed artwork flat, as it will be printed and framed (issue 12: the options are not
 * just labels). The art style is a colour treatment, the texture a surface over the canvas, the
 * frame a drawn moulding. Canvas 2D only, so the visualizer and the composite share one picture.
 */
import type { DesignOptions, Dimensions, Texture, UNSELECTED } from '@wallart/shared';
import { artStyleCssFilter, CANVAS_WEAVE, createRng, weaveThreadPx, weaveTile } from '@wallart/imaging';
import { frameSpec } from './art-size';

/** The art style's colour treatment as a CSS filter; the print file applies the same one (imaging's `ART_STYLE_TREATMENTS`). */
export function artStyleFilter(artStyle: DesignOptions['artStyle']): string {
  return artStyleCssFilter(artStyle);
}

export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}

type Ctx = CanvasRenderingContext2D;

/** The pictures' one seeded generator (@wallart/imaging), so a texture looks the same on every render. */
function seeded(seed: number): () => number {
  const rng = createRng(seed);
  return () => rng.next();
}

const tiles = new Map<string, HTMLCanvasElement>();

function tile(name: string, size: number, draw: (ctx: Ctx, size: number) => void): HTMLCanvasElement {
  const key = `${name}:${size}`;
  let canvas = tiles.get(key);
  if (!canvas) {
    canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    draw(canvas.getContext('2d')!, size);
    tiles.set(key, canvas);
  }
  return canvas;
}

/** Canvas weave (@wallart/imaging's `weaveTile`, the AR model's too), used under 'overlay'. */
function weave(thread: number) {
  const { size, stripes } = weaveTile(thread);
  return tile('weave', size, (ctx) => {
    ctx.fillStyle = 'rgb(128,128,128)';
    ctx.fillRect(0, 0, size, size);
    for (const stripe of stripes) {
      ctx.fillStyle = stripe.light ? `rgba(255,255,255,${stripe.alpha})` : `rgba(0,0,0,${stripe.alpha})`;
      ctx.fillRect(stripe.x, stripe.y, stripe.width, stripe.height);
    }
  });
}

/** Brush texture: short curved strokes of impasto catching light on one side. */
function brushTile(size: number) {
  return tile('brush', size, (ctx) => {
    const rand = seeded(7);
    ctx.fillStyle = 'rgb(128,128,128)';
    ctx.fillRect(0, 0, size, size);
    ctx.lineCap = 'round';
    for (let i = 0; i < size * 1.2; i += 1) {
      const x = rand() * size;
      const y = rand() * size;
      const len = size * (0.05 + rand() * 0.12);
      const angle = -0.5 + rand() * 0.6;
      const light = rand() > 0.5;
      ctx.strokeStyle = light ? `rgba(255,255,255,${0.18 + rand() * 0.22})` : `rgba(0,0,0,${0.16 + rand() * 0.2})`;
      ctx.lineWidth = 1 + rand() * (size / 90);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + (Math.cos(angle) * len) / 2, y + Math.sin(angle) * len - len * 0.15, x + Math.cos(angle) * len, y + Math.sin(angle) * len);
      ctx.stroke();
    }
  });
}

/** Matte: a fine paper grain. */
function grainTile(size: number) {
  return tile('grain', size, (ctx) => {
    const rand = seeded(11);
    const img = ctx.createImageData(size, size);
    for (let i = 0; i < img.data.length; i += 4) {
      const v = 128 + (rand() - 0.5) * 34;
      img.data[i] = v;
      img.data[i + 1] = v;
      img.data[i + 2] = v;
      img.data[i + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
  });
}

function fillPattern(ctx: Ctx, source: HTMLCanvasElement, rect: Rect, mode: GlobalCompositeOperation, alpha: number) {
  const pattern = ctx.createPattern(source, 'repeat');
  if (!pattern) return;
  ctx.save();
  ctx.globalCompositeOperation = mode;
  ctx.globalAlpha = alpha;
  ctx.fillStyle = pattern;
  ctx.translate(rect.x, rect.y);
  ctx.fillRect(0, 0, rect.w, rect.h);
  ctx.restore();
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The surface over the printed canvas: each texture visibly different at wall scale. */
function drawTexture(ctx: Ctx, texture: Texture | typeof UNSELECTED, rect: Rect, pxPerInch: number) {
  const thread = weaveThreadPx(pxPerInch);
  ctx.save();
  ctx.beginPath();
  ctx.rect(rect.x, rect.y, rect.w, rect.h);
  ctx.clip();
  switch (texture) {
    case 'Smooth': {
      // A satin print: a soft gloss from the top left.
      const gloss = ctx.createLinearGradient(rect.x, rect.y, rect.x + rect.w * 0.7, rect.y + rect.h * 0.7);
      gloss.addColorStop(0, 'rgba(255,255,255,0.22)');
      gloss.addColorStop(0.45, 'rgba(255,255,255,0.04)');
      gloss.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.globalCompositeOperation = 'screen';
      ctx.fillStyle = gloss;
      ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
      break;
    }
    case 'Textured':
      fillPattern(ctx, weave(thread), rect, 'overlay', CANVAS_WEAVE.opacity);
      fillPattern(ctx, brushTile(Math.max(96, Math.round(pxPerInch * 8))), rect, 'overlay', 0.9);
      break;
    case 'Metallic': {
      // Brushed-metal print: a cooler, brighter base and diagonal bands of sheen.
      ctx.globalCompositeOperation = 'soft-light';
      ctx.fillStyle = 'rgba(200,210,225,0.55)';
      ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
      const sheen = ctx.createLinearGradient(rect.x, rect.y, rect.x + rect.w, rect.y + rect.h);
      sheen.addColorStop(0, 'rgba(255,255,255,0)');
      sheen.addColorStop(0.3, 'rgba(255,255,255,0.42)');
      sheen.addColorStop(0.38, 'rgba(255,255,255,0.05)');
      sheen.addColorStop(0.62, 'rgba(255,255,255,0.3)');
      sheen.addColorStop(0.7, 'rgba(255,255,255,0)');
      sheen.addColorStop(1, 'rgba(255,255,255,0.12)');
      ctx.globalCompositeOperation = 'screen';
      ctx.fillStyle = sheen;
      ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
      break;
    }
    case 'Matte':
      // No gloss at all: a lifted black point and a paper grain.
      ctx.globalCompositeOperation = 'screen';
      ctx.fillStyle = 'rgba(70,64,58,0.28)';
      ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
      fillPattern(ctx, grainTile(128), rect, 'overlay', 0.5);
      break;
    default:
      break;
  }
  ctx.restore();
}

/** One side of a moulding as a mitred trapezoid, shaded by which way it faces the light (top left). */
function drawMoulding(ctx: Ctx, outer: Rect, width: number, colours: { top: string; left: string; right: string; bottom: string }, profile?: (g: CanvasGradient) => void) {
  const { x, y, w, h } = outer;
  const sides: [keyof typeof colours, [number, number][]][] = [
    ['top', [[x, y], [x + w, y], [x + w - width, y + width], [x + width, y + width]]],
    ['right', [[x + w, y], [x + w, y + h], [x + w - width, y + h - width], [x + w - width, y + width]]],
    ['bottom', [[x + w, y + h], [x, y + h], [x + width, y + h - width], [x + w - width, y + h - width]]],
    ['left', [[x, y + h], [x, y], [x + width, y + width], [x + width, y + h - width]]],
  ];
  for (const [side, points] of sides) {
    ctx.beginPath();
    points.forEach(([px, py], i) => (i === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
    ctx.closePath();
    ctx.fillStyle = colours[side];
    ctx.fill();
    if (profile) {
      // A rounded profile: light across the moulding's width, from its outer edge to the inner lip.
      const [x0, y0, x1, y1] =
        side === 'top' ? [0, y, 0, y + width] : side === 'bottom' ? [0, y + h, 0, y + h - width] : side === 'left' ? [x, 0, x + width, 0] : [x + w, 0, x + w - width, 0];
      const g = ctx.createLinearGradient(x0, y0, x1, y1);
      profile(g);
      ctx.fillStyle = g;
      ctx.fill();
    }
  }
}

export interface ArtDrawing {
  /** The artwork image, drawn to cover the canvas (cropped, never stretched). */
  image: CanvasImageSource & { width: number; height: number };
  options: DesignOptions;
  canvasInches: Dimensions;
  /** Output resolution. */
  pxPerInch: number;
}

/** Pixel size of the framed art for a drawing. */
export function framedPixels(canvasInches: Dimensions, frameStyle: DesignOptions['frameStyle'], pxPerInch: number) {
  const { moulding, gap } = frameSpec(frameStyle);
  const border = (moulding + gap) * pxPerInch;
  return { width: Math.round(canvasInches.width * pxPerInch + 2 * border), height: Math.round(canvasInches.height * pxPerInch + 2 * border), border };
}

/** Draws the framed art into `canvas`, resizing it to the framed size at `pxPerInch`. */
export function drawFramedArt(canvas: HTMLCanvasElement, drawing: ArtDrawing): void {
  const { image, options, canvasInches, pxPerInch } = drawing;
  const { width, height } = framedPixels(canvasInches, options.frameStyle, pxPerInch);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, width, height);
  const { moulding, gap } = frameSpec(options.frameStyle);
  const m = moulding * pxPerInch;
  const g = gap * pxPerInch;
  const art: Rect = { x: m + g, y: m + g, w: width - 2 * (m + g), h: height - 2 * (m + g) };

  // The floating frame's tray: a dark gap the canvas seems to float in.
  if (options.frameStyle === 'Floating') {
    ctx.fillStyle = '#141210';
    ctx.fillRect(m, m, width - 2 * m, height - 2 * m);
  }

  // The print, cropped to cover the canvas.
  const scale = Math.max(art.w / image.width, art.h / image.height);
  const sw = art.w / scale;
  const sh = art.h / scale;
  ctx.save();
  ctx.filter = artStyleFilter(options.artStyle);
  ctx.drawImage(image, (image.width - sw) / 2, (image.height - sh) / 2, sw, sh, art.x, art.y, art.w, art.h);
  ctx.restore();
  drawTexture(ctx, options.texture, art, pxPerInch);

  if (options.frameStyle === 'Floating') {
    // The canvas edge lit on top and left, its shadow falling into the gap.
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.55)';
    ctx.shadowBlur = g * 0.8;
    ctx.shadowOffsetX = g * 0.25;
    ctx.shadowOffsetY = g * 0.35;
    ctx.strokeStyle = 'rgba(255,255,255,0.25)';
    ctx.lineWidth = Math.max(1, pxPerInch * 0.06);
    ctx.strokeRect(art.x, art.y, art.w, art.h);
    ctx.restore();
  }

  const outer: Rect = { x: 0, y: 0, w: width, h: height };
  switch (options.frameStyle) {
    case 'Modern':
      drawMoulding(ctx, outer, m, { top: '#2b2826', left: '#232120', right: '#1a1817', bottom: '#131211' });
      ctx.strokeStyle = 'rgba(255,255,255,0.12)';
      ctx.lineWidth = Math.max(1, pxPerInch * 0.05);
      ctx.strokeRect(m - ctx.lineWidth / 2, m - ctx.lineWidth / 2, width - 2 * m + ctx.lineWidth, height - 2 * m + ctx.lineWidth);
      break;
    case 'Classic':
      drawMoulding(ctx, outer, m, { top: '#b08a4a', left: '#a07a3c', right: '#7c5b28', bottom: '#6b4c1f' }, (grad) => {
        grad.addColorStop(0, 'rgba(60,36,10,0.55)');
        grad.addColorStop(0.18, 'rgba(255,230,170,0.35)');
        grad.addColorStop(0.45, 'rgba(120,80,30,0.1)');
        grad.addColorStop(0.7, 'rgba(255,236,190,0.45)');
        grad.addColorStop(0.86, 'rgba(90,60,20,0.35)');
        grad.addColorStop(1, 'rgba(40,24,6,0.6)');
      });
      break;
    case 'Floating':
      drawMoulding(ctx, outer, m, { top: '#3a3531', left: '#322e2a', right: '#24211e', bottom: '#1b1917' });
      break;
    default: {
      // No frame: the gallery-wrapped canvas edge catches a little light.
      ctx.strokeStyle = 'rgba(255,255,255,0.18)';
      ctx.lineWidth = Math.max(1, pxPerInch * 0.04);
      ctx.strokeRect(0, 0, width, height);
      break;
    }
  }

  if (m > 0 && options.frameStyle !== 'Floating') {
    // The moulding's inner lip shades the canvas edge.
    ctx.save();
    ctx.beginPath();
    ctx.rect(art.x, art.y, art.w, art.h);
    ctx.clip();
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = Math.max(2, pxPerInch * 0.35);
    ctx.shadowOffsetX = pxPerInch * 0.08;
    ctx.shadowOffsetY = pxPerInch * 0.12;
    ctx.strokeStyle = 'rgba(0,0,0,0.6)';
    ctx.lineWidth = 4;
    ctx.strokeRect(art.x - 2, art.y - 2, art.w + 4, art.h + 4);
    ctx.restore();
  }
}

/**
 * The room's light, to multiply over the art: the wall photo heavily blurred and divided by its
 * bright level, so a lit wall leaves the art as printed and a shaded corner darkens it, tinted by
 * the room's light. Small (the blur makes detail irrelevant) so it scales up for free.
 */
export function makeLightMap(wallImage: CanvasImageSource & { width: number; height: number }, strength = 0.75): HTMLCanvasElement {
  const width = 96;
  const height = Math.max(1, Math.round((width * wallImage.height) / wallImage.width));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.filter = 'blur(3px)';
  ctx.drawImage(wallImage, -6, -6, width + 12, height + 12);
  ctx.filter = 'none';
  const data = ctx.getImageData(0, 0, width, height);
  const lum: number[] = [];
  for (let i = 0; i < data.data.length; i += 4) lum.push(0.2126 * data.data[i]! + 0.7152 * data.data[i + 1]! + 0.0722 * data.data[i + 2]!);
  lum.sort((a, b) => a - b);
  const bright = Math.max(1, lum[Math.floor(lum.length * 0.9)] ?? 255);
  for (let i = 0; i < data.data.length; i += 4) {
    for (let c = 0; c < 3; c += 1) {
      const v = Math.min(1, data.data[i + c]! / bright);
      data.data[i + c] = Math.round(255 * (1 - strength + strength * v));
    }
    data.data[i + 3] = 255;
  }
  ctx.putImageData(data, 0, 0);
  return canvas;
}
