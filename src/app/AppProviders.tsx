import { useCallback, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppToaster } from '@/components/AppToaster';
import { FormGuardsContext, LeaveFreelyContext } from '@/lib/useUnsavedChangesGuard';
import { NewVersionNotice } from '@/session/chunkErrors';
import type { CatalogLocale } from '@/lib/i18n/languages';
import { LanguageProvider } from './LanguageProvider';
import type { AppStore } from './store';

export function AppProviders({ store, language, children }: { store: AppStore; language?: CatalogLocale; children: ReactNode }) {
  // Read when a page is left: a page whose session has ended leaves without any form asking.
  const leaveFreely = useCallback(() => store.getState().auth.accessToken === null, [store]);
  return (
    <LanguageProvider initial={language}>
      <Provider store={store}>
        <FormGuardsContext.Provider value={store.formGuards}>
          <LeaveFreelyContext.Provider value={leaveFreely}>
            <NewVersionNotice>{children}</NewVersionNotice>
          </LeaveFreelyContext.Provider>
        </FormGuardsContext.Provider>
        <AppToaster />
      </Provider>
    </LanguageProvider>
  );
}
