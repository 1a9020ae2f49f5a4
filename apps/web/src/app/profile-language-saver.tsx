import { use, useEffect } from 'react';
import { useStore } from 'react-redux';
import { ApiClientLoaderContext } from '../components/ui/api-client-ready';
import { onLocaleChosen } from '../lib/i18n';
import { languageOfLocale } from '@wallart/shared';
import type { AppDispatch, RootState } from '../stores/store';
import { selectCurrentUser, updateUserSuccess } from '../stores/user-slice';

/**
 * docs/product/languages.md#switcher: a signed-in customer's choice in the switcher is saved to the
 * profile (PUT /api/auth/updateprofile) before the page opens in that language. If saving fails the
 * page still changes and the cookie keeps the choice; the profile keeps its old value, so the
 * account's language wins again on the next page (app/locale-sync.tsx). Renders nothing.
 */
export function ProfileLanguageSaver() {
  const store = useStore<RootState>();
  const loadApi = use(ApiClientLoaderContext);
  useEffect(
    () =>
      onLocaleChosen((locale) => {
        const user = selectCurrentUser(store.getState());
        const language = languageOfLocale(locale);
        if (!user || user.language === language) return;
        // Awaited by the switcher (lib/i18n.ts chooseLocale) before the page changes.
        return (async () => {
          await loadApi();
          const { updateProfileApi } = await import('../features/profile/api/update-profile');
          const dispatch = store.dispatch as AppDispatch;
          const answer = await dispatch(updateProfileApi.endpoints.updateProfile.initiate({ language })).unwrap();
          dispatch(updateUserSuccess(answer.user));
        })().catch(() => undefined);
      }),
    [store, loadApi],
  );
  return null;
}
