import { i18n } from './i18n';
import { describe, expect, it } from 'vitest';
import { pageTexts } from '../config/page-texts';
import { prerenderedPages } from '../config/prerendered-pages';

describe('the built pages’ titles and descriptions in every language', () => {
  it('has each built page’s English title and description, exactly as the page list gives them', () => {
    expect(Object.keys(pageTexts).sort()).toEqual(prerenderedPages.map((page) => page.file).sort());
    for (const page of prerenderedPages) {
      const texts = pageTexts[page.file]!;
      expect(i18n._(texts.title)).toBe(page.title);
      expect(i18n._(texts.description)).toBe(page.description);
    }
  });
});
