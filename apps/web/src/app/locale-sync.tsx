import { useEffect } from 'react';
import { localeOfLanguage } from '@wallart/shared';
import { goToLocale, pageLocale } from '../lib/i18n';
import { langCookie } from '../lib/locale';
import { useAppSelector } from '../stores/hooks';
import { selectCurrentUser } from '../stores/user-slice';

/**
 * docs/product/languages.md#which-language: a signed-in customer reads the shop in the account's
 * language. The page's address sets the language it is shown in (lib/i18n.ts, app/mount.tsx); when
 * the account's language is another one (at start, after signing in, or changed in the profile),
 * the same page opens at its address in that language. Renders nothing.
 */
export function LocaleSync() {
  const profileLanguage = useAppSelector(selectCurrentUser)?.language;
  useEffect(() => {
    const wanted = localeOfLanguage(profileLanguage);
    if (!wanted || wanted === pageLocale()) return;
    // The account's choice is the visitor's choice: the server's redirect of an English address follows it too.
    document.cookie = langCookie(wanted);
    goToLocale(wanted, { replace: true });
  }, [profileLanguage]);
  return null;
}
