import { lazy, Suspense } from 'react';
import type { ToastOptions } from 'react-hot-toast';
import { TOAST } from '@/config/constants';

export type ToastVariant = (typeof TOAST.variants)[number];

/** react-hot-toast is loaded after the first paint: it is not needed to show the first screen. */
const loadToast = () => import('react-hot-toast');

const style = (variant: ToastVariant): ToastOptions['style'] => {
  const neutral = variant === 'light' || variant === 'dark';
  return {
    background: neutral ? `var(--bs-${variant})` : `var(--bs-${variant}-bg-subtle)`,
    color: neutral ? `var(--bs-${variant === 'light' ? 'dark' : 'light'})` : `var(--bs-${variant}-text-emphasis)`,
    border: `1px solid ${neutral ? 'var(--bs-border-color)' : `var(--bs-${variant}-border-subtle)`}`,
  };
};

/** The one toast helper (spec 9: top-end, 2000 ms, variants light, dark, danger, success, primary). */
export function notify(message: string, variant: ToastVariant = 'primary', options?: ToastOptions): void {
  const opts: ToastOptions = {
    duration: TOAST.durationMs,
    style: style(variant),
    ariaProps: {
      role: variant === 'danger' ? 'alert' : 'status',
      'aria-live': variant === 'danger' ? 'assertive' : 'polite',
    },
    ...options,
  };
  void loadToast().then(({ default: toast }) => {
    if (variant === 'danger') toast.error(message, opts);
    else if (variant === 'success') toast.success(message, opts);
    else toast(message, opts);
  });
}

notify.success = (message: string, options?: ToastOptions) => notify(message, 'success', options);
notify.error = (message: string, options?: ToastOptions) => notify(message, 'danger', options);

const Toaster = lazy(() => loadToast().then((m) => ({ default: m.Toaster })));

export function AppToaster() {
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return (
    <Suspense fallback={null}>
      <Toaster
        position={rtl ? TOAST.positionRtl : TOAST.position}
        toastOptions={{ duration: TOAST.durationMs }}
      />
    </Suspense>
  );
}
