import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { MESSAGES } from '@/config/messages';
import { landingPath } from '@/session/redirect';
import { useAppSelector } from '@/lib/storeHooks';
import { useCanFn } from '@/session/useSession';

/**
 * `/` (docs/rules/session.md#post-login-redirect): shows the spec's text, then replaces itself
 * with the first permitted route once the user and the store are known and the text has been
 * painted (issue #43: the router used to redirect before any render, so the text never showed).
 */
export function RootRedirectPage() {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const store = useAppSelector((s) => s.currentStore.store);
  const can = useCanFn();
  const painted = usePainted();
  const ready = userInfo !== null && (store !== null || userInfo.stores.length === 0);
  return (
    <>
      <p className="text-body-secondary" role="status">
        {MESSAGES.redirecting}
      </p>
      {ready && painted && <Navigate to={landingPath(can)} replace />}
    </>
  );
}

/** True once the first render has reached the screen (the frame after the one it was drawn in). */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let next = 0;
    const first = requestAnimationFrame(() => {
      next = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(next);
    };
  }, []);
  return painted;
}
