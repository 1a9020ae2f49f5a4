import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';
import { artImages, srcSet } from '../data/media';
import { SectionHeading } from './section-heading';

const steps = [
  { title: msg`Describe it`, text: msg`A mood, a palette, a style: Abstract, Minimalist, Photorealistic or your own colours.` },
  { title: msg`See it on your wall`, text: msg`Place the art on one of our rooms or on a photo of your own wall.` },
  { title: msg`We make it real`, text: msg`Order a canvas print or have the design painted by hand.` },
];

/**
 * docs/product/studio.md#generator-tabs `ai-wall-generator`: the generator itself comes in a later issue; until then this section
 * introduces it and links to /ai-wall-generator.
 */
export default function GeneratorIntroSection() {
  const { t, i18n } = useLingui();
  const samples = [artImages.minimalArches, artImages.botanicalLine, artImages.flowingWaves];
  return (
    <div className="bg-paper-200/70">
      <Container className="grid items-center gap-14 py-20 sm:py-28 lg:grid-cols-2">
        <div>
          <SectionHeading id="ai-wall-generator-heading" index="02" eyebrow={t`AI wall generator`} title={t`Sketch your wall in seconds`}>
            <Trans>
              Describe what you would like to live with and the generator drafts artwork for it. Keep what you love,
              then refine it with a designer.
            </Trans>
          </SectionHeading>
          <ol className="mt-8 space-y-5">
            {steps.map((step, i) => (
              <li key={step.title.id} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full border border-terracotta-600/40 font-display text-terracotta-700">
                  {i + 1}
                </span>
                <div>
                  <p className="font-semibold text-ink-900">{i18n._(step.title)}</p>
                  <p className="text-sm leading-relaxed text-ink-600">{i18n._(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
            <LinkButton to={paths.aiWallGenerator} variant="ink" size="lg">
              <Trans>Open the generator</Trans> <ArrowRightIcon className="size-4.5" />
            </LinkButton>
            {/* The services banner's Get Started leads here: the age-progression generator is the generator's face tab (docs/product/landing.md#services). */}
            <Link
              to={paths.aiWallGenerator}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline"
            >
              <Trans>Age progression portraits</Trans> <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4">
          {samples.map((art, i) => (
            <img
              key={art.src}
              src={art.srcSmall}
              srcSet={srcSet(art)}
              sizes="(min-width: 1024px) 18rem, 45vw"
              width={art.width}
              height={art.height}
              alt={i18n._(art.alt)}
              loading="lazy"
              decoding="async"
              className={i === 0 ? 'frame col-span-2 aspect-[2/1] h-auto w-full object-cover p-2' : 'frame aspect-square h-auto w-full object-cover p-2'}
            />
          ))}
        </div>
      </Container>
    </div>
  );
}
