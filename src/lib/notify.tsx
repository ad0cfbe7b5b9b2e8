import toast, { Toaster, type ToastOptions } from 'react-hot-toast';
import { TOAST } from '@/config/constants';

export type ToastVariant = (typeof TOAST.variants)[number];

const style = (variant: ToastVariant): ToastOptions['style'] => ({
  background: `var(--bs-${variant === 'danger' ? 'danger' : variant}-bg-subtle, var(--bs-body-bg))`,
  color: `var(--bs-${variant === 'light' || variant === 'dark' ? 'emphasis-color' : `${variant}-text-emphasis`})`,
  border: `1px solid var(--bs-${variant === 'light' || variant === 'dark' ? 'border-color' : `${variant}-border-subtle`})`,
});

/** The one toast helper (spec 9: top-end, 2000 ms, five variants in the theme's colours). */
export function notify(message: string, variant: ToastVariant = 'primary', options?: ToastOptions) {
  const opts: ToastOptions = {
    duration: TOAST.durationMs,
    style: style(variant),
    ariaProps: { role: variant === 'danger' ? 'alert' : 'status', 'aria-live': variant === 'danger' ? 'assertive' : 'polite' },
    ...options,
  };
  if (variant === 'danger') return toast.error(message, opts);
  if (variant === 'success') return toast.success(message, opts);
  return toast(message, opts);
}

notify.success = (message: string, options?: ToastOptions) => notify(message, 'success', options);
notify.error = (message: string, options?: ToastOptions) => notify(message, 'danger', options);

export function AppToaster() {
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return (
    <Toaster
      position={rtl ? TOAST.positionRtl : TOAST.position}
      toastOptions={{ duration: TOAST.durationMs }}
    />
  );
}
