import { useLingui } from '@lingui/react/macro';
import { use, useId } from 'react';
import { useStore } from 'react-redux';
import { chooseLocale } from '../../lib/i18n';
import { isLocale, LOCALE_NAMES, LOCALES, profileLanguageOf, type Locale } from '../../lib/locale';
import type { RootState } from '../../stores/store';
import { selectCurrentUser, updateUserSuccess } from '../../stores/user-slice';
import { ApiClientLoaderContext } from '../ui/api-client-ready';
import { cn } from '../../lib/cn';

/**
 * docs/product/languages.md#switcher: each language in its own name; the visitor stays on the page.
 * The choice is remembered in the `lang` cookie and, for a signed-in customer, saved to the profile.
 */
export function LanguageSwitcher({ tone = 'ink', className }: { tone?: 'ink' | 'paper'; className?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const store = useStore<RootState>();
  const loadApi = use(ApiClientLoaderContext);

  const choose = async (locale: Locale) => {
    const shown = await chooseLocale(locale);
    const user = selectCurrentUser(store.getState());
    if (!user || shown !== locale) return;
    const language = profileLanguageOf(locale);
    if (user.language === language) return;
    try {
      await loadApi();
      const { updateProfileApi } = await import('../../features/profile/api/update-profile');
      const answer = await store.dispatch(updateProfileApi.endpoints.updateProfile.initiate({ language })).unwrap();
      if (answer.success && answer.data) store.dispatch(updateUserSuccess(answer.data));
    } catch {
      // The UI already shows the choice and the cookie keeps it; the profile keeps its old value.
    }
  };

  return (
    <span className={cn('inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={isLocale(i18n.locale) ? i18n.locale : 'en'}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
        className={cn(
          'h-11 rounded-[2px] border bg-transparent px-2 text-sm font-semibold',
          tone === 'paper' ? 'border-paper-50/25 text-paper-100 [&>option]:text-ink-900' : 'border-ink-900/15 text-ink-700',
        )}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
