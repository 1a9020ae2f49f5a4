import { msg } from '@lingui/core/macro';
import { BrandMark } from '../../components/ui/brand-logo';
import { buttonClasses } from '../../components/ui/button-styles';
import { i18n } from '../../lib/i18n';

/**
 * The last resort when the app itself fails (outside any page, or when even the error page's code
 * cannot load). Part of the main chunk and free of router, store and providers (it may stand
 * outside Lingui's), so it always renders: its texts come from the app's Lingui instance in the
 * language last shown. The English is app-failure-text.ts's, which main.tsx shows when the app's
 * code itself never arrived (no catalog can load then).
 */
export function AppFailure() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-paper-100 p-8 text-center text-ink-900">
      <BrandMark className="size-14" />
      <p className="max-w-sm">{i18n._(msg`WallArt Studio could not load. Check your connection and reload the page.`)}</p>
      <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
        {i18n._(msg`Reload page`)}
      </button>
    </div>
  );
}
