import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ARTWORK_SUBJECTS } from '@wallart/imaging';
import { loadSubjectIcons, paletteRecolour, recolourIcon, subjectIcon } from './subject-icons';

const resolve = createRequire(import.meta.url).resolve;

describe('the subject icons (issue 20, decision 035)', () => {
  it('come from an MIT-licensed set, as decision 035 records', () => {
    const info = JSON.parse(readFileSync(resolve('@iconify-json/fluent-emoji-flat/info.json'), 'utf8')) as { license: { spdx: string }; author: { name: string } };
    const pkg = JSON.parse(readFileSync(resolve('@iconify-json/fluent-emoji-flat/package.json'), 'utf8')) as { license: string };
    expect(info.license.spdx).toBe('MIT');
    expect(pkg.license).toBe('MIT');
    expect(info.author.name).toBe('Microsoft Corporation');
  });

  it('has a drawing for every subject of the lexicon, without ids (so recolouring is a plain fill swap), and keeps only those', () => {
    const icons = loadSubjectIcons();
    const missing = ARTWORK_SUBJECTS.filter((s) => !icons.has(s.icon)).map((s) => s.icon);
    expect(missing).toEqual([]);
    expect(icons.size).toBe(ARTWORK_SUBJECTS.length);
    for (const icon of icons.values()) expect(icon.body, icon.name).not.toMatch(/\sid=|url\(#/);
  });

  it('restyles an icon to the palette: every colour replaced, light and dark parts kept apart', () => {
    const cat = subjectIcon('cat');
    expect(cat?.colours.length).toBeGreaterThan(2);
    const restyled = recolourIcon(cat!, paletteRecolour(cat!, { main: '#3d7a8c', second: '#e07a5f', ink: '#1f2a44', light: '#f7f3e8' }));
    const colours = new Set([...restyled.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]));
    for (const original of cat!.colours) expect(colours.has(original)).toBe(false);
    expect(colours.has('#1f2a44')).toBe(true); // its black eyes are the palette's ink
    expect(colours.size).toBeGreaterThan(2);
  });
});
