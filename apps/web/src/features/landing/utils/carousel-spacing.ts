import { CAROUSEL_BREAKPOINTS_PX, CAROUSEL_CARD_SPACING_PX, CAROUSEL_SPACING_FACTORS } from '@wallart/shared';

/**
 * docs/product/landing.md#testimonials: card spacing has a 300 px base scaled by the viewport width, with breakpoints 640, 768,
 * 1024 and 1280 px and factors 0.7, 0.8 and 0.9. Below 640 px the spacing is 0.7 x base, below
 * 768 px 0.8 x, below 1024 px 0.9 x; from 1024 px up the full base applies (1280 px, the last
 * breakpoint, is where the carousel reaches its widest container and keeps the base).
 */
export function carouselCardSpacing(viewportWidth: number): number {
  const [sm, md, lg] = CAROUSEL_BREAKPOINTS_PX;
  const [small, medium, large] = CAROUSEL_SPACING_FACTORS;
  if (viewportWidth < sm) return CAROUSEL_CARD_SPACING_PX * small;
  if (viewportWidth < md) return CAROUSEL_CARD_SPACING_PX * medium;
  if (viewportWidth < lg) return CAROUSEL_CARD_SPACING_PX * large;
  return CAROUSEL_CARD_SPACING_PX;
}
