import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { LoadingScreen } from '@/components/LoadingScreen';

/** Public routes wait for the session restore so a signed-in visitor is recognised. */
export function PublicOnly() {
  const loading = useAppSelector((s) => s.auth.loading);
  return loading ? <LoadingScreen /> : <Outlet />;
}
