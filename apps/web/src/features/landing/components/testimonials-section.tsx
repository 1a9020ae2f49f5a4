import { Trans, useLingui } from '@lingui/react/macro';
import { CAROUSEL_VISIBLE_SLIDES } from '@wallart/shared';
import { Container } from '../../../components/ui/container';
import { cn } from '../../../lib/cn';
import { testimonials } from '../data/landing-content';
import { avatarSize } from '../data/media';
import { useTestimonialCarousel } from '../hooks/use-testimonial-carousel';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { carouselCardSpacing } from '../utils/carousel-spacing';
import { isRunning, visibleSlides } from '../utils/carousel-reducer';
import { ChevronLeftIcon, ChevronRightIcon, QuoteMarkIcon } from './landing-icons';

/** docs/product/landing.md#testimonials with the carousel of docs/product/landing.md#testimonials (timings in docs/product/landing.md#testimonials). */
export default function TestimonialsSection() {
  const { t, i18n } = useLingui();
  const { state, dispatch } = useTestimonialCarousel(testimonials.length);
  const spacing = carouselCardSpacing(useViewportWidth());
  const current = testimonials[state.index];
  const total = testimonials.length;
  let announcement = '';
  if (current) {
    const position = state.index + 1;
    const { name } = current;
    const role = i18n._(current.role);
    const quote = i18n._(current.quote);
    announcement = t`Testimonial ${position} of ${total}: ${name}, ${role}. ${quote}`;
  }

  return (
    <div className="overflow-hidden bg-paper-200/70 py-20 sm:py-28">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow text-terracotta-700">
            <Trans>Testimonials</Trans>
          </p>
          <h2 id="testimonials-heading" className="mt-4 text-4xl leading-[1.08] font-medium tracking-tight text-ink-900 sm:text-5xl">
            <Trans>Walls our clients live with</Trans>
          </h2>
          {/* docs/architecture.md#copy-rewritten: the spec's subtitle was a template leftover; this one fits the studio. */}
          <p className="mt-5 text-lg leading-relaxed text-ink-600">
            <Trans>Homes, cafés, offices and public spaces — in the words of the people who use them every day.</Trans>
          </p>
        </div>
      </Container>

      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t`Client testimonials`}
        data-testid="testimonial-carousel"
        data-index={state.index}
        data-progress={state.progress}
        data-running={isRunning(state)}
        data-finished={state.finished}
        className="relative mt-14"
        onMouseEnter={() => dispatch({ type: 'pause', by: 'hover', paused: true })}
        onMouseLeave={() => dispatch({ type: 'pause', by: 'hover', paused: false })}
        // Keyboard users get the same pause while they are on the controls (WCAG 2.2.2).
        onFocus={() => dispatch({ type: 'pause', by: 'focus', paused: true })}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'pause', by: 'focus', paused: false });
        }}
      >
        {/* The five slides of docs/product/landing.md#testimonials, at offsets -2..+2; only the centre one is read out. */}
        <div className="relative mx-auto h-[26rem] max-w-7xl sm:h-[23rem]">
          {visibleSlides(state, CAROUSEL_VISIBLE_SLIDES).map(({ offset, index }) => {
            const testimonial = testimonials[index];
            if (!testimonial) return null;
            const distance = Math.abs(offset);
            return (
              <figure
                key={offset}
                aria-hidden={offset !== 0}
                data-offset={offset}
                className={cn(
                  'frame absolute top-0 left-1/2 flex h-full w-[min(20rem,82vw)] flex-col p-7 transition-all duration-500 ease-(--ease-gallery) sm:w-[24rem]',
                  offset === 0 ? 'z-30 shadow-[0_30px_60px_-30px_rgb(28_24_21/0.5)]' : distance === 1 ? 'z-20' : 'z-10',
                )}
                style={{ transform: `translateX(calc(-50% + ${offset * spacing}px)) scale(${1 - distance * 0.12})` }}
              >
                {/* Side slides recede behind a wash of the section colour (their text is a decorative repeat). */}
                {offset !== 0 && (
                  <span
                    className={cn('absolute inset-0 z-10 bg-paper-200 transition-opacity duration-500', distance === 1 ? 'opacity-45' : 'opacity-80')}
                  />
                )}
                <QuoteMarkIcon className="size-9 text-terracotta-500" />
                <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed text-ink-900 sm:text-xl">
                  <p>{i18n._(testimonial.quote)}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3.5 border-t border-paper-300 pt-5">
                  <img src={testimonial.avatar} width={avatarSize} height={avatarSize} alt="" loading="lazy" decoding="async" className="size-12 rounded-full bg-paper-200" />
                  <span>
                    <span className="block font-semibold text-ink-900">{testimonial.name}</span>
                    <span className="block text-sm text-ink-600">{i18n._(testimonial.role)}</span>
                  </span>
                </figcaption>
              </figure>
            );
          })}
        </div>

        {/* Announced on manual navigation only: auto-rotation would talk over the page (WAI carousel pattern). */}
        <p className="sr-only" aria-live={isRunning(state) ? 'off' : 'polite'}>
          {announcement}
        </p>

        <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-5 px-5">
          {/* Progress towards the next auto-advance (docs/product/landing.md#testimonials: 0 to 100). */}
          <div
            role="progressbar"
            aria-label={t`Time until the next testimonial`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress)}
            className="h-0.5 w-40 overflow-hidden bg-ink-900/10"
          >
            <div data-testid="carousel-progress" className="h-full bg-terracotta-600" style={{ width: `${state.progress}%` }} />
          </div>
          <div className="flex items-center gap-4">
            <button
              type="button"
              onClick={() => dispatch({ type: 'previous' })}
              aria-label={t`Previous testimonial`}
              className="inline-flex size-11 items-center justify-center rounded-full border border-ink-900/20 text-ink-900 transition-colors hover:border-ink-900 hover:bg-paper-50"
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <ul className="flex items-center gap-1" aria-label={t`Choose a testimonial`}>
              {testimonials.map(({ name }, i) => {
                const position = i + 1;
                return (
                  <li key={name}>
                    <button
                      type="button"
                      onClick={() => dispatch({ type: 'goTo', index: i })}
                      aria-label={t`Testimonial ${position}: ${name}`}
                      aria-current={i === state.index ? 'true' : undefined}
                      className="group flex size-8 items-center justify-center rounded-full"
                    >
                      <span
                        className={cn(
                          'block h-2 rounded-full transition-all duration-300',
                          i === state.index ? 'w-6 bg-terracotta-600' : 'w-2 bg-ink-900/25 group-hover:bg-ink-900/50',
                        )}
                      />
                    </button>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              onClick={() => dispatch({ type: 'next' })}
              aria-label={t`Next testimonial`}
              className="inline-flex size-11 items-center justify-center rounded-full border border-ink-900/20 text-ink-900 transition-colors hover:border-ink-900 hover:bg-paper-50"
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
