import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { CheckIcon } from '../../../components/ui/icons';
import { featureCards, studioFigures } from '../data/landing-content';
import { artImages, srcSet } from '../data/media';
import { SectionHeading } from './section-heading';

const whyChooseUs = [
  msg`One team from first sketch to final coat: no subcontractors on your walls.`,
  msg`See the design on a photo of your own room before anything is printed or painted.`,
  msg`Fixed prices per project, and a written warranty on every wall.`,
];

/** docs/product/landing.md#about: why choose us, four feature cards, and the three package cards. */
export default function AboutSection({ packages }: { packages: ReactNode }) {
  const { t, i18n } = useLingui();
  const art = artImages.flowingWaves;
  return (
    <Container className="py-20 sm:py-28">
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <SectionHeading id="about-heading" index="01" eyebrow={t`Why choose us`} title={t`Wall art, made to measure`}>
            <Trans>
              We are painters, printers and designers in one city studio. Every piece is sized for its wall, checked on
              a photo of your room and installed by our own team.
            </Trans>
          </SectionHeading>
          <ul className="mt-8 space-y-3.5">
            {whyChooseUs.map((reason) => (
              <li key={reason.id} className="flex gap-3 text-ink-700">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-sage-600/15 text-sage-600">
                  <CheckIcon className="size-4" />
                </span>
                {i18n._(reason)}
              </li>
            ))}
          </ul>
          <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-paper-300 pt-8">
            {studioFigures.map((figure) => (
              <div key={figure.label.id} className="flex flex-col">
                <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{i18n._(figure.label)}</dt>
                <dd className="order-first font-display text-3xl font-medium text-ink-900 sm:text-4xl">{i18n._(figure.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className="relative mx-auto w-full max-w-md">
          <div className="frame rotate-1 p-3 sm:p-4">
            <img
              src={art.srcSmall}
              srcSet={srcSet(art)}
              sizes="(min-width: 1024px) 28rem, 90vw"
              width={art.width}
              height={art.height}
              alt={t`Tidal Lines, a flowing mural study in navy, coral and mustard`}
              loading="lazy"
              decoding="async"
              className="aspect-square h-auto w-full object-cover"
            />
          </div>
          <figcaption className="absolute -bottom-5 -left-3 bg-ink-900 px-4 py-3 text-sm text-paper-100 shadow-frame sm:-left-8">
            <span className="block font-display text-lg text-paper-50">Tidal Lines</span>
            <Trans>Studio mural study, 2024</Trans>
          </figcaption>
        </figure>
      </div>

      <ul className="mt-20 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {featureCards.map((card) => (
          <li key={card.title.id} className="frame flex flex-col">
            <img
              src={card.image.srcSmall}
              srcSet={srcSet(card.image)}
              sizes="(min-width: 1024px) 16rem, (min-width: 640px) 45vw, 90vw"
              width={card.image.width}
              height={card.image.height}
              alt=""
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] h-auto w-full border-b border-paper-300 object-cover"
            />
            <div className="p-5">
              <h3 className="text-xl font-medium text-ink-900">{i18n._(card.title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{i18n._(card.text)}</p>
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-24">
        <div className="mb-10 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="eyebrow text-terracotta-700">
              <Trans>Studio packages</Trans>
            </p>
            <h3 className="mt-3 text-3xl font-medium text-ink-900 sm:text-4xl">
              <Trans>Choose how we work together</Trans>
            </h3>
          </div>
          <p className="max-w-sm text-sm text-ink-600">
            <Trans>Prices in CAD per project. Every package starts with a free site visit.</Trans>
          </p>
        </div>
        {packages}
      </div>
    </Container>
  );
}
