import { use, useEffect } from 'react';
import { useStore } from 'react-redux';
import { ApiClientLoaderContext } from '../components/ui/api-client-ready';
import { onLocaleChosen } from '../lib/i18n';
import { languageOfLocale } from '@wallart/shared';
import type { AppDispatch, RootState } from '../stores/store';
import { selectCurrentUser, updateUserSuccess } from '../stores/user-slice';

/**
 * docs/product/languages.md#switcher: a signed-in customer's choice in the switcher is saved to the
 * profile (PUT /api/auth/updateprofile). If saving fails the UI keeps the choice, the cookie too,
 * and the profile its old value. Renders nothing.
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
        void (async () => {
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
