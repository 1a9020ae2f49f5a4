import { formatMoney, formatMoneyIn, isLocale, type Cents, type FormatMoneyOptions, type Locale } from '@wallart/shared';

/**
 * Money on every screen in the UI's language (docs/product/languages.md): English keeps exactly the
 * texts the spec gives ('$39.99', with `{ currency: 'CAD' }` 'CAD 299.00'); the other languages
 * write the shop's one currency, CAD, in their own order and separators (formatMoneyIn:
 * '39,99 $' in French, '39,99 CAD' in German).
 */
export function uiLocale(locale: string): Locale {
  return isLocale(locale) ? locale : 'en';
}

export function moneyText(locale: string, amount: Cents, options?: FormatMoneyOptions): string {
  const ui = uiLocale(locale);
  return ui === 'en' ? formatMoney(amount, options) : formatMoneyIn(ui, amount);
}
