import { describe, expect, it } from 'vitest';
import { hashText, luminance, mixHex, parseArtworkPrompt, promptWords } from './artwork-prompt';

describe('parseArtworkPrompt', () => {
  it('reads motifs, moods and colours in the order they appear', () => {
    const parsed = parseArtworkPrompt('Calm ocean waves under a golden sunset, teal and coral');
    expect(parsed.motifs).toEqual(['waves', 'sun']);
    expect(parsed.moods).toEqual(['calm', 'warm']);
    expect(parsed.colours.map((c) => c.name)).toEqual(['golden', 'teal', 'coral']);
    expect(parsed.colours[1]?.hex).toBe('#3d7a8c');
  });

  it('understands synonyms and plurals of every motif', () => {
    expect(parseArtworkPrompt('peaks, pines, skyline, ferns, tulips, stars, crescent, bauhaus').motifs).toEqual([
      'mountains',
      'forest',
      'city',
      'botanical',
      'flowers',
      'stars',
      'moon',
      'geometric',
    ]);
  });

  it('shades colours ("light blue", "deep red") and joins two colour words into one', () => {
    const { colours } = parseArtworkPrompt('light blue, deep red and forest green');
    expect(colours.map((c) => c.name)).toEqual(['light blue', 'deep red', 'forest green']);
    expect(luminance(colours[0]?.hex as string)).toBeGreaterThan(luminance('#3b6ea5'));
    expect(luminance(colours[1]?.hex as string)).toBeLessThan(luminance('#c8553d'));
  });

  it('"forest" alone is a motif, not a colour; "no sun" leaves the sun out', () => {
    expect(parseArtworkPrompt('a forest by the sea, no sun')).toMatchObject({ motifs: ['forest', 'waves'], colours: [] });
    expect(parseArtworkPrompt('mountains without trees').motifs).toEqual(['mountains']);
  });

  it('finds nothing in a prompt without known words, and copes with any text', () => {
    expect(parseArtworkPrompt('something lovely for my hallway')).toMatchObject({ motifs: [], moods: [], colours: [] });
    expect(parseArtworkPrompt('🌊🌊 !!! 123')).toMatchObject({ motifs: [], words: [] });
    expect(promptWords('Sun-lit, BLUE!')).toEqual(['sun', 'lit', 'blue']);
  });
});

describe('colour and hash helpers', () => {
  it('mixes colours and measures luminance', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#e07a5f', '#e07a5f', 0.3)).toBe('#e07a5f');
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
  });

  it('hashes text stably (FNV-1a)', () => {
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('waves')).toBe(hashText('waves'));
    expect(hashText('waves')).not.toBe(hashText('wave'));
  });
});
