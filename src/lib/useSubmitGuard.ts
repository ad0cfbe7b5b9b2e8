import { useCallback, useRef } from 'react';

function isEvent(value: unknown): value is { preventDefault: () => void } {
  return typeof value === 'object' && value !== null && 'preventDefault' in value && typeof value.preventDefault === 'function';
}

/**
 * One send at a time: `guard(action)` runs the action unless an earlier one of this component is
 * still running. The flag is a ref set synchronously before the action starts, so it holds even
 * for clicks dispatched in the same task, before React renders the disabled button (state alone
 * would not). A form event passed first is always prevented, also when the call is dropped.
 *
 *   const guard = useSubmitGuard();
 *   <Form onSubmit={guard(handleSubmit(onValid))}> · <ConfirmDialog onConfirm={guard(onDelete)} />
 */
export function useSubmitGuard(): <A extends unknown[]>(action: (...args: A) => unknown) => (...args: A) => void {
  const busy = useRef(false);
  return useCallback(
    <A extends unknown[]>(action: (...args: A) => unknown) =>
      (...args: A): void => {
        const [first] = args;
        if (isEvent(first)) first.preventDefault();
        if (busy.current) return;
        busy.current = true;
        const release = () => {
          busy.current = false;
        };
        try {
          void Promise.resolve(action(...args)).finally(release);
        } catch (error) {
          release();
          throw error;
        }
      },
    [],
  );
}
