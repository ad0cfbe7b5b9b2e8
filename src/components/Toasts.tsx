import { resolveValue, useToaster } from 'react-hot-toast/headless';
import { useEffect } from 'react';
import { TOAST, TOASTER_CLASS, TOASTER_UP_EVENT } from '@/config/constants';

/**
 * The toasts of `notify`, drawn with the app's own classes (src/styles/_toasts.scss): nothing
 * inline, so the strict CSP of the production build holds. Top-end (docs/rules/layout.md#notifications): the stylesheet
 * uses logical properties, so a right-to-left page shows them top-left.
 */
export default function Toasts() {
  const { toasts, handlers } = useToaster({ duration: TOAST.durationMs });
  // After useToaster's own effects: a message shown now gets its timer from now.
  useEffect(() => {
    window.dispatchEvent(new Event(TOASTER_UP_EVENT));
  }, []);
  return (
    <div className={TOASTER_CLASS} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`so-toast ${t.className ?? 'so-toast-primary'} so-toast-type-${t.type}${t.visible ? '' : ' so-toast-leaving'}`}
          {...t.ariaProps}
        >
          <span className="so-toast-icon" aria-hidden="true" />
          <div className="so-toast-message">{resolveValue(t.message, t)}</div>
        </div>
      ))}
    </div>
  );
}
