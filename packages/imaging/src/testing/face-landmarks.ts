import type { Point } from '../homography';

/** A level, front-facing face of the 68-point layout: eye centres 100 px apart at y = 200. */
export function syntheticLandmarks(dx = 0, dy = 0, angle = 0): Point[] {
  const pts: Point[] = [];
  // jaw 0-16: a U from the temples to the chin
  for (let i = 0; i <= 16; i++) {
    const t = (i / 16) * Math.PI;
    pts.push({ x: 200 - 95 * Math.cos(t), y: 210 + 170 * Math.sin(t) * (i === 0 || i === 16 ? 0.2 : 1) });
  }
  for (let i = 0; i < 5; i++) pts.push({ x: 110 + i * 15, y: 165 - (i === 2 ? 6 : 0) }); // right brow 17-21
  for (let i = 0; i < 5; i++) pts.push({ x: 230 + i * 15, y: 165 - (i === 2 ? 6 : 0) }); // left brow 22-26
  for (let i = 0; i < 4; i++) pts.push({ x: 200, y: 200 + i * 20 }); // nose bridge 27-30
  for (let i = 0; i < 5; i++) pts.push({ x: 180 + i * 10, y: 275 }); // nose base 31-35
  const eye = (cx: number) => [
    { x: cx - 20, y: 200 }, { x: cx - 8, y: 193 }, { x: cx + 8, y: 193 }, { x: cx + 20, y: 200 }, { x: cx + 8, y: 206 }, { x: cx - 8, y: 206 },
  ];
  pts.push(...eye(150), ...eye(250)); // 36-47
  for (let i = 0; i < 20; i++) {
    const t = (i / 20) * 2 * Math.PI;
    pts.push({ x: 200 - 40 * Math.cos(t), y: 320 + 12 * Math.sin(t) }); // mouth 48-67 (48 left corner, 54 right)
  }
  pts[54] = { x: 240, y: 320 };
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return pts.map((p) => ({ x: 200 + (p.x - 200) * c - (p.y - 200) * s + dx, y: 200 + (p.x - 200) * s + (p.y - 200) * c + dy }));
}
