import { StrictMode, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { BuiltStateContext } from '../stores/hooks';
import type { RootState } from '../stores/store';
import { ApiClientLoaderContext, WhenApiClientReady, type ApiClientLoader } from '../components/ui/api-client-ready';
import { i18n } from '../lib/i18n';
import { LocaleSync } from './locale-sync';
import { ProfileLanguageSaver } from './profile-language-saver';
import { HydrateFallback } from './routes/hydrate-fallback';

export interface ProviderTreeProps {
  store: Store;
  /** The state the page's built markup was rendered from: what hydration renders with (react-redux, `useAppSelector`). */
  serverState?: RootState;
  /** The session check (or nothing while hydrating, and at build time). */
  session: ReactNode;
  apiLoader: ApiClientLoader;
  /** Render `children` only once the API client is loaded. */
  waitForApi: boolean;
  children: ReactNode;
}

/**
 * The providers' shape, one for the browser (app/provider.tsx) and for the build-time render of
 * the prerendered pages (scripts/prerender-pages.tsx). React hydrates that markup (app/mount.tsx),
 * which needs the same tree on both sides: `useId`'s ids (labels' `for`, `aria-describedby`) are
 * derived from where a component sits among its siblings, so the session slot is always there,
 * empty when there is nothing to check (decision 057). Lingui's provider (decision 080) is outermost.
 */
export function ProviderTree({ store, serverState, session, apiLoader, waitForApi, children }: ProviderTreeProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Provider store={store} serverState={serverState}>
          <BuiltStateContext value={serverState}>
            {session}
            <LocaleSync />
            <ApiClientLoaderContext value={apiLoader}>
              <ProfileLanguageSaver />
              {waitForApi ? <WhenApiClientReady fallback={<HydrateFallback />}>{children}</WhenApiClientReady> : children}
            </ApiClientLoaderContext>
          </BuiltStateContext>
        </Provider>
      </I18nProvider>
    </StrictMode>
  );
}
