import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppToaster } from '@/lib/notify';
import { ChunkErrorBoundary, NewVersionNotice } from '@/session/chunkErrors';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ChunkErrorBoundary>{children}</ChunkErrorBoundary>
      {/* The toaster is lazy too: if its chunk cannot load, the app goes on without toasts. */}
      <ChunkErrorBoundary fallback={null}>
        <AppToaster />
      </ChunkErrorBoundary>
      <NewVersionNotice />
    </Provider>
  );
}
