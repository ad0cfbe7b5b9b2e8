import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppToaster } from '@/lib/notify';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <AppToaster />
    </Provider>
  );
}
