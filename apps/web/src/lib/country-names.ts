import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COUNTRY_REGION_CODES, OTHER_COUNTRY } from '@wallart/shared';
import { isLocale } from './locale';

const other = msg({ message: 'Other', context: 'country' });

/**
 * A country option as a person reads it in the UI's language (docs/product/languages.md#what-is-translated):
 * `Intl.DisplayNames` for its region code ('UK' is « Royaume-Uni » in French), the catalog for
 * Other. English shows the option as it is ('USA', 'UK'), and the value a form sends is always
 * the option itself.
 */
export function countryName(i18n: I18n, country: string): string {
  const locale = i18n.locale;
  if (locale === 'en' || !isLocale(locale)) return country;
  if (country === OTHER_COUNTRY) return i18n._(other);
  const code = Object.hasOwn(COUNTRY_REGION_CODES, country) ? COUNTRY_REGION_CODES[country as keyof typeof COUNTRY_REGION_CODES] : undefined;
  return (code && new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code)) || country;
}
