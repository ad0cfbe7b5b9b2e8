import type { ToastOptions } from 'react-hot-toast/headless';
import { TOAST, TOASTER_CLASS, TOASTER_UP_EVENT } from '@/config/constants';

export type ToastVariant = (typeof TOAST.variants)[number];

/**
 * react-hot-toast is loaded after the first paint: it is not needed to show the first screen.
 * Only its headless part: the styled Toaster injects a <style> element at run time, which the
 * strict CSP (style-src 'self') blocks. The toasts are drawn by src/components/Toasts.tsx with classes from
 * the app stylesheet (src/styles/_toasts.scss).
 */
const loadToast = () => import('react-hot-toast/headless');

/** The one toast helper (docs/rules/layout.md#notifications: top-end, 2000 ms, variants light, dark, danger, success, primary). */
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

/**
 * Like `notify`, but only once the toaster is on the page, so the message gets its full display
 * time there (issue #32): a message taken at start-up (the session-expired flash) was handed to a
 * toaster whose chunk was not there yet, or whose display time had run out by the time it was
 * (~4 of 10 reloads). Shown now when the toaster is up, else when it says it is (one listener,
 * removed once it has run). What is waiting is held by that listener, not by this module.
 */
notify.whenShown = (message: string, variant: ToastVariant = 'primary', options?: ToastOptions) => {
  const show = () => notify(message, variant, options);
  if (document.querySelector(`.${TOASTER_CLASS}`)) show();
  else window.addEventListener(TOASTER_UP_EVENT, show, { once: true });
};
