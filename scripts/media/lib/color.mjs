// Colour helpers and the shared brand palette used across every illustration.

export const brand = {
  ink: '#1f2a44',
  navy: '#27365c',
  terracotta: '#e07a5f',
  coral: '#f28c6b',
  sand: '#f2cc8f',
  mustard: '#f2a541',
  sage: '#81b29a',
  teal: '#3d7a8c',
  cream: '#f7f3e8',
  blush: '#f4b9a8',
  plum: '#6d3b5e',
  forest: '#2f5d50',
};

function parseHex(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

function toHex(rgb) {
  return `#${rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
}

export const lighten = (c, t) => mix(c, '#ffffff', t);
export const darken = (c, t) => mix(c, '#000000', t);
