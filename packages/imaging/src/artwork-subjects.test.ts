import { describe, expect, it } from 'vitest';
import { ARTWORK_SUBJECTS, lookupSubject, readArtworkSubjects, singularWord, subjectLexiconSize } from './artwork-subjects';

const iconOf = (word: string) => lookupSubject(word)?.icon;
const words = (prompt: string) => {
  const r = readArtworkSubjects(prompt);
  return { subjects: r.subjects.map((s) => s.word), scenery: r.scenery, unknown: r.unknown };
};

describe('the subject lexicon (issue 20)', () => {
  it('knows at least 300 subjects, each a distinct icon, and at least 300 words for them', () => {
    expect(ARTWORK_SUBJECTS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ARTWORK_SUBJECTS.map((s) => s.icon)).size).toBe(ARTWORK_SUBJECTS.length);
    expect(subjectLexiconSize()).toBeGreaterThanOrEqual(300);
    for (const s of ARTWORK_SUBJECTS) expect(s.words.length, s.icon).toBeGreaterThan(0);
  });

  it('finds plurals and synonyms: sailboats → sailboat, a boat is a sailboat, kittens are cats', () => {
    expect(iconOf('sailboats')).toBe('sailboat');
    expect(iconOf('boat')).toBe('sailboat');
    expect(iconOf('boats')).toBe('sailboat');
    expect(iconOf('kitten')).toBe('cat');
    expect(iconOf('Kittens')).toBe('cat');
    expect(iconOf('puppies')).toBe('dog');
    expect(iconOf('mice')).toBe('mouse');
    expect(iconOf('wolves')).toBe('wolf');
    expect(iconOf('foxes')).toBe('fox');
    expect(iconOf('cherries')).toBe('cherries');
    expect(iconOf('cacti')).toBe('cactus');
    expect(iconOf('lighthouse')).toBeUndefined();
  });

  it('makes English plurals singular by the usual rules', () => {
    expect(['berries', 'boxes', 'leaves', 'geese', 'glass', 'bus', 'cactus', 'birds'].map(singularWord)).toEqual(['berry', 'box', 'leaf', 'goose', 'glass', 'bus', 'cactus', 'bird']);
  });
});

describe('readArtworkSubjects', () => {
  it('sorts a prompt into subjects, scenery and nouns it cannot draw; stop words and adjectives are neither', () => {
    expect(words('a calm ocean at sunset with sailboats')).toEqual({ subjects: ['sailboats'], scenery: ['ocean', 'sunset'], unknown: [] });
    expect(words('a minimalist portrait of a cat')).toEqual({ subjects: ['cat'], scenery: [], unknown: [] });
    expect(words('A red boat on a calm lake')).toEqual({ subjects: ['boat'], scenery: ['lake'], unknown: [] });
    expect(words('a majestic lighthouse on a rocky coast, beautifully painted')).toEqual({ subjects: [], scenery: ['coast'], unknown: ['lighthouse'] });
    expect(words('a bicycle leaning against a yellow house under the sky')).toEqual({ subjects: ['bicycle', 'house'], scenery: ['sky'], unknown: [] });
  });

  it('reads a colour before a thing as its colour, a number or plural as how many, two words as one name', () => {
    const [boat] = readArtworkSubjects('a red boat').subjects;
    expect(boat).toMatchObject({ word: 'boat', count: 1, colour: '#c8553d' });
    expect(readArtworkSubjects('sailboats').subjects[0]?.count).toBe(3);
    expect(readArtworkSubjects('two whales').subjects[0]?.count).toBe(2);
    expect(readArtworkSubjects('a flock of birds at dawn').subjects[0]).toMatchObject({ word: 'birds', count: 4 });
    expect(readArtworkSubjects('three polar bears').subjects[0]).toMatchObject({ word: 'polar bears', count: 3 });
    expect(readArtworkSubjects('a polar bear').subjects[0]?.entry.icon).toBe('polar-bear');
    // "orange" names a fruit alone, a colour before a noun.
    expect(words('an orange')).toMatchObject({ subjects: ['orange'] });
    expect(words('an orange sunset')).toMatchObject({ subjects: [], scenery: ['sunset'] });
  });

  it('leaves out what the prompt says not to draw, and finds water, dunes and towns that have no motif of their own', () => {
    expect(words('a cat, no dog')).toMatchObject({ subjects: ['cat'], unknown: [] });
    const pond = readArtworkSubjects('koi in a pond near the village');
    expect(pond.scenery).toEqual(['pond', 'village']);
    expect(pond.motifs).toEqual(['waves', 'city']);
  });
});
