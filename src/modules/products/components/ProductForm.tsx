import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { applyFieldErrors } from '@/lib/formErrors';
import { fieldErrorsResolver } from '@/lib/schemaErrors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormField, describedBy } from '@/components/FormField';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { notify } from '@/lib/notify';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useCan } from '@/session/useCan';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { DraftNotice, useFormDraft } from '@/session/useFormDraft';
import { useGetProductsQuery, useSaveProductMutation } from '../api';
import { formatUnitPrice } from '../format';
import { categoriesOf, pricePerBaseUnit, referencePrice, validateProduct } from '../logic';
import { BASE_UNITS, PURCHASE_UNITS, type Product, type ProductInput } from '../types';

/** The form's own shape: barcodes are typed one per line. */
export type ProductFormValues = Omit<ProductInput, 'id' | 'storeId' | 'barcodes'> & { barcodes: string };

function toFormValues(p: Product | undefined, supplierId: string): ProductFormValues {
  if (p) {
    const { id: _id, storeId: _storeId, barcodes, ...rest } = p;
    return { ...rest, barcodes: barcodes.join('\n') };
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
  const navigate = useNavigate();
  const canReadSuppliers = useCan(PERMISSIONS.suppliersRead);
  const suppliers = useGetSuppliersQuery(undefined, { skip: !canReadSuppliers });
  const storeProducts = useGetProductsQuery({ storeId });
  const categories = useMemo(() => categoriesOf(storeProducts.data ?? []), [storeProducts.data]);
  const [saveProduct] = useSaveProductMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [confirmActive, setConfirmActive] = useState(false);
  const [toggling, setToggling] = useState(false);

  const resolver = fieldErrorsResolver<ProductFormValues>((values) => validateProduct(toInput(values, storeId, product?.id)));

  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProductFormValues>({ defaultValues: toFormValues(product, supplierId), resolver, reValidateMode: 'onChange' });

  // Typed values kept when the session expired before they were saved (spec 8, formDrafts.ts).
  const kept = useFormDraft(toFormValues(product, supplierId));
  useUnsavedChangesGuard(isDirty && leaveTo === null, undefined, getValues);
  useEffect(() => {
    if (leaveTo && !isDirty) void navigate(leaveTo, { replace: true });
  }, [leaveTo, isDirty, navigate]);

  const [unitPrice, packSize, baseUnit, purchaseUnit, currency] = useWatch({
    control,
    name: ['unitPrice', 'packSize', 'baseUnit', 'purchaseUnit', 'currency'],
  });
  const perBase = pricePerBaseUnit(unitPrice, packSize);
  const reference = referencePrice(unitPrice, packSize, baseUnit);
  const money = (v: number) => formatUnitPrice(v, currency || DEFAULT_CURRENCY);

  const handleFailure = (error: unknown) => {
    setServerError(getErrorMessage(error, MESSAGES.products.save));
    applyFieldErrors(error, setError);
  };

  const onValid = async (values: ProductFormValues) => {
    setServerError(null);
    try {
      const saved = await saveProduct(toInput(values, storeId, product?.id)).unwrap();
      notify.success(product ? 'Product saved' : `Product “${saved.name}” created`);
      reset(toFormValues(saved, saved.supplierId));
      if (!product) setLeaveTo(PATHS.product(saved.id));
    } catch (error) {
      handleFailure(error);
    }
  };

  /** Deactivate (there is no delete, decisions.md) or reactivate the saved product. */
  const toggleActive = async () => {
    if (!product) return;
    setToggling(true);
    setServerError(null);
    try {
      const saved = await saveProduct({ ...product, active: !product.active }).unwrap();
      notify.success(saved.active ? 'Product reactivated' : 'Product deactivated');
      reset(toFormValues(saved, saved.supplierId));
    } catch (error) {
      handleFailure(error);
    } finally {
      setToggling(false);
      setConfirmActive(false);
    }
  };

  const field = (
    name: Path<ProductFormValues>,
    label: string,
    opts: { md?: number; type?: string; step?: string; help?: string; list?: string; placeholder?: string } = {},
  ) => {
    const id = `product-${name}`;
    const error = errors[name]?.message;
    const numeric = opts.type === 'number';
    return (
      <Col md={opts.md ?? 6}>
        <FormField id={id} label={label} error={error} help={opts.help}>
          <Form.Control
            type={opts.type ?? 'text'}
            step={opts.step}
            min={numeric ? 0 : undefined}
            inputMode={numeric ? 'decimal' : undefined}
            list={opts.list}
            placeholder={opts.placeholder}
            autoComplete="off"
            isInvalid={Boolean(error)}
            aria-describedby={describedBy(id, error, opts.help)}
            {...register(name, numeric ? { valueAsNumber: true } : {})}
          />
        </FormField>
      </Col>
    );
  };

  const supplierList = (suppliers.data ?? []).filter((s) => s.status === 'active' || s.id === product?.supplierId || s.id === supplierId);
  const supplierError = errors.supplierId?.message;

  return (
    <Form noValidate onSubmit={guard(handleSubmit(onValid))} aria-label={product ? 'Edit product' : 'New product'}>
      <DraftNotice draft={kept} restore={(values) => reset(values, { keepDefaultValues: true })} />
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <Card className="mb-3">
        <Card.Body>
          <div className="d-flex justify-content-between align-items-baseline mb-3">
            <h2 className="h5 mb-0">Product</h2>
            <span className="text-body-secondary small">Store: {storeName}</span>
          </div>
          <Row>
            {field('name', 'Name', { md: 8 })}
            {field('sku', 'SKU', { md: 4 })}
            {field('category', 'Category', { list: 'product-categories', help: 'Pick one or type a new category.' })}
            <datalist id="product-categories">
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <Col md={6}>
              <FormField id="product-supplierId" label="Supplier" error={supplierError}>
                {canReadSuppliers ? (
                  // Controlled: the options arrive after the form's default value.
                  <Controller
                    control={control}
                    name="supplierId"
                    render={({ field: { ref, ...rest } }) => (
                      <Form.Select ref={ref} isInvalid={Boolean(supplierError)} aria-describedby={describedBy('product-supplierId', supplierError)} {...rest}>
                        <option value="">Choose a supplier…</option>
                        {supplierList.map((s) => (
                          <option key={s.id} value={s.id}>
                            {s.name}
                          </option>
                        ))}
                      </Form.Select>
                    )}
                  />
                ) : (
                  <Form.Control isInvalid={Boolean(supplierError)} aria-describedby={describedBy('product-supplierId', supplierError)} {...register('supplierId')} />
                )}
              </FormField>
            </Col>
            {field('supplierSku', "Supplier's SKU")}
            {field('barcodes', 'Barcodes', { help: 'EAN/GTIN, 8–14 digits; separate several with commas.' })}
          </Row>
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5 mb-3">Units and price</h2>
          <Row>
            <Col md={3}>
              <FormField id="product-purchaseUnit" label="Purchase unit" error={errors.purchaseUnit?.message}>
                <Form.Select isInvalid={Boolean(errors.purchaseUnit)} {...register('purchaseUnit')}>
                  {PURCHASE_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </Form.Select>
              </FormField>
            </Col>
            {field('packSize', 'Pack size', { md: 3, type: 'number', step: 'any', help: `Base units per ${purchaseUnit}.` })}
            <Col md={3}>
              <FormField id="product-baseUnit" label="Base unit" error={errors.baseUnit?.message}>
                <Form.Select isInvalid={Boolean(errors.baseUnit)} {...register('baseUnit')}>
                  {BASE_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </Form.Select>
              </FormField>
            </Col>
            {field('unitPrice', `Price per ${purchaseUnit}`, { md: 3, type: 'number', step: '0.01' })}
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
            {field('currency', 'Currency', { md: 3 })}
            {field('vatRate', 'VAT rate (%)', { md: 3, type: 'number', step: 'any' })}
            {field('minOrderQty', 'Minimum order quantity', { md: 3, type: 'number', step: '1' })}
            {field('orderMultiple', 'Order multiple', { md: 3, type: 'number', step: '1' })}
          </Row>
          <Form.Check type="switch" id="product-active" label="Active (can be ordered)" {...register('active')} />
        </Card.Body>
      </Card>

      <div className="d-flex flex-wrap gap-2 justify-content-between">
        <div className="d-flex gap-2">
          <Button type="submit" disabled={isSubmitting || toggling}>
            {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {product ? 'Save changes' : 'Create product'}
          </Button>
          <Link to={PATHS.products} className="btn btn-outline-secondary">
            Cancel
          </Link>
        </div>
        {product && (
          <Button variant={product.active ? 'danger' : 'outline-secondary'} onClick={() => setConfirmActive(true)} disabled={isSubmitting || toggling}>
            {product.active ? 'Deactivate product' : 'Reactivate product'}
          </Button>
        )}
      </div>
      {product && (
        <ConfirmDialog
          show={confirmActive}
          title={product.active ? 'Deactivate product' : 'Reactivate product'}
          body={
            <p className="mb-0">
              {product.active
                ? `“${product.name}” will no longer be offered for new orders. Its history stays.`
                : `“${product.name}” can be ordered again.`}
            </p>
          }
          confirmLabel={product.active ? 'Deactivate' : 'Reactivate'}
          variant={product.active ? 'danger' : 'primary'}
          busy={toggling}
          onConfirm={guard(toggleActive)}
          onCancel={() => setConfirmActive(false)}
        />
      )}
    </Form>
  );
}
