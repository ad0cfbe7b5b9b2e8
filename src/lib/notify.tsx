import { lazy, Suspense } from 'react';
import type { ToastOptions } from 'react-hot-toast/headless';
import { TOAST } from '@/config/constants';

export type ToastVariant = (typeof TOAST.variants)[number];

/**
 * react-hot-toast is loaded after the first paint: it is not needed to show the first screen.
 * Only its headless part: the styled Toaster injects a <style> element at run time, which the
 * strict CSP (style-src 'self') blocks. The toasts are drawn by Toasts.tsx with classes from
 * the app stylesheet (src/styles/_toasts.scss).
 */
const loadToast = () => import('react-hot-toast/headless');

/** The one toast helper (spec 9: top-end, 2000 ms, variants light, dark, danger, success, primary). */
export function notify(message: string, variant: ToastVariant = 'primary', options?: ToastOptions): void {
  const opts: ToastOptions = {
    duration: TOAST.durationMs,
    // The variant travels as a class; Toasts.tsx renders it.
    className: `so-toast-${variant}`,
    ariaProps: {
      role: variant === 'danger' ? 'alert' : 'status',
      'aria-live': variant === 'danger' ? 'assertive' : 'polite',
    },
    ...options,
  };
  void loadToast().then(({ toast }) => {
    if (variant === 'danger') toast.error(message, opts);
    else if (variant === 'success') toast.success(message, opts);
    else toast(message, opts);
  });
}

notify.success = (message: string, options?: ToastOptions) => notify(message, 'success', options);
notify.error = (message: string, options?: ToastOptions) => notify(message, 'danger', options);

const Toasts = lazy(() => import('./Toasts'));

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
