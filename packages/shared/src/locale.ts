/** Country and language options of docs/product/accounts.md#the-user. */
import { isLocale } from './i18n';

/** Countries of the profile form. */
export const COUNTRIES = ['USA', 'Sri Lanka', 'Canada', 'UK', 'Australia', 'India'] as const;
/**
 * Each country's ISO 3166 region code, so a screen can name it in the UI's language
 * (`Intl.DisplayNames`, docs/product/languages.md#what-is-translated); the value stored and sent
 * stays the name above.
 */
export const COUNTRY_REGION_CODES: Readonly<Record<(typeof COUNTRIES)[number], string>> = {
  USA: 'US',
  'Sri Lanka': 'LK',
  Canada: 'CA',
  UK: 'GB',
  Australia: 'AU',
  India: 'IN',
};
/** Sign-up also offers Other (docs/product/accounts.md#sign-up: "Other only at sign-up"). */
export const OTHER_COUNTRY = 'Other';
export const SIGN_UP_COUNTRIES = [...COUNTRIES, OTHER_COUNTRY] as const;

export type Country = (typeof SIGN_UP_COUNTRIES)[number];

export const LANGUAGES = ['English', 'Sinhalese', 'Spanish', 'French', 'German'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isCountry(value: unknown): value is Country {
  return (SIGN_UP_COUNTRIES as readonly unknown[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The country options of a form. A user who signed up with Other keeps it as an option in the
 * profile, so saving the profile never fails on a value the user cannot pick again.
 */
export function countryOptions(form: 'sign-up' | 'profile', current?: string): readonly Country[] {
  return form === 'sign-up' || current === OTHER_COUNTRY ? SIGN_UP_COUNTRIES : COUNTRIES;
}

/**
 * A country option as a person reads it in `locale` (docs/product/languages.md#what-is-translated):
 * `Intl.DisplayNames` for its region code ('UK' is « Royaume-Uni » in French); English (and any
 * locale not of the five) shows the option as it is. Null for Other, which a screen names from its
 * own catalog. The value a form sends is always the option itself.
 */
export function countryDisplayName(locale: string, country: string): string | null {
  if (country === OTHER_COUNTRY) return null;
  const code = Object.hasOwn(COUNTRY_REGION_CODES, country) ? COUNTRY_REGION_CODES[country as keyof typeof COUNTRY_REGION_CODES] : undefined;
  if (locale === 'en' || !isLocale(locale) || !code) return country;
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? country;
}
