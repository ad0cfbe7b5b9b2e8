import { act, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { FormGuardsContext } from '@/lib/useUnsavedChangesGuard';
import { useSwitchStore } from '@/session/useSession';
import { renderWithProviders } from './render';

/** A form of the shift planner inside the real providers and router, signed in as the manager of store-1. */
export function renderInStore(ui: ReactElement) {
  const view = renderWithProviders(<MemoryRouter initialEntries={['/shifts?date=2026-03-10']}>{ui}</MemoryRouter>, {
    as: 'manager',
    storeId: 'store-1',
  });
  // The top bar's store selector switches through this hook (it asks when a form has unsaved changes).
  const { result: selector } = renderHook(() => useSwitchStore(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Provider store={view.store}>
        <FormGuardsContext.Provider value={view.store.formGuards}>{children}</FormGuardsContext.Provider>
      </Provider>
    ),
  });
  const switchStore = (storeId: string) => act(() => void selector.current(storeId));
  return { ...view, switchStore };
}
