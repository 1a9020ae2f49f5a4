import { SectionLink } from '../../../components/layout/section-link';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Container } from '../../../components/ui/container';
import { GalleryArt } from '../../../components/ui/gallery-art';
import { ArrowRightIcon, SparkIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';

/** SPEC §2 "Home hero". The background videos and typed heading come with the landing page issue. */
export function HeroSection() {
  return (
    <section id="home" tabIndex={-1} aria-labelledby="home-heading" className="relative overflow-hidden bg-ink-900 text-paper-50 focus:outline-none">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(80%_60%_at_85%_20%,rgb(194_100_60/0.28),transparent_60%)]" />
      <Container className="relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_0.85fr] lg:py-28">
        <div>
          <p className="eyebrow text-brass-300">Custom wall art &middot; printed &amp; painted</p>
          <h1 id="home-heading" className="mt-5 text-5xl leading-[1.02] font-medium tracking-tight sm:text-6xl lg:text-7xl">
            Art made for <em className="font-normal text-terracotta-300">your</em> walls.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-paper-200">
            Design a piece with our AI generator, see it on a photo of your room, then let the studio print it or paint
            it by hand &mdash; from a single canvas to a full mural.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <SectionLink section="portfolio" className={buttonClasses('primary', 'lg')}>
              View Our Work <ArrowRightIcon className="size-4.5" />
            </SectionLink>
            <LinkButton to={paths.aiWallGenerator} variant="outline-light" size="lg">
              <SparkIcon className="size-4.5" /> Try the AI Generator
            </LinkButton>
          </div>
        </div>
        <figure className="mx-auto w-full max-w-sm">
          <div className="border border-brass-400/70 bg-ink-800 p-3 shadow-[0_40px_80px_-30px_rgb(0_0_0/0.7)] sm:p-4">
            <GalleryArt className="aspect-[4/5] w-full" />
          </div>
          <figcaption className="mt-3 flex justify-between text-xs tracking-[0.14em] text-ink-300 uppercase">
            <span>Arches at Dusk</span>
            <span>Acrylic mural study</span>
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
