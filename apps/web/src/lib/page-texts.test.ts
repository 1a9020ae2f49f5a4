import { i18n } from './i18n';
import { describe, expect, it } from 'vitest';
import { pageTexts, shareImageAlt } from '../config/page-texts';
import index from '../../index.html?raw';
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

  it('keeps the English share preview of index.html: the landing page’s og:description and the image’s alt', () => {
    const content = (property: string) => new RegExp(`property="${property}"\\s+content="([^"]*)"`).exec(index)?.[1]?.replace(/&amp;/g, '&');
    expect(i18n._(pageTexts['home.html']!.shareDescription!)).toBe(content('og:description'));
    expect(i18n._(shareImageAlt)).toBe(content('og:image:alt'));
  });
});
