import { Trans } from '@lingui/react/macro';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { SelectOptions } from '@/components/SelectOptions';
import { useGetStoresQuery } from '../api';

/**
 * The store whose details a page edits: `?storeId=` in the URL (so a reload keeps it),
 * defaulting to the current store, else the first store the user may manage. The choices are
 * `GET v1/store` with stores.read, otherwise the user's own stores.
 */
export function useStorePicker(): { storeId: string | null; choices: { id: string; name: string }[]; setStoreId: (id: string) => void } {
  const [params, setParams] = useSearchParams();
  const own = useAppSelector((s) => s.auth.userInfo?.stores);
  const currentId = useAppSelector((s) => s.currentStore.store?.id ?? null);
  const list = useGetStoresQuery();
  const choices = list.data ?? (own ?? []).map((s) => ({ id: s.id, name: s.name }));
  const wanted = params.get('storeId');
  const storeId =
    (wanted && choices.some((c) => c.id === wanted) ? wanted : null) ??
    (currentId && choices.some((c) => c.id === currentId) ? currentId : null) ??
    choices[0]?.id ??
    null;
  const setStoreId = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('storeId', id);
        return next;
      },
      { replace: true },
    );
  return { storeId, choices, setStoreId };
}

interface StorePickerProps {
  storeId: string | null;
  choices: { id: string; name: string }[];
  onChange: (id: string) => void;
}

export function StorePicker({ storeId, choices, onChange }: StorePickerProps) {
  return (
    <Form.Group controlId="store-picker" className="mb-3" style={{ maxWidth: '24rem' }}>
      <Form.Label>
        <Trans>Store</Trans>
      </Form.Label>
      <Form.Select value={storeId ?? ''} onChange={(e) => onChange(e.target.value)} disabled={choices.length === 0}>
        <SelectOptions options={choices.map((c) => ({ value: c.id, label: c.name }))} />
      </Form.Select>
    </Form.Group>
  );
}
