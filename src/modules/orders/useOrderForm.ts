import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { todayIso } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useFormDraft } from '@/session/useFormDraft';
import { useCreateOrderMutation, useUpdateOrderMutation } from './api';
import { formValuesOf, inputOf, validateOrder, type OrderFormValues } from './logic';
import type { Order } from './types';

/**
 * The order form's state: values, unsaved changes, errors at the fields, save (create or
 * update). The store is captured when the form opens, so a save never goes to another store.
 */
export function useOrderForm(order: Order | null) {
  const navigate = useNavigate();
  const currentStoreId = useAppSelector(selectCurrentStoreId) ?? '';
  const [storeId] = useState(() => order?.storeId || currentStoreId);
  const currency = order?.currency ?? DEFAULT_CURRENCY;
  const [initial] = useState(() => formValuesOf(order, todayIso()));
  const [values, setValues] = useState<OrderFormValues>(initial);
  const [saved, setSaved] = useState<OrderFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);
  const [createOrder, creating] = useCreateOrderMutation();
  const [updateOrder, updating] = useUpdateOrderMutation();
  const saving = creating.isLoading || updating.isLoading;
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  // Typed values kept when the session expired before they were saved (spec 8, formDrafts.ts).
  const kept = useFormDraft(initial);
  useUnsavedChangesGuard(dirty && goTo === null, undefined, () => values);
  // Leave only once the guard is off, so it does not ask about what was just saved.
  useEffect(() => {
    if (goTo) void navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const submit = async () => {
    const input = inputOf(values, storeId, currency);
    const found = validateOrder(input);
    setErrors(found);
    setFormError(Object.keys(found).length ? 'Please correct the highlighted fields.' : null);
    if (Object.keys(found).length) return;
    const result = order ? await updateOrder({ ...input, id: order.id }) : await createOrder(input);
    if ('error' in result) {
      setErrors(getFieldErrors(result.error));
      setFormError(getErrorMessage(result.error, MESSAGES.orders.save));
      return;
    }
    setSaved(values);
    notify.success(order ? `Order ${result.data.number} saved` : `Order ${result.data.number} saved as draft`);
    if (!order) setGoTo(PATHS.order(result.data.id));
  };

  const discard = () => setValues(saved);
  return { values, setValues, errors, formError, dirty, saving, kept, submit, discard, storeId, currency };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
