import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { SectionLink } from '../../../components/layout/section-link';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon, SparkIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';
import { heroPoster } from '../data/hero-content';
import { useAfterPageLoad } from '../hooks/use-after-page-load';
import { useInView } from '../hooks/use-in-view';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { SoundOffIcon, SoundOnIcon } from './landing-icons';
import { TypedHeading } from './typed-heading';

// The videos' code loads when they are about to play, not with the first view.
const HeroVideos = lazy(() => import('./hero-videos'));

function saveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** docs/product/landing.md#home-hero: background videos, the typed heading and 'View Our Work'. */
export function HeroSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const inView = useInView(sectionRef);
  // Browsers block sound before the visitor acts, so the hero starts muted with a toggle.
  const [soundOn, setSoundOn] = useState(false);
  // Videos only when motion is welcome and data is not being saved, once the page has settled.
  const settled = useAfterPageLoad();
  const motion = !reducedMotion && !saveData();

  return (
    <section
      ref={sectionRef}
      id="home"
      tabIndex={-1}
      aria-labelledby="home-heading"
      className="relative isolate flex min-h-[calc(100svh-4.5rem)] items-center overflow-hidden bg-ink-900 text-paper-50 focus:outline-none"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink-900">
        {/* The first frame of the first loop: the largest element of the first view. */}
        <picture>
          <source
            media={heroPoster.portrait.media}
            srcSet={heroPoster.portrait.src}
            width={heroPoster.portrait.width}
            height={heroPoster.portrait.height}
            type="image/webp"
          />
          <img
            src={heroPoster.landscape.src}
            width={heroPoster.landscape.width}
            height={heroPoster.landscape.height}
            alt=""
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
          />
        </picture>
        {motion && settled && (
          <Suspense fallback={null}>
            <HeroVideos audible={soundOn && inView} />
          </Suspense>
        )}
      </div>
      {/* A dark wash keeps the text readable over the brightest frames. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(18_15_13/0.92)_0%,rgb(18_15_13/0.78)_45%,rgb(18_15_13/0.35)_100%)]"
      />
      <Container className="relative py-20 sm:py-28">
        <div className="max-w-3xl">
          <p className="eyebrow text-brass-300">
            <Trans>Custom wall art · printed & painted</Trans>
          </p>
          <div className="mt-5">
            <TypedHeading animate={!reducedMotion} />
          </div>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-paper-200">
            <Trans>
              Design a piece with our AI generator, see it on a photo of your room, then let the studio print it or paint
              it by hand — from a single canvas to a full mural.
            </Trans>
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <SectionLink section="portfolio" className={buttonClasses('primary', 'lg')}>
              <Trans>View Our Work</Trans> <ArrowRightIcon className="size-4.5" />
            </SectionLink>
            <LinkButton to={paths.aiWallGenerator} variant="outline-light" size="lg">
              <SparkIcon className="size-4.5" /> <Trans>Try the AI Generator</Trans>
            </LinkButton>
          </div>
        </div>
      </Container>
      {motion && (
        <button
          type="button"
          aria-pressed={soundOn}
          onClick={() => setSoundOn((on) => !on)}
          className="absolute right-5 bottom-5 inline-flex h-11 items-center gap-2 rounded-full border border-paper-50/30 bg-ink-950/70 px-4 text-sm font-semibold text-paper-50 transition-colors hover:border-paper-50 focus-visible:outline-brass-300 sm:right-8 sm:bottom-8"
        >
          {soundOn ? <SoundOnIcon className="size-5" /> : <SoundOffIcon className="size-5" />}
          {/* aria-pressed tells the state; the name stays the same. */}
          <span>
            <Trans>Sound</Trans>
          </span>
        </button>
      )}
    </section>
  );
}
