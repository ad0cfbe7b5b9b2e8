import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { applyFieldErrors } from '@/lib/formErrors';
import { fieldErrorsOf, fieldErrorsResolver } from '@/lib/schemaErrors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { describedBy, FormField } from '@/components/FormField';
import { LinkButton } from '@/components/LinkButton';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatDateTime, formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useGetProductsQuery } from '@/modules/products/api';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { useCan } from '@/session/useCan';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { DraftNotice, useFormDraft } from '@/session/useFormDraft';
import {
  useCreateInventoryItemMutation,
  useDeleteInventoryItemMutation,
  useUpdateInventoryItemMutation,
} from '../api';
import { InventoryItemInputSchema } from '../schema';
import { EMPTY_ITEM_VALUES, toItemInput, toItemValues, type ItemFormValues } from '../itemForm';
import { STORAGE_AREAS, type InventoryItem } from '../types';

/** Create or edit one inventory item (inventory.write). */
export function ItemForm({ storeId, item }: { storeId: string; item: InventoryItem | null }) {
  const navigate = useNavigate();
  const canProducts = useCan(PERMISSIONS.productsRead);
  const canSuppliers = useCan(PERMISSIONS.suppliersRead);
  // Without the read permission those calls would answer 403 and end the session: not asked.
  const { data: products } = useGetProductsQuery({ storeId }, { skip: !canProducts });
  const { data: suppliers } = useGetSuppliersQuery(undefined, { skip: !canSuppliers });
  const [create, createState] = useCreateInventoryItemMutation();
  const [update, updateState] = useUpdateInventoryItemMutation();
  const [remove, removeState] = useDeleteInventoryItemMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    control,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ItemFormValues>({
    defaultValues: item ? toItemValues(item) : EMPTY_ITEM_VALUES,
    // The rules of the input schema, the same the server applies.
    resolver: fieldErrorsResolver((values) => fieldErrorsOf(InventoryItemInputSchema, toItemInput(values, storeId))),
  });
  const saving = isSubmitting || createState.isLoading || updateState.isLoading;
  // Typed values kept when the session expired before they were saved (spec 8, formDrafts.ts).
  const kept = useFormDraft(item ? toItemValues(item) : EMPTY_ITEM_VALUES);
  useUnsavedChangesGuard(isDirty && !leaving, undefined, getValues);

  useEffect(() => {
    if (leaving) void navigate(PATHS.inventory);
  }, [leaving, navigate]);

  const productId = useWatch({ control, name: 'productId' });
  const storageArea = useWatch({ control, name: 'storageArea' });
  const areaOptions = useMemo(
    () => ((STORAGE_AREAS as readonly string[]).includes(storageArea) ? [...STORAGE_AREAS] : [...STORAGE_AREAS, storageArea]),
    [storageArea],
  );
  const activeProducts = useMemo(
    () => (products ?? []).filter((p) => p.active || p.id === productId).sort((a, b) => a.name.localeCompare(b.name)),
    [products, productId],
  );

  const onProduct = (id: string) => {
    setValue('productId', id, { shouldDirty: true });
    const product = products?.find((p) => p.id === id);
    if (!product) return;
    // Linking a product fills what the item takes from it, keeping what was typed.
    const v = getValues();
    if (!v.name.trim()) setValue('name', product.name, { shouldDirty: true });
    if (!v.category.trim()) setValue('category', product.category, { shouldDirty: true });
    if (!v.unit.trim()) setValue('unit', product.purchaseUnit, { shouldDirty: true });
    if (!v.unitCost.trim()) setValue('unitCost', String(product.unitPrice), { shouldDirty: true });
    setValue('supplierId', product.supplierId, { shouldDirty: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    const body = toItemInput(values, storeId);
    try {
      if (item) await update({ storeId, item: { ...body, id: item.id } }).unwrap();
      else await create({ storeId, item: body }).unwrap();
      notify.success(item ? 'Inventory item updated' : 'Inventory item created');
      reset(values);
      setLeaving(true);
    } catch (error) {
      applyFieldErrors(error, setError, Object.keys(EMPTY_ITEM_VALUES));
      setSaveError(getErrorMessage(error, item ? MESSAGES.inventory.update : MESSAGES.inventory.save));
    }
  });

  const onDelete = async () => {
    if (!item) return;
    try {
      await remove({ storeId, id: item.id }).unwrap();
      setConfirming(false);
      notify.success('Inventory item deleted');
      reset(getValues());
      setLeaving(true);
    } catch (error) {
      setConfirming(false);
      notify.error(getErrorMessage(error, MESSAGES.inventory.delete));
    }
  };

  const field = (name: keyof ItemFormValues) => ({
    isInvalid: Boolean(errors[name]),
    'aria-describedby': describedBy(`inv-${name}`, errors[name]?.message),
  });

  return (
    <Form noValidate onSubmit={guard(onSubmit)} aria-label={item ? `Edit ${item.name}` : 'New inventory item'}>
      <DraftNotice draft={kept} restore={(values) => reset(values, { keepDefaultValues: true })} />
      {saveError && (
        <Alert variant="danger" role="alert">
          {saveError}
        </Alert>
      )}
      <div className="row">
        <div className="col-lg-6">
          <FormField id="inv-name" label="Name" error={errors.name?.message}>
            <Form.Control {...register('name')} {...field('name')} />
          </FormField>
          <FormField
            id="inv-productId"
            label="Product"
            error={errors.productId?.message}
            help={canProducts ? 'Links the item to the catalogue product it is ordered as.' : 'Changing the product needs access to products.'}
          >
            {canProducts ? (
              <Form.Select {...register('productId')} onChange={(e) => onProduct(e.target.value)} {...field('productId')}>
                <option value="">Not linked</option>
                {activeProducts.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} ({p.sku})
                  </option>
                ))}
              </Form.Select>
            ) : (
              <Form.Control {...register('productId')} readOnly plaintext {...field('productId')} />
            )}
          </FormField>
          <FormField id="inv-supplierId" label="Supplier" error={errors.supplierId?.message}>
            {canSuppliers ? (
              <Form.Select {...register('supplierId')} {...field('supplierId')}>
                <option value="">No supplier</option>
                {(suppliers ?? [])
                  .filter((s) => s.status === 'active' || s.id === getValues('supplierId'))
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
              </Form.Select>
            ) : (
              <Form.Control {...register('supplierId')} readOnly plaintext {...field('supplierId')} />
            )}
          </FormField>
          <FormField id="inv-category" label="Category" error={errors.category?.message}>
            <Form.Control {...register('category')} {...field('category')} />
          </FormField>
          <div className="row">
            <FormField id="inv-storageArea" label="Storage area" error={errors.storageArea?.message} className="col-8 mb-3">
              <Form.Select {...register('storageArea')} {...field('storageArea')}>
                {areaOptions.map((a) => (
                  <option key={a}>{a}</option>
                ))}
              </Form.Select>
            </FormField>
            <FormField id="inv-countOrder" label="Count order" error={errors.countOrder?.message} className="col-4 mb-3">
              <Form.Control inputMode="numeric" {...register('countOrder')} {...field('countOrder')} />
            </FormField>
          </div>
        </div>
        <div className="col-lg-6">
          <div className="row">
            <FormField id="inv-unit" label="Unit counted" error={errors.unit?.message} className="col-6 mb-3">
              <Form.Control {...register('unit')} {...field('unit')} />
            </FormField>
            <FormField id="inv-unitCost" label="Cost per unit (EUR)" error={errors.unitCost?.message} className="col-6 mb-3">
              <Form.Control inputMode="decimal" {...register('unitCost')} {...field('unitCost')} />
            </FormField>
            <FormField id="inv-parLevel" label="Par level" error={errors.parLevel?.message} help="Order up to this amount." className="col-6 mb-3">
              <Form.Control inputMode="decimal" {...register('parLevel')} {...field('parLevel')} />
            </FormField>
            <FormField id="inv-minAmount" label="Minimum" error={errors.minAmount?.message} help="At or below this the item is low." className="col-6 mb-3">
              <Form.Control
                inputMode="decimal"
                {...register('minAmount')}
                {...field('minAmount')}
              />
            </FormField>
            {item ? (
              <div className="col-12 mb-3">
                <span className="d-block">Amount on hand</span>
                <span className="fw-semibold">
                  {formatNumber(item.amount)} {item.unit}
                </span>
                <span className="text-body-secondary">
                  {' '}
                  · last counted {item.lastCountedAt ? formatDateTime(item.lastCountedAt) : 'never'} · change it by{' '}
                </span>
                <LinkButton to={PATHS.inventoryPatch} variant="link" className="p-0 align-baseline">
                  counting
                </LinkButton>
              </div>
            ) : (
              <FormField id="inv-amount" label="Amount on hand" error={errors.amount?.message} className="col-6 mb-3">
                <Form.Control inputMode="decimal" {...register('amount')} {...field('amount')} />
              </FormField>
            )}
          </div>
          <Form.Check type="switch" id="inv-active" label="Active (counted and ordered)" className="mb-3" {...register('active')} />
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 border-top pt-3">
        <Button type="submit" disabled={saving}>
          {saving && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {item ? 'Save changes' : 'Create item'}
        </Button>
        <LinkButton to={PATHS.inventory} variant="outline-secondary">
          Cancel
        </LinkButton>
        {item && (
          <Button variant="outline-danger" className="ms-auto" onClick={() => setConfirming(true)} disabled={saving}>
            Delete item
          </Button>
        )}
      </div>
      {item && (
        <ConfirmDialog
          show={confirming}
          title="Delete inventory item?"
          body={
            <>
              <strong>{item.name}</strong> and its place in the count will be removed. Its history stays.
            </>
          }
          confirmLabel="Delete item"
          busy={removeState.isLoading}
          onConfirm={guard(onDelete)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Form>
  );
}

