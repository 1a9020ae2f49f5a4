/**
 * The framed canvas as geometry (docs/product/ar.md#the-model): the canvas a box of its true size
 * in metres and 1.5 in deep, its face carrying the artwork and its sides a mirror wrap of the
 * face's edges; the frame's mouldings around it, as wide as the 2D visualizer draws them
 * (shared FRAME_SPECS) and coloured like them. x right, y up, z out of the wall; the back at z = 0,
 * centred on x and y, so `ar-placement="wall"` puts the back against the wall.
 */
import {
  AR_CANVAS_DEPTH_INCHES,
  AR_FRAME_DEPTH_INCHES,
  arCanvasInches,
  FRAME_SPECS,
  frameStyleOfArFrame,
  METRES_PER_INCH,
  type ArFrame,
  type ArSize,
  type ArTexture,
} from '@wallart/shared';

export type Vec3 = [number, number, number];

/** A surface look: a colour (sRGB hex), how rough and how metallic, and whether the artwork is on it. */
export interface ModelMaterial {
  name: string;
  color: string;
  roughness: number;
  metallic: number;
  textured: boolean;
}

/** One mesh of the model: triangles sharing one material. UVs have v downwards (glTF's way). */
export interface ModelPart {
  name: string;
  material: ModelMaterial;
  positions: number[];
  normals: number[];
  uvs: number[];
  indices: number[];
}

export interface FramedCanvasModel {
  parts: ModelPart[];
  /** The outside: canvas plus frame, metres. */
  min: Vec3;
  max: Vec3;
  /** The face's aspect (width / height), for cropping the artwork like the 2D view. */
  canvasAspect: number;
}

const inch = (v: number) => v * METRES_PER_INCH;

/** The mouldings' looks, from the 2D visualizer's drawn colours (apps/web …/wall/art-render.ts). */
const FRAME_MATERIALS: Record<Exclude<ArFrame, 'none'>, ModelMaterial> = {
  modern: { name: 'frame-modern', color: '#232120', roughness: 0.45, metallic: 0, textured: false },
  classic: { name: 'frame-classic', color: '#a07a3c', roughness: 0.38, metallic: 0.65, textured: false },
  floating: { name: 'frame-floating', color: '#2e2a27', roughness: 0.5, metallic: 0, textured: false },
};
const CLASSIC_INNER: ModelMaterial = { name: 'frame-classic-lip', color: '#7c5b28', roughness: 0.42, metallic: 0.55, textured: false };
const TRAY: ModelMaterial = { name: 'floating-tray', color: '#141210', roughness: 0.9, metallic: 0, textured: false };
/**
 * The printed face's sheen by the chosen texture (the 2D view's surfaces, apps/web …/wall/art-render.ts):
 * Smooth a satin gloss, Metallic a brushed-metal print, Textured and Matte a flat canvas (Textured's
 * weave is in the face's picture: ar.service.ts). A matte canvas when none is chosen.
 */
const ARTWORK: Record<ArTexture, ModelMaterial> = {
  matte: { name: 'artwork', color: '#ffffff', roughness: 0.82, metallic: 0, textured: true },
  textured: { name: 'artwork', color: '#ffffff', roughness: 0.9, metallic: 0, textured: true },
  smooth: { name: 'artwork', color: '#ffffff', roughness: 0.38, metallic: 0, textured: true },
  metallic: { name: 'artwork', color: '#ffffff', roughness: 0.3, metallic: 0.55, textured: true },
};
const CANVAS_BACK: ModelMaterial = { name: 'canvas-back', color: '#d9cfbd', roughness: 0.95, metallic: 0, textured: false };

type Face = 'px' | 'nx' | 'py' | 'ny' | 'pz' | 'nz';
const FACES: Record<Face, { normal: Vec3; corners: (min: Vec3, max: Vec3) => Vec3[] }> = {
  // Each face's corners counter-clockwise seen from outside: bottom-left, bottom-right, top-right, top-left.
  pz: { normal: [0, 0, 1], corners: (a, b) => [[a[0], a[1], b[2]], [b[0], a[1], b[2]], [b[0], b[1], b[2]], [a[0], b[1], b[2]]] },
  nz: { normal: [0, 0, -1], corners: (a, b) => [[b[0], a[1], a[2]], [a[0], a[1], a[2]], [a[0], b[1], a[2]], [b[0], b[1], a[2]]] },
  px: { normal: [1, 0, 0], corners: (a, b) => [[b[0], a[1], b[2]], [b[0], a[1], a[2]], [b[0], b[1], a[2]], [b[0], b[1], b[2]]] },
  nx: { normal: [-1, 0, 0], corners: (a, b) => [[a[0], a[1], a[2]], [a[0], a[1], b[2]], [a[0], b[1], b[2]], [a[0], b[1], a[2]]] },
  py: { normal: [0, 1, 0], corners: (a, b) => [[a[0], b[1], b[2]], [b[0], b[1], b[2]], [b[0], b[1], a[2]], [a[0], b[1], a[2]]] },
  ny: { normal: [0, -1, 0], corners: (a, b) => [[a[0], a[1], a[2]], [b[0], a[1], a[2]], [b[0], a[1], b[2]], [a[0], a[1], b[2]]] },
};

class PartBuilder {
  readonly part: ModelPart;
  constructor(name: string, material: ModelMaterial) {
    this.part = { name, material, positions: [], normals: [], uvs: [], indices: [] };
  }
  /** A quad; `uv` gives each corner's texture coordinate (default: the whole unit square). */
  quad(corners: Vec3[], normal: Vec3, uv: [number, number][] = [[0, 1], [1, 1], [1, 0], [0, 0]]): void {
    const base = this.part.positions.length / 3;
    corners.forEach((c, i) => {
      this.part.positions.push(...c);
      this.part.normals.push(...normal);
      this.part.uvs.push(...uv[i]!);
    });
    this.part.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  /** A box's faces (all six unless `faces` says which). */
  box(min: Vec3, max: Vec3, faces: readonly Face[] = ['px', 'nx', 'py', 'ny', 'pz', 'nz']): void {
    for (const face of faces) this.quad(FACES[face].corners(min, max), FACES[face].normal);
  }
}

/** The four bars of a moulding `width` wide around the opening [-ox, ox] × [-oy, oy], from z0 to z1. */
function mouldingBars(builder: PartBuilder, ox: number, oy: number, width: number, z0: number, z1: number): void {
  const outerX = ox + width;
  const outerY = oy + width;
  // Top and bottom run the full width; the sides fit between them.
  builder.box([-outerX, oy, z0], [outerX, outerY, z1]);
  builder.box([-outerX, -outerY, z0], [outerX, -oy, z1]);
  builder.box([-outerX, -oy, z0], [-ox, oy, z1], ['nx', 'px', 'pz', 'nz']);
  builder.box([ox, -oy, z0], [outerX, oy, z1], ['nx', 'px', 'pz', 'nz']);
}

/** The model of a canvas `size` in `frame` with its face's surface (docs/product/ar.md#the-model). */
export function framedCanvasModel(size: ArSize, frame: ArFrame, texture: ArTexture = 'matte'): FramedCanvasModel {
  const canvasIn = arCanvasInches(size);
  const style = frameStyleOfArFrame(frame);
  const spec = FRAME_SPECS[style];
  const w = inch(canvasIn.width) / 2;
  const h = inch(canvasIn.height) / 2;
  const depth = inch(AR_CANVAS_DEPTH_INCHES);
  const frameDepth = inch(AR_FRAME_DEPTH_INCHES[style]);
  const gap = inch(spec.gap);
  const moulding = inch(spec.moulding);
  const parts: ModelPart[] = [];

  // The floating frame's tray: a thin dark back panel the canvas is mounted off.
  const trayThickness = inch(0.125);
  const z0 = frame === 'floating' ? trayThickness + inch(0.125) : 0;
  const z1 = z0 + depth;

  // The canvas: the face shows the artwork as the 2D view crops it; each side a mirror of the face's
  // edge strip as deep as the side (a mirror wrap), so the face stays exactly the printed picture.
  const canvas = new PartBuilder('canvas', ARTWORK[texture]);
  const du = depth / (2 * w);
  const dv = depth / (2 * h);
  canvas.quad(FACES.pz.corners([-w, -h, z0], [w, h, z1]), FACES.pz.normal, [[0, 1], [1, 1], [1, 0], [0, 0]]);
  // Corners of each side: bottom-left, bottom-right, top-right, top-left as seen from outside.
  canvas.quad(FACES.px.corners([-w, -h, z0], [w, h, z1]), FACES.px.normal, [[1, 1], [1 - du, 1], [1 - du, 0], [1, 0]]);
  canvas.quad(FACES.nx.corners([-w, -h, z0], [w, h, z1]), FACES.nx.normal, [[du, 1], [0, 1], [0, 0], [du, 0]]);
  canvas.quad(FACES.py.corners([-w, -h, z0], [w, h, z1]), FACES.py.normal, [[0, 0], [1, 0], [1, dv], [0, dv]]);
  canvas.quad(FACES.ny.corners([-w, -h, z0], [w, h, z1]), FACES.ny.normal, [[0, 1 - dv], [1, 1 - dv], [1, 1], [0, 1]]);
  parts.push(canvas.part);
  const back = new PartBuilder('canvas-back', CANVAS_BACK);
  back.box([-w, -h, z0], [w, h, z1], ['nz']);
  parts.push(back.part);

  if (frame !== 'none') {
    const ox = w + gap;
    const oy = h + gap;
    if (frame === 'classic') {
      // A stepped profile: the outer moulding stands full depth, an inner lip a step lower.
      const outer = new PartBuilder('frame', FRAME_MATERIALS.classic);
      const lipWidth = inch(0.875);
      mouldingBars(outer, ox + lipWidth, oy + lipWidth, moulding - lipWidth, 0, frameDepth);
      parts.push(outer.part);
      const lip = new PartBuilder('frame-lip', CLASSIC_INNER);
      mouldingBars(lip, ox, oy, lipWidth, 0, frameDepth - inch(0.375));
      parts.push(lip.part);
    } else {
      const bars = new PartBuilder('frame', FRAME_MATERIALS[frame]);
      mouldingBars(bars, ox, oy, moulding, 0, frameDepth);
      parts.push(bars.part);
    }
    if (frame === 'floating') {
      const tray = new PartBuilder('tray', TRAY);
      tray.box([-ox, -oy, 0], [ox, oy, trayThickness], ['pz', 'nz']);
      parts.push(tray.part);
    }
  }

  const outsideX = w + gap + moulding;
  const outsideY = h + gap + moulding;
  return {
    parts,
    min: [-outsideX, -outsideY, 0],
    max: [outsideX, outsideY, Math.max(z1, frame === 'none' ? 0 : frameDepth)],
    canvasAspect: w / h,
  };
}

/** An sRGB hex colour as linear RGB (glTF's baseColorFactor and USD's diffuseColor are linear). */
export function linearRgb(hex: string): Vec3 {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(0), channel(1), channel(2)];
}
