import { BrandMark } from '../../components/ui/brand-logo';
import { buttonClasses } from '../../components/ui/button-styles';
import { APP_FAILURE_TEXT } from '../app-failure-text';

/**
 * The last resort when the app itself fails (outside any page, or when even the error page's code
 * cannot load). Part of the main chunk and free of router and store, so it always renders.
 */
export function AppFailure() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-paper-100 p-8 text-center text-ink-900">
      <BrandMark className="size-14" />
      <p className="max-w-sm">{APP_FAILURE_TEXT}</p>
      <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  );
}
