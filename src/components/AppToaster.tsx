import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The toasts of `notify`, loaded after the first paint (react-hot-toast is not needed to show the
 * first screen). If their chunk cannot load, the app goes on without toasts.
 */
const Toasts = lazy<ComponentType>(() => import('./Toasts').catch(() => ({ default: () => null })));

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
