/** The landing page sections, in page order (docs/product/README.md#product, docs/product/landing.md#sections). */
export const landingSections = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'ai-wall-generator', label: 'AI Wall Generator' },
  { id: 'services', label: 'Services' },
  { id: 'portfolio', label: 'Portfolio' },
  { id: 'contact', label: 'Contact' },
] as const;

export type LandingSectionId = (typeof landingSections)[number]['id'];

export function isLandingSectionId(value: unknown): value is LandingSectionId {
  return typeof value === 'string' && landingSections.some((s) => s.id === value);
}

/**
 * Navigation state understood by the home page (docs/product/landing.md#sections: "Navigation state may carry
 * scrollToSection").
 */
export interface HomeNavigationState {
  scrollToSection?: LandingSectionId;
  /** A package the visitor asked a quote for: the contact form opens with a line naming it. */
  quoteFor?: string;
}
