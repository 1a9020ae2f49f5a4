import { cents, formatMoney, type Cents } from './money';
import type { Locale } from './i18n';

// Apart from i18n.ts, which every page of the web app loads first (its `shell` chunk): these are
// loaded only by the screens that show amounts and dates (decision 084).

/**
 * An amount of the shop's one currency (CAD, docs/architecture.md#money-on-the-server) for a
 * locale. English keeps the texts it always had ('CAD 1,234.50'); French reads as in Canada
 * ('1 234,50 $'); the others with the ISO code in their own order and separators ('1.234,50 CAD').
 */
export function formatMoneyIn(locale: Locale, amount: Cents | number): string {
  if (locale === 'en') return formatMoney(cents(amount), { currency: 'CAD' });
  const tag = locale === 'fr' ? 'fr-CA' : locale;
  return new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD', currencyDisplay: locale === 'fr' ? 'narrowSymbol' : 'code' }).format(amount / 100);
}

/** A calendar date ('2026-12-02', as the server stores it) for a locale; English keeps the ISO text. */
export function formatDateIn(locale: Locale, isoDate: string): string {
  if (locale === 'en') return isoDate.slice(0, 10);
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
