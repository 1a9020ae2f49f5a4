import { useLingui } from '@lingui/react';
import { formatInstant, formatMoney, type Cents, type FormatMoneyOptions } from '@wallart/shared';
import { formatDate } from '../../lib/format-date';
import { moneyText, uiLocale } from '../../lib/money-text';

export { moneyText, uiLocale };

/**
 * Money and dates of the shop's screens (cart, checkout, payments, orders, subscriptions) in the
 * UI's language (docs/product/languages.md). English keeps exactly the texts it always had ('$39.99',
 * 'CAD 299.00', 'Nov 25, 2026'); the other languages use formatMoneyIn (the one currency, CAD, in
 * their own order and separators) and Intl's dates.
 */
/** English totals read '$1,128.81 CAD' (the code after the amount); formatMoneyIn names the currency itself. */
export function needsCurrencySuffix(locale: string): boolean {
  return uiLocale(locale) === 'en';
}

/** A record's date ('Nov 25, 2026' in English; '25 nov. 2026' in French). */
export function recordDate(locale: string, iso: string): string {
  const ui = uiLocale(locale);
  return ui === 'en' ? formatDate(iso) : formatInstant(iso, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }, ui);
}

/** The formats above in the UI's language, re-rendering when it changes. */
export function useLocaleFormat() {
  const { i18n } = useLingui();
  const locale = uiLocale(i18n.locale);
  return {
    locale,
    money: (amount: Cents, options?: FormatMoneyOptions) => moneyText(locale, amount, options),
    /** An amount that English follows with ' CAD' (totals, amounts paid). */
    moneyWithCode: (amount: Cents) => (needsCurrencySuffix(locale) ? `${formatMoney(amount)} CAD` : moneyText(locale, amount)),
    date: (iso: string) => recordDate(locale, iso),
  };
}
