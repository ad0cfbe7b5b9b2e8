import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { useAppSelector } from '@/lib/storeHooks';
import { useEntityForm } from '@/components/form/useEntityForm';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { ORDER_MESSAGES } from './messages';
import { PATHS } from './paths';
import { formatNumber, todayIso } from '@/lib/format';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCreateOrderMutation, useUpdateOrderMutation } from './api';
import { formValuesOf, inputOf, validateOrder, type OrderFormValues } from './orderForm';
import { OrderSchema } from './schema';
import type { Order } from './types';
import { unitLabel } from '@/modules/products';

/** The labels and shown values of the comparison after a refused stale save (issue #29), in the active language. */
const conflictLabels = () => ({
  supplierId: t`Supplier`,
  orderDate: t`Order date`,
  expectedDeliveryDate: t`Expected delivery`,
  notes: t`Notes`,
  lines: t`Lines`,
});
const showLines = (path: string, value: unknown) => {
  if (path !== 'lines' || !Array.isArray(value)) return undefined;
  const count = plural(value.length, { one: '# line', other: '# lines' });
  const list = value.map((l: OrderFormValues['lines'][number]) => `${formatNumber(l.quantity, 3)} ${unitLabel(l.unit)}`).join(', ');
  return t`${count}: ${list}`;
};

/** The server's current order of a 409, checked by the answer schema, as form values. */
function readCurrent(current: unknown) {
  const parsed = OrderSchema.safeParse(current);
  return parsed.success ? { values: formValuesOf(parsed.data, parsed.data.orderDate), version: parsed.data.version } : undefined;
}

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
    failureMessage: ORDER_MESSAGES.save,
    listPath: PATHS.orders,
    storeBound: true,
    conflict: { version: order?.version, read: readCurrent, labels: conflictLabels(), format: showLines, stale: ORDER_MESSAGES.stale },
    save: async (values, { version }) => {
      const input = inputOf(values, storeId, currency);
      const saved = order ? await updateOrder({ ...input, id: order.id, version }).unwrap() : await createOrder(input).unwrap();
      const number = saved.number;
      return {
        version: saved.version,
        message: order ? t`Order ${number} saved` : t`Order ${number} saved as draft`,
        values: formValuesOf(saved, saved.orderDate),
        leaveTo: order ? undefined : PATHS.order(saved.id),
      };
    },
  });
  return { entity, storeId, currency, dirty: entity.form.formState.isDirty };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
