import { Trans } from '@lingui/react/macro';

/** The first stop for keyboard users: jumps past the header to the page content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only rounded-[3px] bg-ink-900 px-4 py-3 text-sm font-semibold text-paper-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
