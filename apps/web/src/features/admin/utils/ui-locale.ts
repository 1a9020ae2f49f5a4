import { useLingui } from '@lingui/react';
import { cents, type Locale } from '@wallart/shared';
import { moneyText } from '../../../lib/money-text';

/** The UI's language (docs/product/languages.md#which-language), for Intl and money. */
export function useUiLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** The Intl tag for dates and numbers: English as the admin screens have always shown it (en-US). */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-US' : locale;
}

/** The dashboard's amounts: '$1,234.00' in English as before, the language's own format otherwise (formatMoneyIn). */
export function dashboardMoney(locale: Locale, amountCents: number): string {
  return moneyText(locale, cents(amountCents));
}
