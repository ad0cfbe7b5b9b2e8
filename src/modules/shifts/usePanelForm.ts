import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { useEntityForm, type EntityForm, type EntityFormOptions } from '@/components/form/useEntityForm';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';

/**
 * A store-bound kit form in a panel or dialog of the planner (docs/rules/api.md#a-form-belongs-to-the-store-it-was-opened-in): it has no page of its own to leave to, so a store switch (which asks
 * first when the form has unsaved changes) keeps the planner where it is and closes the panel;
 * `save` gets the store the panel was opened for and is never run after a switch. Several panels
 * share the planner's address: `draftKey` names this one, so values kept at a session expiry come
 * back in the same panel (that shift's, or the generation dialog) and never in another.
 */
export function usePanelForm<V extends FieldValues>(
  options: Omit<EntityFormOptions<V>, 'listPath' | 'storeBound'> & { draftKey: string },
  onClose: () => void,
): EntityForm<V> {
  const { pathname, search } = useLocation();
  const entity = useEntityForm<V>({ ...options, listPath: `${pathname}${search}`, storeBound: true });
  const currentStoreId = useAppSelector(selectCurrentStoreId);
  const switched = entity.storeId !== currentStoreId;
  useEffect(() => {
    if (switched) onClose();
  }, [switched, onClose]);
  return entity;
}
