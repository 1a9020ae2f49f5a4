import { Trans } from '@lingui/react/macro';
import { PLAN_MESSAGES } from '@wallart/shared';
import { LinkButton } from '../../../components/ui/link-button';
import type { HomeNavigationState } from '../../../config/landing-sections';
import { paths } from '../../../config/paths';
import { useSharedText } from '../../../lib/shared-text';
import type { Plan } from '../../../types/plan';

/** docs/architecture.md#copy-rewritten: Enterprise has no price to charge; it is sold by quote. */
export function QuoteOnly({ plan }: { plan: Plan }) {
  const name = plan.title.replace(/\s+Plan$/i, '');
  const ts = useSharedText();
  return (
    <div className="frame p-6 sm:p-8">
      <h2 className="text-2xl text-ink-900">
        <Trans>Priced by quote</Trans>
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-ink-700">{ts(PLAN_MESSAGES.enterpriseByQuote)}</p>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">
        <Trans>Tell us about your space and a designer answers within 24 hours with a quote.</Trans>
      </p>
      <LinkButton
        to={{ pathname: paths.home, hash: '#contact' }}
        state={{ scrollToSection: 'contact', quoteFor: name } satisfies HomeNavigationState}
        className="mt-6"
      >
        <Trans>Request a Quote</Trans>
      </LinkButton>
    </div>
  );
}
