import { useMemo } from 'react';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { EntityForm, FormActions, saveLabel, type DangerAction } from '@/components/form/EntityForm';
import { CheckInput, MoneyInput, NumberInput, SelectInput, TextInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { optionsOf } from '@/components/SelectOptions';
import { TitledCard } from '@/components/TitledCard';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { useCan } from '@/session/useCan';
import { useGetSuppliersQuery } from '@/modules/suppliers';
import { useGetProductsQuery, useSaveProductMutation } from '../api';
import { formatUnitPrice } from '../format';
import { categoriesOf, pricePerBaseUnit, referencePrice, validateProduct } from '../logic';
import { BASE_UNITS, PURCHASE_UNITS, type Product, type ProductInput } from '../types';

/** The form's own shape: barcodes are typed one per line. */
export type ProductFormValues = Omit<ProductInput, 'id' | 'storeId' | 'barcodes'> & { barcodes: string };

function toFormValues(p: Product | undefined, supplierId: string): ProductFormValues {
  if (p) {
    const { id: _id, storeId: _storeId, barcodes, ...rest } = p;
    // A number the record lacks starts empty (NaN): the schema asks for it before saving.
    const { packSize = Number.NaN, unitPrice = Number.NaN, vatRate = Number.NaN } = rest;
    return { ...rest, packSize, unitPrice, vatRate, barcodes: barcodes.join('\n') };
  }
  return {
    name: '',
    sku: '',
    category: '',
    supplierId,
    supplierSku: '',
    baseUnit: 'piece',
    purchaseUnit: 'case',
    packSize: 1,
    unitPrice: 0,
    currency: DEFAULT_CURRENCY,
    vatRate: 7,
    minOrderQty: 1,
    orderMultiple: 1,
    barcodes: '',
    active: true,
  };
}

function toInput(values: ProductFormValues, storeId: string, id?: string): ProductInput {
  const t = (v: string) => v.trim();
  return {
    ...(id ? { id } : {}),
    ...values,
    storeId,
    name: t(values.name),
    sku: t(values.sku),
    category: t(values.category),
    supplierId: t(values.supplierId),
    supplierSku: t(values.supplierSku),
    currency: t(values.currency).toUpperCase(),
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
  const canReadSuppliers = useCan(PERMISSIONS.suppliersRead);
  const suppliers = useGetSuppliersQuery(undefined, { skip: !canReadSuppliers });
  const storeProducts = useGetProductsQuery({ storeId });
  const categories = useMemo(() => categoriesOf(storeProducts.data ?? []), [storeProducts.data]);
  const [saveProduct] = useSaveProductMutation();

  const entity = useEntityForm<ProductFormValues>({
    defaultValues: toFormValues(product, supplierId),
    validate: (values) => validateProduct(toInput(values, storeId, product?.id)),
    failureMessage: MESSAGES.products.save,
    listPath: PATHS.products,
    storeBound: true,
    save: async (values, opened) => {
      // Saved into the store the form was opened for, never the one switched to since.
      const saved = await saveProduct(toInput(values, opened.storeId ?? storeId, product?.id)).unwrap();
      return {
        message: product ? 'Product saved' : `Product “${saved.name}” created`,
        values: toFormValues(saved, saved.supplierId),
        leaveTo: product ? undefined : PATHS.product(saved.id),
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

  /** Deactivate (there is no delete, docs/rules/purchasing.md#product-calls) or reactivate the saved product. */
  const toggleActive = async (current: Product) => {
    const values = { ...toFormValues(current, current.supplierId), active: !current.active };
    const saved = await saveProduct(toInput(values, current.storeId, current.id)).unwrap();
    return { message: saved.active ? 'Product reactivated' : 'Product deactivated', values: toFormValues(saved, saved.supplierId) };
  };

  const supplierList = (suppliers.data ?? []).filter((s) => s.status === 'active' || s.id === product?.supplierId || s.id === supplierId);

  const danger: DangerAction<ProductFormValues> | undefined = product && {
    label: product.active ? 'Deactivate product' : 'Reactivate product',
    variant: product.active ? 'danger' : 'outline-secondary',
    body: (
      <p className="mb-0">
        {product.active
          ? `“${product.name}” will no longer be offered for new orders. Its history stays.`
          : `“${product.name}” can be ordered again.`}
      </p>
    ),
    confirmLabel: product.active ? 'Deactivate' : 'Reactivate',
    confirmVariant: product.active ? 'danger' : 'primary',
    run: () => toggleActive(product),
  };

  return (
    <EntityForm entity={entity} label={product ? 'Edit product' : 'New product'} idPrefix="product">
      <TitledCard title="Product" aside={<span className="text-body-secondary small">Store: {storeName}</span>}>
        <Row>
          <TextInput col={8} name="name" label="Name" />
          <TextInput col={4} name="sku" label="SKU" />
          <TextInput col={6} name="category" label="Category" list="product-categories" help="Pick one or type a new category." />
          <datalist id="product-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          {canReadSuppliers ? (
            <SelectInput
              col={6}
              name="supplierId"
              label="Supplier"
              placeholder="Choose a supplier…"
              options={supplierList.map((s) => ({ value: s.id, label: s.name }))}
            />
          ) : (
            <TextInput col={6} name="supplierId" label="Supplier" />
          )}
          <TextInput col={6} name="supplierSku" label="Supplier's SKU" />
          <TextInput col={6} name="barcodes" label="Barcodes" help="EAN/GTIN, 8–14 digits; separate several with commas." />
        </Row>
      </TitledCard>

      <TitledCard title="Units and price">
        <Row>
          <SelectInput col={3} name="purchaseUnit" label="Purchase unit" options={optionsOf(PURCHASE_UNITS)} />
          <NumberInput col={3} name="packSize" label="Pack size" help={`Base units per ${purchaseUnit}.`} min={0} max={100_000} />
          <SelectInput col={3} name="baseUnit" label="Base unit" options={optionsOf(BASE_UNITS)} />
          <MoneyInput col={3} name="unitPrice" label={`Price per ${purchaseUnit}`} />
        </Row>
        <p className="mb-3" aria-live="polite" data-testid="price-per-base-unit">
          <span className="text-body-secondary">Price per base unit: </span>
          {perBase === null ? (
            '—'
          ) : (
            <>
              <strong>
                {money(perBase)} / {baseUnit}
              </strong>
              {reference && reference.unit !== baseUnit && (
                <span className="text-body-secondary">
                  {' '}
                  ({money(reference.amount)} / {reference.unit})
                </span>
              )}
            </>
          )}
        </p>
        <Row>
          <TextInput col={3} name="currency" label="Currency" />
          <NumberInput col={3} name="vatRate" label="VAT rate (%)" min={0} max={100} />
          <NumberInput col={3} name="minOrderQty" label="Minimum order quantity" min={0} max={100_000} />
          <NumberInput col={3} name="orderMultiple" label="Order multiple" min={0} max={100_000} />
        </Row>
        <CheckInput name="active" label="Active (can be ordered)" />
      </TitledCard>

      <FormActions entity={entity} submitLabel={saveLabel(product, 'product')} cancelTo={PATHS.products} danger={danger} />
    </EntityForm>
  );
}
