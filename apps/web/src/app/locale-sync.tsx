import { useEffect } from 'react';
import { activateLocale, currentLocale, startingLocale } from '../lib/i18n';
import { localeOfLanguage } from '@wallart/shared';
import { useAppSelector } from '../stores/hooks';
import { selectCurrentUser } from '../stores/user-slice';

/**
 * docs/product/languages.md#which-language: at start the visitor's language (account, cookie,
 * browser); later, whenever the signed-in account's language changes (sign-in, the profile form),
 * the UI follows it at once. Renders nothing.
 */
export function LocaleSync() {
  const profileLanguage = useAppSelector(selectCurrentUser)?.language;
  useEffect(() => {
    const fromProfile = localeOfLanguage(profileLanguage);
    const wanted = fromProfile ?? startingLocale(null);
    if (wanted !== currentLocale()) void activateLocale(wanted);
  }, [profileLanguage]);
  return null;
}
