import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { SectionLink } from '../../../components/layout/section-link';
import { buttonClasses } from '../../../components/ui/button-styles';
import { services, type Service } from '../data/landing-content';
import { srcSet } from '../data/media';
import { SectionHeading } from './section-heading';

// The dialog (and Radix with it) loads on the first Read More.
const ServiceDialog = lazy(() => import('./service-dialog'));

/** docs/product/landing.md#services: four cards with Read More, and the age-progression banner. */
export default function ServicesSection() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<Service | null>(null);
  return (
    <Container className="py-20 sm:py-28">
      <SectionHeading id="services-heading" index="03" eyebrow={t`Services`} title={t`From canvas prints to hand-painted murals`}>
        <Trans>Four ways we bring art to your walls, each with a designer beside you from the first sketch.</Trans>
      </SectionHeading>

      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => {
          const title = i18n._(service.title);
          return (
            <li key={service.id} className="group frame flex flex-col">
              <div className="overflow-hidden border-b border-paper-300">
                <img
                  src={service.image.srcSmall}
                  srcSet={srcSet(service.image)}
                  sizes="(min-width: 1024px) 16rem, (min-width: 640px) 45vw, 90vw"
                  width={service.image.width}
                  height={service.image.height}
                  alt={i18n._(service.image.alt)}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 ease-(--ease-gallery) group-hover:scale-[1.03]"
                />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl font-medium text-ink-900">{title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-600">{i18n._(service.summary)}</p>
                <button
                  type="button"
                  onClick={() => setOpen(service)}
                  aria-haspopup="dialog"
                  className="mt-4 inline-flex items-center gap-1.5 self-start rounded-[2px] text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline"
                >
                  <Trans>
                    Read More <span className="sr-only">about {title}</span>
                  </Trans>
                  <ArrowRightIcon className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>

      <div className="relative mt-16 overflow-hidden bg-ink-900 px-6 py-10 text-paper-50 sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-[radial-gradient(circle,rgb(194_100_60/0.45),transparent_70%)]"
        />
        <div className="relative flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <p className="eyebrow text-brass-300">
              <Trans>New · Age progression portraits</Trans>
            </p>
            <h3 className="mt-3 text-3xl font-medium sm:text-4xl">
              <Trans>A family portrait across the years</Trans>
            </h3>
            <p className="mt-3 leading-relaxed text-paper-200">
              <Trans>
                Upload a photo, choose an age and see four portraits across the decades — then hang your favourite on the
                wall.
              </Trans>
            </p>
          </div>
          {/* docs/product/studio.md#face-tab: scrolls to the generator section, home of the age-progression generator. */}
          <SectionLink section="ai-wall-generator" className={buttonClasses('primary', 'lg', 'shrink-0 self-start md:self-auto')}>
            <Trans>Get Started</Trans> <ArrowRightIcon className="size-4.5" />
          </SectionLink>
        </div>
      </div>

      {open && (
        <Suspense fallback={null}>
          <ServiceDialog service={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Container>
  );
}
