import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/FormField';
import { EntityForm, FormActions, type DangerAction } from '@/components/form/EntityForm';
import { CheckInput, NumberInput, SelectInput, TextInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { LinkButton } from '@/components/LinkButton';
import { optionsOf } from '@/components/SelectOptions';
import { INVENTORY_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { compareText, formatDateTime, formatNumber } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { useGetProductsQuery } from '@/modules/products';
import { useGetSuppliersQuery } from '@/modules/suppliers';
import { useCan } from '@/session/useCan';
import { useCreateInventoryItemMutation, useDeleteInventoryItemMutation, useUpdateInventoryItemMutation } from '../api';
import {
  EMPTY_ITEM_VALUES,
  fromProduct,
  ITEM_FIELDS,
  storageAreaOptions,
  toItemInput,
  toItemValues,
  type ItemFormValues,
} from '../itemForm';
import { COUNT_RULES, InventoryItemInputSchema, InventoryItemSchema } from '../schema';
import type { InventoryItem } from '../types';
import { storageAreaLabel } from '../storageAreas';
import { unitLabel } from '@/modules/products';

/** A linked id shown as text where its list may not be read (a select would lose nothing, but could not be filled). */
function ReadOnlyField({ id, label, value, help }: { id: string; label: string; value: string; help?: string }) {
  return (
    <FormField id={id} label={label} help={help}>
      <Form.Control readOnly plaintext value={value} aria-describedby={help ? `${id}-help` : undefined} />
    </FormField>
  );
}

/** The server's current item of a 409, checked by the answer schema, as form values (issue #41). */
function readCurrent(current: unknown) {
  const parsed = InventoryItemSchema.safeParse(current);
  return parsed.success ? { values: toItemValues(parsed.data), version: parsed.data.version } : undefined;
}

/** Create or edit one inventory item (inventory.write), on the form kit (src/components/form). */
export function ItemForm({ storeId, item }: { storeId: string; item: InventoryItem | null }) {
  const { t } = useLingui();
  const canProducts = useCan('products.read');
  const canSuppliers = useCan('suppliers.read');
  // Without the read permission those calls would answer 403 and end the session: not asked.
  const { data: products } = useGetProductsQuery({ storeId }, { skip: !canProducts });
  const { data: suppliers } = useGetSuppliersQuery(undefined, { skip: !canSuppliers });
  const [create] = useCreateInventoryItemMutation();
  const [update] = useUpdateInventoryItemMutation();
  const [remove] = useDeleteInventoryItemMutation();

  const entity = useEntityForm<ItemFormValues>({
    defaultValues: item ? toItemValues(item) : EMPTY_ITEM_VALUES,
    // The rules of the input schema, the same the server applies.
    validate: (values) => fieldErrorsOf(InventoryItemInputSchema, toItemInput(values, storeId)),
    failureMessage: item ? INVENTORY_MESSAGES.update : INVENTORY_MESSAGES.save,
    listPath: PATHS.inventory,
    storeBound: true,
    fields: ITEM_FIELDS,
    conflict: {
      version: item?.version,
      read: readCurrent,
      // The comparison names the fields as the form does; linked records and areas by name.
      labels: {
        name: t`Name`,
        productId: t`Product`,
        supplierId: t`Supplier`,
        category: t`Category`,
        storageArea: t`Storage area`,
        countOrder: t`Count order`,
        unit: t`Unit counted`,
        unitCost: t`Cost per unit (EUR)`,
        parLevel: t`Par level`,
        minAmount: t`Minimum`,
        amount: t`Amount on hand`,
        active: t`Active (counted and ordered)`,
      },
      format: (path, value) => {
        if (typeof value !== 'string' || value === '') return undefined;
        if (path === 'productId') return products?.find((p) => p.id === value)?.name;
        if (path === 'supplierId') return suppliers?.find((s) => s.id === value)?.name;
        if (path === 'storageArea') return storageAreaLabel(value);
        return undefined;
      },
    },
    save: async (values, opened) => {
      // Saved into the store the form was opened for, never the one switched to since.
      const body = toItemInput(values, opened.storeId ?? storeId);
      const message = item ? t`Inventory item updated` : t`Inventory item created`;
      if (!item) {
        await create({ storeId: body.storeId ?? storeId, item: body }).unwrap();
        return { message, leaveTo: PATHS.inventory };
      }
      // The version the values build on (none when the server sent none: the last write wins).
      const version = opened.version === undefined ? {} : { version: opened.version };
      const saved = await update({ storeId: body.storeId ?? storeId, item: { ...body, id: item.id, ...version } }).unwrap();
      return { message, leaveTo: PATHS.inventory, version: saved.version };
    },
  });
  const { control, getValues, setValue } = entity.form;

  // Linking a product fills what the item takes from it (fromProduct), once per choice.
  const [productId, supplierId, storageArea] = useWatch({ control, name: ['productId', 'supplierId', 'storageArea'] });
  const linked = useRef(productId);
  useEffect(() => {
    if (productId === linked.current) return;
    linked.current = productId;
    const product = products?.find((p) => p.id === productId);
    if (!product) return;
    for (const [name, value] of Object.entries(fromProduct(getValues(), product))) {
      setValue(name as keyof ItemFormValues, value, { shouldDirty: true });
    }
  }, [productId, products, getValues, setValue]);

  const productOptions = (products ?? [])
    .filter((p) => p.active || p.id === productId)
    .sort((a, b) => compareText(a.name, b.name))
    .map((p) => ({ value: p.id, label: `${p.name} (${p.sku})` }));
  const supplierOptions = (suppliers ?? [])
    .filter((s) => s.status === 'active' || s.id === supplierId)
    .map((s) => ({ value: s.id, label: s.name }));

  const itemName = item?.name;
  const lastCounted = item?.lastCountedAt ? formatDateTime(item.lastCountedAt) : t`never`;
  const danger: DangerAction<ItemFormValues> | null = item && {
    label: t`Delete item`,
    variant: 'outline-danger',
    title: t`Delete inventory item?`,
    body: (
      <Trans>
        <strong>{itemName}</strong> and its place in the count will be removed. Its history stays.
      </Trans>
    ),
    confirmLabel: t`Delete item`,
    failureMessage: INVENTORY_MESSAGES.delete,
    run: async () => {
      await remove({ storeId, id: item.id }).unwrap();
      return { message: t`Inventory item deleted`, leaveTo: PATHS.inventory };
    },
  };

  return (
    <EntityForm entity={entity} label={item ? t`Edit ${itemName}` : t`New inventory item`} idPrefix="inv">
      <div className="row">
        <div className="col-lg-6">
          <TextInput name="name" label={t`Name`} />
          {canProducts ? (
            <SelectInput
              name="productId"
              label={t`Product`}
              placeholder={t`Not linked`}
              options={productOptions}
              help={t`Links the item to the catalogue product it is ordered as.`}
            />
          ) : (
            <ReadOnlyField
              id="inv-productId"
              label={t`Product`}
              value={productId}
              help={t`Changing the product needs access to products.`}
            />
          )}
          {canSuppliers ? (
            <SelectInput name="supplierId" label={t`Supplier`} placeholder={t`No supplier`} options={supplierOptions} />
          ) : (
            <ReadOnlyField id="inv-supplierId" label={t`Supplier`} value={supplierId} />
          )}
          <TextInput name="category" label={t`Category`} />
          <div className="row">
            <SelectInput
              name="storageArea"
              label={t`Storage area`}
              options={optionsOf(storageAreaOptions(storageArea), storageAreaLabel)}
              className="col-8 mb-3"
            />
            <NumberInput name="countOrder" label={t`Count order`} min={0} max={COUNT_RULES.max} className="col-4 mb-3" />
          </div>
        </div>
        <div className="col-lg-6">
          <div className="row">
            <TextInput name="unit" label={t`Unit counted`} className="col-6 mb-3" />
            <NumberInput name="unitCost" label={t`Cost per unit (EUR)`} min={0} max={COUNT_RULES.max} className="col-6 mb-3" />
            <NumberInput
              name="parLevel"
              label={t`Par level`}
              help={t`Order up to this amount.`}
              min={0}
              max={COUNT_RULES.max}
              className="col-6 mb-3"
            />
            <NumberInput
              name="minAmount"
              label={t`Minimum`}
              help={t`At or below this the item is low.`}
              min={0}
              max={COUNT_RULES.max}
              className="col-6 mb-3"
            />
            {item ? (
              <div className="col-12 mb-3">
                <span className="d-block">
                  <Trans>Amount on hand</Trans>
                </span>
                <span className="fw-semibold">
                  {formatNumber(item.amount)} {unitLabel(item.unit)}
                </span>
                <Trans>
                  <span className="text-body-secondary"> · last counted {lastCounted} · change it by </span>
                  <LinkButton to={PATHS.inventoryPatch} variant="link" className="p-0 align-baseline">
                    counting
                  </LinkButton>
                </Trans>
              </div>
            ) : (
              <NumberInput name="amount" label={t`Amount on hand`} min={0} max={COUNT_RULES.max} className="col-6 mb-3" />
            )}
          </div>
          <CheckInput name="active" label={t`Active (counted and ordered)`} />
        </div>
      </div>
      <div className="border-top pt-3">
        <FormActions entity={entity} submitLabel={item ? t`Save changes` : t`Create item`} cancelTo={PATHS.inventory} danger={danger} />
      </div>
    </EntityForm>
  );
}
