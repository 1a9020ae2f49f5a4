import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { chooseLocale } from '../../lib/i18n';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../lib/locale';
import { cn } from '../../lib/cn';

/**
 * docs/product/languages.md#switcher: each language in its own name; the visitor stays on the page.
 * The choice is remembered in the `lang` cookie and, for a signed-in customer, saved to the profile
 * (app/profile-language-saver.tsx).
 */
/** `className` sets how it shows (default `inline-flex`): the header passes `hidden lg:inline-flex`. */
export function LanguageSwitcher({ tone = 'ink', className = 'inline-flex' }: { tone?: 'ink' | 'paper'; className?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <span className={cn('items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={isLocale(i18n.locale) ? i18n.locale : 'en'}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
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
