import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { currentStoreSet, selectCurrentStore } from '@/session/currentStoreSlice';
import { selectUserInfo } from '@/session/authSlice';

/** A person who may read one store only: that store becomes the current one, and they go to its page. */
export function SingleStore({ storeId, to }: { storeId: string; to: string }) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentStore);
  const store = useAppSelector(selectUserInfo)?.stores.find((s) => s.id === storeId);
  useEffect(() => {
    if (store && current?.id !== store.id) dispatch(currentStoreSet(store));
  }, [dispatch, store, current]);
  return current?.id === storeId || !store ? <Navigate to={to} replace /> : null;
}
