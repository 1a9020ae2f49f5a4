import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { heroLead, heroPhrases } from '../data/hero-content';
import { useTypewriter } from '../hooks/use-typewriter';

/**
 * The hero's h1 (docs/product/landing.md#home-hero). Screen readers
 * get one stable sentence; the typing is visual only.
 */
export function TypedHeading({ animate }: { animate: boolean }) {
  const { t, i18n } = useLingui();
  // A new list when the language changes (useTypewriter restarts its timer with it).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const phrases = useMemo(() => heroPhrases.map((phrase) => i18n._(phrase)), [i18n, i18n.locale]);
  const { text, deleting } = useTypewriter(phrases, animate);
  return (
    <h1 id="home-heading" className="text-[2.6rem] leading-[1.04] font-medium tracking-tight sm:text-6xl lg:text-7xl">
      <span className="sr-only">{t`Art made for your home and your business`}</span>
      <span aria-hidden="true">
        <span className="block">{i18n._(heroLead)}</span>
        {/* One line reserved, so the typing never moves the content below. */}
        <span className="block min-h-[1.05em] whitespace-nowrap">
          <em data-typed-text data-deleting={deleting} className="font-normal text-terracotta-300">
            {text}
          </em>
          {animate && <span className="ml-1 inline-block h-[0.85em] w-[3px] translate-y-[0.08em] animate-pulse bg-brass-300" />}
        </span>
      </span>
    </h1>
  );
}
