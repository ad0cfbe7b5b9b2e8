import { Navigate } from 'react-router-dom';
import { MESSAGES } from '@/config/messages';
import { landingPath } from '@/session/redirect';
import { useAppSelector } from '@/lib/storeHooks';
import { useCanFn } from '@/session/useSession';

/** `/`: shows the spec's text, then replaces itself with the first permitted route (4.3). */
export function RootRedirectPage() {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const store = useAppSelector((s) => s.currentStore.store);
  const can = useCanFn();
  const ready = userInfo !== null && (store !== null || userInfo.stores.length === 0);
  return (
    <>
      <p className="text-body-secondary" role="status">
        {MESSAGES.redirecting}
      </p>
      {ready && <Navigate to={landingPath(can)} replace />}
    </>
  );
}
