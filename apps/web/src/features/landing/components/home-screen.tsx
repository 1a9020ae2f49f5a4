import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { useScrollToSection } from '../hooks/use-scroll-to-section';
import { HeroSection } from './hero-section';
import { LazySection, lazyContent } from './lazy-section';

export interface HomeScreenProps {
  /** The package cards of the about section; the app passes them in because they belong to the packages feature. */
  packages: ReactNode;
}

// Below the fold, each section is its own chunk (lazy-section.tsx): the first view needs only the hero.
// The placeholders' heights are the loaded sections' heights at 390, 768 and 1280 px (measured in
// Chromium), so a visitor who scrolls fast is not thrown about when the sections arrive.
const aboutContent = lazyContent(() => import('./about-section'));
const generatorContent = lazyContent(() => import('./generator-intro-section'));
const servicesContent = lazyContent(() => import('./services-section'));
const testimonialsContent = lazyContent(() => import('./testimonials-section'));
const portfolioContent = lazyContent(() => import('./portfolio-section'));
const contactContent = lazyContent(() => import('./contact-section'));

const noProps = {};

/** The landing page with its six sections (docs/product/landing.md#sections) and the testimonials. */
export function HomeScreen({ packages }: HomeScreenProps) {
  useScrollToSection();
  return (
    <>
      <HeroSection />
      <LazySection id="about" label={msg`About`} content={aboutContent} props={{ packages }} placeholderClassName="min-h-[287rem] sm:min-h-[180rem] lg:min-h-[114rem]" />
      <LazySection id="ai-wall-generator" label={msg`AI Wall Generator`} content={generatorContent} props={noProps} placeholderClassName="min-h-[77rem] sm:min-h-[91rem] lg:min-h-[50rem]" />
      <LazySection id="services" label={msg`Services`} content={servicesContent} props={noProps} placeholderClassName="min-h-[167rem] sm:min-h-[109rem] lg:min-h-[74rem]" />
      <LazySection label={msg`Testimonials`} content={testimonialsContent} props={noProps} placeholderClassName="min-h-[60rem] sm:min-h-[57rem]" />
      <LazySection id="portfolio" label={msg`Portfolio`} content={portfolioContent} props={noProps} placeholderClassName="min-h-[168rem] sm:min-h-[105rem] bg-ink-900" />
      <LazySection id="contact" label={msg`Contact`} content={contactContent} props={noProps} placeholderClassName="min-h-[79rem] sm:min-h-[70rem] lg:min-h-[47rem]" />
    </>
  );
}
