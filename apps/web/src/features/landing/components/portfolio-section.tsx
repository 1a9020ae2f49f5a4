import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { cn } from '../../../lib/cn';
import { useSharedText } from '../../../lib/shared-text';
import { MESSAGES } from '@wallart/shared';
import { portfolioCategories, portfolioCategoryLabels, projectsIn, type PortfolioCategory } from '../data/landing-content';
import { srcSet } from '../data/media';
import { CalculatorIcon, CubeIcon, PinIcon } from './landing-icons';
import { SectionHeading } from './section-heading';

// The estimator (and Radix) loads on the first 'Get Quote'.
const QuoteEstimatorDialog = lazy(() => import('./quote-estimator-dialog'));

/** docs/product/landing.md#portfolio: category filter, four projects, and the AR Preview and Quote Estimator cards. */
export default function PortfolioSection() {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const [category, setCategory] = useState<PortfolioCategory>('All');
  const [quoteOpen, setQuoteOpen] = useState(false);
  const shown = projectsIn(category);

  return (
    <div className="bg-ink-900 text-paper-50">
      <Container className="py-20 sm:py-28">
        <div className="flex flex-col gap-8">
          <SectionHeading id="portfolio-heading" index="04" eyebrow={t`Portfolio`} title={t`Walls we have transformed`} tone="paper">
            <Trans>
              Homes, cafés, offices and public spaces — each one designed with its owners and painted or installed by
              our team.
            </Trans>
          </SectionHeading>
          <div role="group" aria-label={t`Filter projects by category`} className="flex flex-wrap gap-2">
            {portfolioCategories.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={category === c}
                onClick={() => setCategory(c)}
                className={cn(
                  'h-10 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-brass-300',
                  category === c ? 'border-brass-300 bg-brass-300 text-ink-900' : 'border-paper-50/25 text-paper-100 hover:border-paper-50',
                )}
              >
                {i18n._(portfolioCategoryLabels[c])}
              </button>
            ))}
          </div>
        </div>

        {shown.length === 0 ? (
          <p role="status" className="mt-14 border border-dashed border-paper-50/25 p-10 text-center text-paper-200">
            {ts(MESSAGES.portfolio.empty)}
          </p>
        ) : (
          <ul aria-label={t`Projects`} className="mt-14 grid gap-6 sm:grid-cols-2">
            {shown.map((project) => (
              <li key={project.id}>
                <article aria-labelledby={`project-${project.id}`} className="group">
                  <div className="overflow-hidden border border-paper-50/10">
                    <img
                      src={project.image.srcSmall}
                      srcSet={srcSet(project.image)}
                      sizes="(min-width: 1152px) 34rem, (min-width: 640px) 46vw, 92vw"
                      width={project.image.width}
                      height={project.image.height}
                      alt={i18n._(project.image.alt)}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 ease-(--ease-gallery) group-hover:scale-[1.03]"
                    />
                  </div>
                  <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                    <div>
                      <p className="eyebrow text-brass-300">{i18n._(portfolioCategoryLabels[project.category])}</p>
                      <h3 id={`project-${project.id}`} className="mt-1.5 text-2xl font-medium text-paper-50">
                        {i18n._(project.title)}
                      </h3>
                    </div>
                    <p className="flex shrink-0 items-center gap-1.5 text-sm text-paper-200 sm:mt-1">
                      <PinIcon className="size-4 text-brass-300" />
                      {i18n._(project.location)}
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}

        <div className="mt-16 grid gap-6 md:grid-cols-2">
          <PromoCard
            icon={<CubeIcon className="size-6" />}
            title={t`AR Preview`}
            text={t`Hang your design on your own wall through your phone’s camera, at its true size, before you order.`}
            action={t`Try AR Now`}
            // docs/product/ar.md#where-it-starts: the visitor's current artwork, or the sample; the code that knows loads on the press.
            // A document of its own: the AR page's policy lets model-viewer compile WebAssembly (decision 076).
            onAction={() => void import('../../../stores/current-ar-link').then(({ currentArLink }) => window.location.assign(currentArLink()))}
          />
          <PromoCard
            icon={<CalculatorIcon className="size-6" />}
            title={t`AI Quote Estimator`}
            text={t`Enter your wall’s size and get an instant estimate with the package that fits it.`}
            action={t`Get Quote`}
            onAction={() => setQuoteOpen(true)}
          />
        </div>
      </Container>
      {quoteOpen && (
        <Suspense fallback={null}>
          <QuoteEstimatorDialog onClose={() => setQuoteOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

function PromoCard({ icon, title, text, action, onAction }: { icon: ReactNode; title: string; text: string; action: string; onAction: () => void }) {
  return (
    <div className="flex flex-col gap-5 border border-paper-50/15 bg-ink-800 p-7 sm:flex-row sm:items-center">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-terracotta-600 text-paper-50">{icon}</span>
      <div className="flex-1">
        <h3 className="text-xl font-medium text-paper-50">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-paper-200">{text}</p>
      </div>
      <Button variant="outline-light" onClick={onAction} className="shrink-0 self-start sm:self-auto">
        {action}
      </Button>
    </div>
  );
}
