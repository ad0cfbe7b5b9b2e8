import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '@/lib/storeHooks';

/** The names of the signed-in user's stores (the records carry ids only); unknown ids show as themselves. */
export function useStoreNames(): { stores: { id: string; name: string }[]; nameOf: (storeId: string | null) => string } {
  const stores = useAppSelector((s) => s.auth.userInfo?.stores) ?? [];
  const { t } = useLingui();
  const nameOf = (storeId: string | null) =>
    storeId === null ? t`Global (every store)` : (stores.find((s) => s.id === storeId)?.name ?? storeId);
  return { stores: stores.map(({ id, name }) => ({ id, name })), nameOf };
}
