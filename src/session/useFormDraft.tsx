import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { selectUserInfo } from './authSlice';
import { dropDraft, findDraft, mergeDraft, readDrafts } from './formDrafts';

/**
 * The kept draft of this form (`form`: its name where the page holds several) for the signed-in
 * user, merged over `base`, or null. Restoring or
 * discarding it removes it.
 */
export interface FormDraft<T> {
  values: T;
  forget: () => void;
}

export function useFormDraft<T extends object>(base: T, form?: string): FormDraft<T> | null {
  const { pathname } = useLocation();
  const owner = useAppSelector(selectUserInfo)?.userId;
  const [forgotten, setForgotten] = useState(false);
  if (!owner || forgotten) return null;
  const stored = readDrafts();
  const draft = stored?.owner === owner ? findDraft(stored.drafts, pathname, form) : undefined;
  if (!draft) return null;
  return {
    values: mergeDraft(base, draft.values),
    forget: () => {
      dropDraft(pathname, form);
      setForgotten(true);
    },
  };
}

/** Offers a kept draft at the top of its form; `restore` puts its values back as unsaved changes. */
export function DraftNotice<T>({ draft, restore }: { draft: FormDraft<T> | null; restore: (values: T) => void }) {
  if (!draft) return null;
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">
        <Trans>Your session ended before these changes were saved. They were kept for you.</Trans>
      </span>
      <Button
        size="sm"
        variant="primary"
        onClick={() => {
          restore(draft.values);
          draft.forget();
        }}
      >
        <Trans>Restore my changes</Trans>
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={draft.forget}>
        <Trans>Discard them</Trans>
      </Button>
    </Alert>
  );
}
