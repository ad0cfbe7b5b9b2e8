import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { EntityForm, FormActions, type DangerAction } from '@/components/form/EntityForm';
import { CheckInput, MoneyInput, NumberInput, SelectInput, TextInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { conflictCurrent } from '@/components/form/conflict';
import { baseApi } from '@/api/baseApi';
import { useAppDispatch } from '@/lib/storeHooks';
import { optionsOf } from '@/components/SelectOptions';
import { TitledCard } from '@/components/TitledCard';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { PRODUCT_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { useCan } from '@/session/useCan';
import { useGetSuppliersQuery } from '@/modules/suppliers';
import { useGetProductsQuery, useSaveProductMutation } from '../api';
import { formatUnitPrice } from '../format';
import { categoriesOf, pricePerBaseUnit, referencePrice, validateProduct } from '../logic';
import { BASE_UNITS, PURCHASE_UNITS, type Product, type ProductInput, type ProductSave } from '../types';
import { unitLabel } from '../units';
import { productConflict, toFormValues, type ProductFormValues } from './productFormValues';

/** The body: an update carries the version its values build on (none when the server sent none: the last write wins). */
function toBody(values: ProductFormValues, storeId: string, id: string | undefined, version: number | undefined): ProductSave {
  return { ...toInput(values, storeId, id), ...(id && version !== undefined ? { version } : {}) };
}

function toInput(values: ProductFormValues, storeId: string, id?: string): ProductInput {
  const trim = (v: string) => v.trim();
  return {
    ...(id ? { id } : {}),
    ...values,
    storeId,
    name: trim(values.name),
    sku: trim(values.sku),
    category: trim(values.category),
    supplierId: trim(values.supplierId),
    supplierSku: trim(values.supplierSku),
    currency: trim(values.currency).toUpperCase(),
    barcodes: values.barcodes
      .split(/[\n,]/)
      .map((b) => b.replace(/\s/g, ''))
      .filter(Boolean),
  };
}

interface ProductFormProps {
  storeId: string;
  storeName: string;
  product?: Product;
  /** Preselected supplier of a new product (`/product?supplierId=`). */
  supplierId?: string;
}

export function ProductForm({ storeId, storeName, product, supplierId = '' }: ProductFormProps) {
  const { t } = useLingui();
  const canReadSuppliers = useCan('suppliers.read');
  const suppliers = useGetSuppliersQuery(undefined, { skip: !canReadSuppliers });
  const storeProducts = useGetProductsQuery({ storeId });
  const categories = useMemo(() => categoriesOf(storeProducts.data ?? []), [storeProducts.data]);
  const [saveProduct] = useSaveProductMutation();
  const dispatch = useAppDispatch();

  const entity = useEntityForm<ProductFormValues>({
    defaultValues: toFormValues(product, supplierId),
    validate: (values) => validateProduct(toInput(values, storeId, product?.id)),
    failureMessage: PRODUCT_MESSAGES.save,
    listPath: PATHS.products,
    storeBound: true,
    conflict: productConflict(product?.version, (id) => suppliers.data?.find((s) => s.id === id)?.name),
    save: async (values, opened) => {
      // Saved into the store the form was opened for, never the one switched to since.
      const saved = await saveProduct(toBody(values, opened.storeId ?? storeId, product?.id, opened.version)).unwrap();
      const name = saved.name;
      return {
        message: product ? t`Product saved` : t`Product “${name}” created`,
        values: toFormValues(saved, saved.supplierId),
        leaveTo: product ? undefined : PATHS.product(saved.id),
        version: saved.version,
      };
    },
  });

  const [unitPrice, packSize, baseUnit, purchaseUnit, currency] = useWatch({
    control: entity.form.control,
    name: ['unitPrice', 'packSize', 'baseUnit', 'purchaseUnit', 'currency'],
  });
  const perBase = pricePerBaseUnit(unitPrice, packSize);
  const reference = referencePrice(unitPrice, packSize, baseUnit);
  const money = (v: number) => formatUnitPrice(v, currency || DEFAULT_CURRENCY);
  const purchaseName = unitLabel(purchaseUnit);

  /** Deactivate (there is no delete, docs/rules/purchasing.md#product-calls) or reactivate the saved product. */
  const toggleActive = async (current: Product) => {
    const values = { ...toFormValues(current, current.supplierId), active: !current.active };
    // The version as loaded (the record is read again after each save); a stale one is the server's refusal.
    const saved = await saveProduct(toBody(values, current.storeId, current.id, current.version))
      .unwrap()
      .catch((error: unknown) => {
        if (conflictCurrent(error) !== undefined) {
          // Someone saved first (409): the switch joins the typed values, so the comparison shows it as
          // mine and "Keep mine" saves it over their version; the record is read again for the next click.
          entity.form.setValue('active', values.active, { shouldDirty: true });
          dispatch(baseApi.util.invalidateTags([{ type: 'Product', id: current.id }]));
        }
        throw error;
      });
    return {
      message: saved.active ? t`Product reactivated` : t`Product deactivated`,
      values: toFormValues(saved, saved.supplierId),
      version: saved.version,
    };
  };

  const supplierList = (suppliers.data ?? []).filter((s) => s.status === 'active' || s.id === product?.supplierId || s.id === supplierId);

  const productName = product?.name;
  const danger: DangerAction<ProductFormValues> | undefined = product && {
    label: product.active ? t`Deactivate product` : t`Reactivate product`,
    variant: product.active ? 'danger' : 'outline-secondary',
    body: (
      <p className="mb-0">
        {product.active ? (
          <Trans>“{productName}” will no longer be offered for new orders. Its history stays.</Trans>
        ) : (
          <Trans>“{productName}” can be ordered again.</Trans>
        )}
      </p>
    ),
    confirmLabel: product.active ? t`Deactivate` : t`Reactivate`,
    confirmVariant: product.active ? 'danger' : 'primary',
    run: () => toggleActive(product),
  };

  return (
    <EntityForm entity={entity} label={product ? t`Edit product` : t`New product`} idPrefix="product">
      <TitledCard
        title={t`Product`}
        aside={
          <span className="text-body-secondary small">
            <Trans>Store: {storeName}</Trans>
          </span>
        }
      >
        <Row>
          <TextInput col={8} name="name" label={t`Name`} />
          <TextInput col={4} name="sku" label={t`SKU`} />
          <TextInput col={6} name="category" label={t`Category`} list="product-categories" help={t`Pick one or type a new category.`} />
          <datalist id="product-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          {canReadSuppliers ? (
            <SelectInput
              col={6}
              name="supplierId"
              label={t`Supplier`}
              placeholder={t`Choose a supplier…`}
              options={supplierList.map((s) => ({ value: s.id, label: s.name }))}
            />
          ) : (
            <TextInput col={6} name="supplierId" label={t`Supplier`} />
          )}
          <TextInput col={6} name="supplierSku" label={t`Supplier's SKU`} />
          <TextInput col={6} name="barcodes" label={t`Barcodes`} help={t`EAN/GTIN, 8–14 digits; separate several with commas.`} />
        </Row>
      </TitledCard>

      <TitledCard title={t`Units and price`}>
        <Row>
          <SelectInput col={3} name="purchaseUnit" label={t`Purchase unit`} options={optionsOf(PURCHASE_UNITS, unitLabel)} />
          <NumberInput col={3} name="packSize" label={t`Pack size`} help={t`Base units per ${purchaseName}.`} min={0} max={100_000} />
          <SelectInput col={3} name="baseUnit" label={t`Base unit`} options={optionsOf(BASE_UNITS, unitLabel)} />
          <MoneyInput col={3} name="unitPrice" label={t`Price per ${purchaseName}`} />
        </Row>
        <p className="mb-3" aria-live="polite" data-testid="price-per-base-unit">
          <span className="text-body-secondary">
            <Trans>Price per base unit:</Trans>{' '}
          </span>
          {perBase === null ? (
            '—'
          ) : (
            <>
              <strong>
                {money(perBase)} / {unitLabel(baseUnit)}
              </strong>
              {reference && reference.unit !== baseUnit && (
                <span className="text-body-secondary">
                  {' '}
                  ({money(reference.amount)} / {unitLabel(reference.unit)})
                </span>
              )}
            </>
          )}
        </p>
        <Row>
          <TextInput col={3} name="currency" label={t`Currency`} />
          <NumberInput col={3} name="vatRate" label={t`VAT rate (%)`} min={0} max={100} />
          <NumberInput col={3} name="minOrderQty" label={t`Minimum order quantity`} min={0} max={100_000} />
          <NumberInput col={3} name="orderMultiple" label={t`Order multiple`} min={0} max={100_000} />
        </Row>
        <CheckInput name="active" label={t`Active (can be ordered)`} />
      </TitledCard>

      <FormActions entity={entity} submitLabel={product ? t`Save changes` : t`Create product`} cancelTo={PATHS.products} danger={danger} />
    </EntityForm>
  );
}
