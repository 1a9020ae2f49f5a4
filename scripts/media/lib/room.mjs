// A tiny one-point-perspective "camera" for illustrated interiors. Units are cm; X runs
// right from the camera's axis, Y up from the floor, Z away from the camera to the back
// (feature) wall. The image is a 1600 x 1000 view. `createRoom(camera)` gives the drawing
// kit for one camera; furniture is built from shaded boxes so perspective stays consistent.
import { darken, lighten, fmt, linear, radial, blurFilter, grainFilter } from '@wallart/imaging';

export const VIEW = { w: 1600, h: 1000 };
const CM_PER_INCH = 2.54;

/**
 * The wide camera the portfolio's mural shots are drawn with: a room 600 cm wide and 329 cm
 * high whose back wall stands 500 cm from the camera. Its picture spans 300 in at the back
 * wall, far wider than a room a canvas hangs in, so the wall backgrounds use `framedCamera`.
 */
export const WIDE_CAMERA = { f: 1050, eye: 124, cx: 800, cy: 500, halfWidth: 300, depth: 500, height: 329, near: 120, window: { z0: 300, z1: 420 } };

/**
 * A camera framed on the back wall at true scale: the picture's full width covers `spanInches`
 * at the back wall (`depth` cm away) and the wall meets the floor at `floorLine` of the height.
 * The focal length follows from the span (view units per cm at the wall = f / depth) and the
 * horizon, at `eye` cm, is shifted like a shift lens so the floor line lands where asked.
 * The room itself is `halfWidth` x 2 wide and `height` high; the floor is drawn up to the
 * camera as far as the picture shows it.
 */
export function framedCamera({ spanInches, floorLine, eye, depth, halfWidth, height, window = null }) {
  const unitsPerCm = VIEW.w / (spanInches * CM_PER_INCH);
  const f = unitsPerCm * depth;
  const cy = floorLine * VIEW.h - eye * unitsPerCm;
  // The floor meets the picture's bottom edge at eye * f / (h - cy); draw it a little nearer.
  const near = Math.floor((0.8 * eye * f) / (VIEW.h - cy));
  return { f, eye, cx: VIEW.w / 2, cy, halfWidth, depth, height, near, window };
}

/** The drawing kit for one camera: projection, boxes, shadows, the room shell and the SVG. */
export function createRoom(camera) {
  const { f: F, eye: EYE, cx: CX, cy: CY } = camera;
  const ROOM = { halfWidth: camera.halfWidth, depth: camera.depth, height: camera.height };

  /** Project a room point (X right, Y up from floor, Z away from camera) to pixels. */
  function proj(X, Y, Z) {
    return [CX + (X * F) / Z, CY + ((EYE - Y) * F) / Z];
  }

  const pts = (list) => list.map(([x, y, z]) => proj(x, y, z).map(fmt).join(',')).join(' ');
  const poly = (list, fill, extra = '') => `<polygon points="${pts(list)}" fill="${fill}"${extra}/>`;

  /** Rectangle on the back wall, in cm, as pixel box and as image fractions. */
  function wallRect(x0, x1, y0, y1) {
    const [px0, py0] = proj(x0, y1, ROOM.depth);
    const [px1, py1] = proj(x1, y0, ROOM.depth);
    return {
      px: { x: px0, y: py0, width: px1 - px0, height: py1 - py0 },
      frac: {
        x: +(px0 / VIEW.w).toFixed(4),
        y: +(py0 / VIEW.h).toFixed(4),
        width: +((px1 - px0) / VIEW.w).toFixed(4),
        height: +((py1 - py0) / VIEW.h).toFixed(4),
      },
    };
  }

  /**
   * Axis-aligned box with visible faces shaded as if lit from the upper left.
   * round softens corners with a same-colour stroke.
   */
  function box(x0, x1, y0, y1, z0, z1, color, { round = 0, top, side } = {}) {
    const st = (c) => (round ? ` stroke="${c}" stroke-width="${round}" stroke-linejoin="round"` : '');
    const topC = top ?? lighten(color, 0.14);
    let out = '';
    if (x0 > 0) {
      const c = side ?? darken(color, 0.16);
      out += poly([[x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]], c, st(c));
    }
    if (x1 < 0) {
      const c = side ?? darken(color, 0.1);
      out += poly([[x1, y0, z0], [x1, y0, z1], [x1, y1, z1], [x1, y1, z0]], c, st(c));
    }
    if (y1 < EYE) out += poly([[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], topC, st(topC));
    if (y0 > EYE) out += poly([[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], darken(color, 0.2));
    out += poly([[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0]], color, st(color));
    return out;
  }

  /** Soft contact shadow on the floor under a footprint. */
  function floorShadow(x0, x1, z0, z1, opacity = 0.35) {
    return poly([[x0, 0, z0], [x1, 0, z0], [x1, 0, z1], [x0, 0, z1]], '#000000', ` opacity="${opacity}" filter="url(#soft)"`);
  }

  /** Shadow cast on the back wall by an object standing in front of it (light from the left). */
  function wallShadow(x0, x1, y1, opacity = 0.16, shift = 14) {
    return poly([[x0 + shift, 0, ROOM.depth - 1], [x1 + shift, 0, ROOM.depth - 1], [x1 + shift, y1, ROOM.depth - 1], [x0 + shift, y1, ROOM.depth - 1]], '#000000', ` opacity="${opacity}" filter="url(#soft)"`);
  }

  /**
   * Room shell: ceiling, side walls, back wall, floor, skirting, and the camera's window (cm
   * along the left wall, z0..z1, sill y0 to head y1) with its light falling on the floor.
   * `mural` is optional markup drawn on the back wall (portfolio shots); lighting overlays
   * are applied after furniture via `lighting()`.
   */
  function shell({ wall, side = darken(wall, 0.12), ceiling = '#f4f1ec', floor = '#b98a5e', floorStyle = 'wood', mural = '', skirting = '#f3efe8' }) {
    const D = ROOM.depth;
    const W = ROOM.halfWidth;
    const H = ROOM.height;
    const N = camera.near;
    let defs = blurFilter('soft', 10) + blurFilter('softer', 26);
    defs += linear('wallLight', [[0, '#ffffff', 0.22], [0.45, '#ffffff', 0.04], [1, '#000000', 0.12]], 0, 0, 1, 0);
    defs += linear('wallTop', [[0, '#000000', 0.16], [0.25, '#000000', 0], [1, '#000000', 0.06]]);
    defs += linear('floorFade', [[0, '#ffffff', 0.12], [1, '#000000', 0.22]]);
    defs += linear('sun', [[0, '#fff6dc', 0.55], [1, '#fff6dc', 0]], 0, 0, 1, 0);
    defs += grainFilter('plaster', { freq: 0.55, strength: 0.05, octaves: 3, seed: 9 });
    defs += grainFilter('woodgrain', { freq: '0.004 0.35', strength: 0.09, octaves: 2, seed: 4 });
    let body = '';
    body += poly([[-W, H, D], [W, H, D], [W, H, N], [-W, H, N]], ceiling);
    body += poly([[-W, 0, D], [-W, 0, N], [-W, H, N], [-W, H, D]], side);
    body += poly([[W, 0, D], [W, 0, N], [W, H, N], [W, H, D]], darken(side, 0.05));
    body += `<g filter="url(#plaster)">${poly([[-W, 0, D], [W, 0, D], [W, H, D], [-W, H, D]], wall)}${mural}</g>`;
    body += poly([[-W, 0, D], [W, 0, D], [W, H, D], [-W, H, D]], 'url(#wallLight)');
    body += poly([[-W, 0, D], [W, 0, D], [W, H, D], [-W, H, D]], 'url(#wallTop)');
    // Ambient occlusion where walls meet.
    body += `<g opacity="0.3" filter="url(#softer)">${poly([[-W, 0, D], [-W + 14, 0, D], [-W + 14, H, D], [-W, H, D]], '#000')}${poly([[W - 14, 0, D], [W, 0, D], [W, H, D], [W - 14, H, D]], '#000')}${poly([[-W, H - 10, D], [W, H - 10, D], [W, H, D], [-W, H, D]], '#000')}</g>`;
    // Floor.
    let floorBody = poly([[-W, 0, D], [W, 0, D], [W, 0, N], [-W, 0, N]], floor);
    if (floorStyle === 'wood') {
      for (let x = -W; x <= W; x += 18) floorBody += `<polyline points="${pts([[x, 0, D], [x, 0, N]])}" stroke="${darken(floor, 0.22)}" stroke-width="1.4" opacity="0.55"/>`;
      let k = 0;
      for (let z = D; z > N; z -= 55) {
        for (let x = -W + ((k * 7) % 4) * 18; x < W; x += 72) floorBody += `<polyline points="${pts([[x, 0, z], [x + 18, 0, z]])}" stroke="${darken(floor, 0.25)}" stroke-width="1.2" opacity="0.5"/>`;
        k += 1;
      }
      floorBody = `<g filter="url(#woodgrain)">${floorBody}</g>`;
    } else if (floorStyle === 'tile') {
      for (let x = -W; x <= W; x += 60) floorBody += `<polyline points="${pts([[x, 0, D], [x, 0, N]])}" stroke="${darken(floor, 0.12)}" stroke-width="1.6"/>`;
      for (let z = D; z > N; z -= 60) floorBody += `<polyline points="${pts([[-W, 0, z], [W, 0, z]])}" stroke="${darken(floor, 0.12)}" stroke-width="1.6"/>`;
    } else {
      floorBody = `<g filter="url(#plaster)">${floorBody}</g>`;
    }
    body += floorBody;
    body += poly([[-W, 0, D], [W, 0, D], [W, 0, N], [-W, 0, N]], 'url(#floorFade)');
    // Skirting boards.
    body += poly([[-W, 0, D - 0.5], [W, 0, D - 0.5], [W, 9, D - 0.5], [-W, 9, D - 0.5]], skirting);
    body += poly([[-W + 0.5, 0, D], [-W + 0.5, 0, N], [-W + 0.5, 9, N], [-W + 0.5, 9, D]], darken(skirting, 0.08));
    body += poly([[W - 0.5, 0, D], [W - 0.5, 0, N], [W - 0.5, 9, N], [W - 0.5, 9, D]], darken(skirting, 0.14));
    // Window on the left wall and the sunlight it throws.
    if (camera.window) {
      const { z0: wz0, z1: wz1, y0: wy0 = 80, y1: wy1 = 250 } = camera.window;
      body += poly([[-W + 0.5, wy0, wz0], [-W + 0.5, wy0, wz1], [-W + 0.5, wy1, wz1], [-W + 0.5, wy1, wz0]], '#eef5f7');
      body += poly([[-W + 0.5, wy0, wz0], [-W + 0.5, wy0, wz1], [-W + 0.5, wy1, wz1], [-W + 0.5, wy1, wz0]], 'url(#sun)');
      body += `<polyline points="${pts([[-W + 1, wy0, (wz0 + wz1) / 2], [-W + 1, wy1, (wz0 + wz1) / 2]])}" stroke="${lighten(side, 0.6)}" stroke-width="7"/>`;
      body += `<polyline points="${pts([[-W + 1, (wy0 + wy1) / 2, wz0], [-W + 1, (wy0 + wy1) / 2, wz1]])}" stroke="${lighten(side, 0.6)}" stroke-width="5"/>`;
      body += `<polygon points="${pts([[-W + 1, wy0, wz0], [-W + 1, wy0, wz1], [-W + 1, wy1, wz1], [-W + 1, wy1, wz0]])}" fill="none" stroke="${lighten(side, 0.5)}" stroke-width="9"/>`;
      body += `<g opacity="0.55" filter="url(#soft)">${poly([[-W, 0, wz0 - 20], [-W, 0, wz1 - 10], [-W + 260, 0, Math.min(D, wz1 + 40)], [-W + 260, 0, wz0 + 10]], '#fff3d6')}</g>`;
    }
    return { defs, body };
  }

  /** Atmosphere drawn over everything: a gentle vignette like a real interior photo. */
  function lighting(extraDefs = '') {
    const defs = `${radial('vignette', [[0.55, '#000000', 0], [1, '#000000', 0.38]], 0.5, 0.5, 0.75)}${extraDefs}`;
    return { defs, body: `<rect x="-400" y="-200" width="${VIEW.w + 800}" height="${VIEW.h + 400}" fill="url(#vignette)"/>` };
  }

  /** Assemble a full room SVG from shell, furniture (already depth-sorted) and lighting. */
  function roomSvg({ shellOpts, furniture, extraDefs = '', out = VIEW, view }) {
    const s = shell(shellOpts);
    const l = lighting();
    const v = view ?? { x: 0, y: 0, w: VIEW.w, h: VIEW.h };
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${out.w}" height="${out.h}" viewBox="${v.x} ${v.y} ${v.w} ${v.h}"><defs>${s.defs}${l.defs}${extraDefs}</defs>${s.body}${furniture}${l.body}</svg>`;
  }

  return { camera, ROOM, proj, poly, wallRect, box, floorShadow, wallShadow, shell, roomSvg };
}
