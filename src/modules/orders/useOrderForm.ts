import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useEntityForm } from '@/components/form/useEntityForm';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { todayIso } from '@/lib/format';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCreateOrderMutation, useUpdateOrderMutation } from './api';
import { formValuesOf, inputOf, validateOrder, type OrderFormValues } from './logic';
import type { Order } from './types';

/**
 * The order form on the form kit: the body schema's messages at the fields, server field errors,
 * one save at a time, unsaved-changes guard. It belongs to the store it was opened for (an
 * existing order: its own store): a store switch asks first and leaves; a save never goes to
 * another store.
 */
export function useOrderForm(order: Order | null) {
  const currentStoreId = useAppSelector(selectCurrentStoreId) ?? '';
  const [storeId] = useState(() => order?.storeId || currentStoreId);
  const currency = order?.currency ?? DEFAULT_CURRENCY;
  const [createOrder] = useCreateOrderMutation();
  const [updateOrder] = useUpdateOrderMutation();
  const entity = useEntityForm<OrderFormValues>({
    defaultValues: formValuesOf(order, todayIso()),
    validate: (values) => validateOrder(inputOf(values, storeId, currency)),
    failureMessage: MESSAGES.orders.save,
    listPath: PATHS.orders,
    storeBound: true,
    save: async (values) => {
      const input = inputOf(values, storeId, currency);
      const saved = order ? await updateOrder({ ...input, id: order.id }).unwrap() : await createOrder(input).unwrap();
      return {
        message: order ? `Order ${saved.number} saved` : `Order ${saved.number} saved as draft`,
        values: formValuesOf(saved, saved.orderDate),
        leaveTo: order ? undefined : PATHS.order(saved.id),
      };
    },
  });
  return { entity, storeId, currency, dirty: entity.form.formState.isDirty };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
