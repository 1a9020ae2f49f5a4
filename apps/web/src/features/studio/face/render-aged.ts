import {
  agedSkin,
  agingEffects,
  agingYears,
  ellipseWeight,
  faceGeometry,
  greyHair,
  hairColourLikelihood,
  hairRegionWeight,
  hairThinningWeight,
  jawSagOffset,
  luma,
  toFace,
  toImage,
  wrinkleLines,
  type FaceGeometry,
  type Rgb,
} from '@wallart/shared';
import type { DetectedFace } from './face-detector';

/** A deterministic 0..1 noise per pixel (the strands of thinning hair), seeded by the result. */
function hashNoise(x: number, y: number, seed: number): number {
  let h = (x * 374761393 + y * 668265263 + seed * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

interface SkinStats {
  colour: Rgb;
  luma: number;
}

/** The hair's colour: the median of small patches just above the hairline. */
function hairColour(data: Uint8ClampedArray, width: number, height: number, g: FaceGeometry): Rgb {
  const values: Rgb[] = [];
  const radius = Math.max(2, Math.round(g.frame.unit * 0.05));
  for (const u of [-0.35, -0.15, 0, 0.15, 0.35]) {
    const c = toImage(g.frame, u, g.hairlineV - 0.22);
    for (let dy = -radius; dy <= radius; dy += 2) {
      for (let dx = -radius; dx <= radius; dx += 2) {
        const x = Math.round(c.x + dx);
        const y = Math.round(c.y + dy);
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const i = (y * width + x) * 4;
        values.push([data[i]!, data[i + 1]!, data[i + 2]!]);
      }
    }
  }
  if (values.length === 0) return [0, 0, 0];
  values.sort((a, b) => luma(...a) - luma(...b));
  return values[Math.floor(values.length / 2)]!;
}

/** The face's typical skin: the cheeks and the middle of the forehead, below the hairline. */
function skinStats(data: Uint8ClampedArray, width: number, g: FaceGeometry): SkinStats {
  const samples: Array<[number, number]> = [
    [-0.45, 0.55], [0.45, 0.55], [-0.35, 0.75], [0.35, 0.75], [0, g.browTopV - 0.2], [-0.2, g.browTopV - 0.2], [0.2, g.browTopV - 0.2],
  ];
  let r = 0, gg = 0, b = 0, n = 0;
  const radius = Math.max(2, Math.round(g.frame.unit * 0.06));
  for (const [u, v] of samples) {
    const c = toImage(g.frame, u, v);
    for (let dy = -radius; dy <= radius; dy += 2) {
      for (let dx = -radius; dx <= radius; dx += 2) {
        const x = Math.round(c.x + dx);
        const y = Math.round(c.y + dy);
        if (x < 0 || y < 0 || x >= width || y * width + x >= data.length / 4) continue;
        const i = (y * width + x) * 4;
        r += data[i]!;
        gg += data[i + 1]!;
        b += data[i + 2]!;
        n++;
      }
    }
  }
  const colour: Rgb = n ? [r / n, gg / n, b / n] : [200, 160, 140];
  return { colour, luma: luma(...colour) };
}

function sampleBilinear(data: Uint8ClampedArray, width: number, height: number, x: number, y: number, out: number[]): void {
  const x0 = Math.max(0, Math.min(width - 1, Math.floor(x)));
  const y0 = Math.max(0, Math.min(height - 1, Math.floor(y)));
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = Math.min(1, Math.max(0, x - x0));
  const fy = Math.min(1, Math.max(0, y - y0));
  for (let c = 0; c < 3; c++) {
    const a = data[(y0 * width + x0) * 4 + c]! * (1 - fx) + data[(y0 * width + x1) * 4 + c]! * fx;
    const b = data[(y1 * width + x0) * 4 + c]! * (1 - fx) + data[(y1 * width + x1) * 4 + c]! * fx;
    out[c] = a * (1 - fy) + b * fy;
  }
}

/**
 * One aged portrait: the photo with the face's skin, hair and jaw aged for `resultAge`, then the
 * lines drawn over it. `index` (0..3) keeps every result distinct from the one before.
 */
export function renderAgedPortrait(photo: HTMLCanvasElement, face: DetectedFace, resultAge: number, index: number): HTMLCanvasElement {
  const { width, height } = photo;
  const source = photo.getContext('2d', { willReadFrequently: true })!.getImageData(0, 0, width, height);
  const src = source.data;
  const g = faceGeometry(face.landmarks);
  const years = agingYears(face.age, resultAge, index);
  const fx = agingEffects(face.age, years);
  const skin = skinStats(src, width, g);
  const hair = hairColour(src, width, height, g);

  const out = new ImageData(new Uint8ClampedArray(src), width, height);
  const dst = out.data;
  const px: number[] = [0, 0, 0];
  // Only the head changes: the box around the hair region and the jaw, with a margin.
  const corners = [
    toImage(g.frame, -g.jawHalfWidth * 2, g.hairlineV - 1.5),
    toImage(g.frame, g.jawHalfWidth * 2, g.hairlineV - 1.5),
    toImage(g.frame, -g.jawHalfWidth * 2, g.chinV + 1.5),
    toImage(g.frame, g.jawHalfWidth * 2, g.chinV + 1.5),
  ];
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.x))));
  const x1 = Math.min(width, Math.ceil(Math.max(...corners.map((c) => c.x))));
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.y))));
  const y1 = Math.min(height, Math.ceil(Math.max(...corners.map((c) => c.y))));
  const skinEllipse = g.skin;
  const neck = { ...g.skin, cy: toImage(g.frame, 0, g.chinV + 0.3).y, rx: g.skin.rx * 0.7, ry: g.frame.unit * 0.6 };

  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const p = { x, y };
      const i = (y * width + x) * 4;
      const { v } = toFace(g.frame, p);
      // Jaw softening: the skin near the jaw sags a little (content pulled downwards).
      if (v > g.mouthV - 0.1 && v < g.chinV + 0.5) {
        const d = jawSagOffset(g, p, fx.jawSag);
        if (d.x !== 0 || d.y !== 0) sampleBilinear(src, width, height, x - d.x, y - d.y, px);
        else px.splice(0, 3, src[i]!, src[i + 1]!, src[i + 2]!);
      } else {
        px.splice(0, 3, src[i]!, src[i + 1]!, src[i + 2]!);
      }
      let colour: Rgb = [px[0]!, px[1]!, px[2]!];

      const skinW = Math.max(ellipseWeight(p, skinEllipse, 0.25), ellipseWeight(p, neck, 0.4) * 0.8);
      if (skinW > 0) colour = agedSkin(colour, fx.skinDesaturation * skinW, fx.skinContrastLoss * skinW, skin.luma);

      const hairW = hairRegionWeight(g, p);
      if (hairW > 0) {
        const hairness = hairColourLikelihood([src[i]!, src[i + 1]!, src[i + 2]!], hair, skin.colour);
        if (hairness > 0) {
          colour = greyHair(colour, fx.greyHair * hairW * hairness);
          const thin = fx.hairThinning * hairThinningWeight(g, p) * hairness;
          if (thin > 0) {
            // Strands survive in streaks: skin shows through between them.
            const strand = hashNoise(Math.round(x / 2), Math.round(y / 5), index) < 0.35 + 0.5 * (1 - thin) ? 0.35 : 1;
            const t = Math.min(1, thin * 1.25) * strand;
            colour = [colour[0] + (skin.colour[0] * 0.92 - colour[0]) * t, colour[1] + (skin.colour[1] * 0.9 - colour[1]) * t, colour[2] + (skin.colour[2] * 0.9 - colour[2]) * t];
          }
        }
      }
      dst[i] = colour[0];
      dst[i + 1] = colour[1];
      dst[i + 2] = colour[2];
    }
  }

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.putImageData(out, 0, 0);

  // Lines: a dark crease with a faint highlight just above it, softened, in the skin's own hue.
  const [sr, sg, sb] = skin.colour;
  const crease = `rgb(${Math.round(sr * 0.5)} ${Math.round(sg * 0.4)} ${Math.round(sb * 0.38)})`;
  const highlight = `rgb(${Math.round(Math.min(255, sr * 1.12))} ${Math.round(Math.min(255, sg * 1.1))} ${Math.round(Math.min(255, sb * 1.08))})`;
  const strengthOf = { eye: fx.eyeLines, forehead: fx.foreheadLines, mouth: fx.mouthLines };
  const lines = wrinkleLines(g, fx, face.landmarks);
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.filter = `blur(${Math.max(0.8, g.frame.unit * 0.012).toFixed(2)}px)`;
  for (const line of lines) {
    const first = line.points[0]!;
    const { v } = toFace(g.frame, first);
    const strength = v < g.browTopV ? strengthOf.forehead : v > g.noseTipV - 0.3 ? strengthOf.mouth : strengthOf.eye;
    const alpha = Math.min(0.7, line.depth * (0.3 + 0.8 * strength));
    const path = () => {
      ctx.beginPath();
      ctx.moveTo(first.x, first.y);
      for (const q of line.points.slice(1)) ctx.lineTo(q.x, q.y);
    };
    ctx.globalAlpha = alpha * 0.55;
    ctx.strokeStyle = highlight;
    ctx.lineWidth = Math.max(1.2, line.width * 1.1);
    ctx.save();
    ctx.translate(0, -Math.max(1, line.width * 0.8));
    path();
    ctx.stroke();
    ctx.restore();
    ctx.globalAlpha = alpha;
    ctx.strokeStyle = crease;
    ctx.lineWidth = Math.max(1.4, line.width * (0.8 + 0.6 * strength));
    path();
    ctx.stroke();
  }
  // Age spots: a few soft, seeded brown marks on the cheeks and temples.
  const spots = Math.round(fx.spots * 9);
  for (let k = 0; k < spots; k++) {
    const u = (hashNoise(k, 1, index + 7) - 0.5) * g.jawHalfWidth * 1.4;
    const v = g.browTopV - 0.3 + hashNoise(k, 2, index + 7) * 1.2;
    const c = toImage(g.frame, u, v);
    if (Math.abs(u) < 0.25 && v > -0.15 && v < g.noseTipV) continue; // not on the nose or eyes
    ctx.globalAlpha = 0.12 + 0.18 * fx.spots;
    ctx.fillStyle = `rgb(${Math.round(sr * 0.62)} ${Math.round(sg * 0.48)} ${Math.round(sb * 0.36)})`;
    ctx.beginPath();
    ctx.ellipse(c.x, c.y, g.frame.unit * (0.012 + 0.02 * hashNoise(k, 3, index)), g.frame.unit * (0.01 + 0.016 * hashNoise(k, 4, index)), 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  return canvas;
}

/** The photo on a canvas, its longer side at most `maxSide` pixels. */
export async function photoCanvas(file: Blob, maxSide = 1600): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d', { willReadFrequently: true })!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
}

export function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('could not encode the portrait'))), 'image/jpeg', 0.9));
}

/**
 * A 4:5 portrait around the face (head, hair and shoulders), at least 720 px wide, with the face's
 * landmarks moved into it: a group photo gives a portrait of the largest face.
 */
export function portraitCrop(photo: HTMLCanvasElement, face: DetectedFace): { canvas: HTMLCanvasElement; face: DetectedFace } {
  const { box } = face;
  let w = Math.min(photo.width, box.width * 1.8);
  let h = w * 1.25;
  if (h > photo.height) {
    h = photo.height;
    w = Math.min(photo.width, h / 1.25);
  }
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height * 0.38;
  const x = Math.max(0, Math.min(photo.width - w, cx - w / 2));
  const y = Math.max(0, Math.min(photo.height - h, cy - h / 2));
  // Small faces are enlarged to 720 px wide; large ones reduced to 900 px.
  const scale = w < 720 ? 720 / w : Math.min(1, 900 / w);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(photo, x, y, w, h, 0, 0, canvas.width, canvas.height);
  const move = (p: { x: number; y: number }) => ({ x: (p.x - x) * scale, y: (p.y - y) * scale });
  return {
    canvas,
    face: {
      age: face.age,
      box: { ...move(box), width: box.width * scale, height: box.height * scale },
      landmarks: face.landmarks.map(move),
    },
  };
}
