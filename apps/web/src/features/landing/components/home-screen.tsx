import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useScrollToSection } from '../hooks/use-scroll-to-section';
import { HeroSection } from './hero-section';
import { SectionHeading } from './section-heading';

export interface HomeScreenProps {
  /** The package cards of the about section; the app passes them in because they belong to the packages feature. */
  packages: ReactNode;
}

function Section({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className={cn('py-20 focus:outline-none sm:py-28', className)}>
      <Container>{children}</Container>
    </section>
  );
}

/** The landing page with its six sections (SPEC §2 "Landing page"). */
export function HomeScreen({ packages }: HomeScreenProps) {
  useScrollToSection();
  return (
    <>
      <HeroSection />

      <Section id="about">
        <SectionHeading id="about-heading" index="01" eyebrow="About the studio" title="Wall art, made to measure">
          We are painters, printers and designers in one studio. Every piece is sized for its wall, checked on a photo of
          your room and installed by our own team.
        </SectionHeading>
        <h3 className="mt-16 mb-8 font-sans text-sm font-bold tracking-[0.18em] text-ink-700 uppercase">Studio packages</h3>
        {packages}
      </Section>

      <Section id="ai-wall-generator" className="bg-paper-200/70">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading id="ai-wall-generator-heading" index="02" eyebrow="AI wall generator" title="Sketch it in seconds">
            Describe a mood, pick a style and let the generator draft artwork for your wall &mdash; then refine it with a
            designer.
          </SectionHeading>
          <LinkButton to={paths.aiWallGenerator} variant="ink" size="lg" className="self-start md:self-auto">
            Open the generator <ArrowRightIcon className="size-4.5" />
          </LinkButton>
        </div>
      </Section>

      <Section id="services">
        <SectionHeading id="services-heading" index="03" eyebrow="Services" title="From canvas prints to hand-painted murals">
          Large-format printing, hand painting, murals for shops and offices, and careful installation.
        </SectionHeading>
      </Section>

      <Section id="portfolio" className="bg-ink-900">
        <SectionHeading id="portfolio-heading" index="04" eyebrow="Portfolio" title="Walls we have transformed" tone="paper">
          Homes, cafés, offices and public spaces across the city.
        </SectionHeading>
      </Section>

      <Section id="contact">
        <SectionHeading id="contact-heading" index="05" eyebrow="Contact" title="Tell us about your wall">
          A free first consultation: we visit, measure and sketch ideas with you.
        </SectionHeading>
      </Section>
    </>
  );
}
