import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { SelectInput, TextInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { STORE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { useUpdateStoreFinancialDetailsMutation } from '../api';
import { normalizeBic, normalizeIban } from '../logic';
import { bicFieldErrors } from '@/lib/iban';
import { CURRENCIES, CURRENCY_OPTIONS } from '../fields';
import { StoreFinancialDetailsInputSchema, StoreFinancialDetailsSchema } from '../schema';
import type { StoreFinancialDetails, StoreFinancialDetailsInput } from '../types';
import { MaskedIban } from './MaskedIban';
import { financialConflictView } from './storeConflicts';

/**
 * The IBAN field starts empty: the saved IBAN is shown masked above it and is kept when the
 * field is left empty, so the full number is on screen only after a deliberate reveal.
 */
interface FormValues extends Omit<StoreFinancialDetailsInput, 'creditorReference'> {
  creditorReference: string;
}

function toValues(details: StoreFinancialDetails): FormValues {
  return {
    legalName: details.legalName,
    iban: '',
    bic: details.bic,
    addressCity: details.addressCity,
    addressCountry: details.addressCountry || 'DE',
    creditorReference: details.creditorReference ?? '',
    currency: CURRENCIES.find((c) => c === details.currency) ?? 'EUR',
  };
}

export function FinancialDetailsForm({ storeId, details }: { storeId: string; details: StoreFinancialDetails }) {
  // The saved IBAN an empty field keeps: the record's, or the one someone else saved since (a
  // 409's current record), so keeping mine never puts back an IBAN they replaced (issue #41).
  const [saved, setSaved] = useState(details.iban);
  const { t } = useLingui();
  const [update] = useUpdateStoreFinancialDetailsMutation();
  const entity = useEntityForm<FormValues>({
    defaultValues: toValues(details),
    schema: StoreFinancialDetailsInputSchema,
    // The BIC is of a bank in the IBAN's country, in the words of the demo server's export refusal.
    validate: (v) => bicFieldErrors(t`The store`, v.bic, v.iban),
    normalize: (v) => ({
      ...v,
      legalName: v.legalName.trim(),
      iban: v.iban.trim() === '' ? saved : normalizeIban(v.iban),
      bic: normalizeBic(v.bic),
      addressCity: v.addressCity.trim(),
      addressCountry: v.addressCountry.trim().toUpperCase(),
      creditorReference: v.creditorReference.trim(),
    }),
    failureMessage: STORE_MESSAGES.saveFinancialDetails,
    // The store is picked on the page (a store-management route), not the current store.
    listPath: PATHS.stores,
    conflict: {
      version: details.version,
      read: (current) => {
        const parsed = StoreFinancialDetailsSchema.safeParse(current);
        if (!parsed.success) return undefined;
        setSaved(parsed.data.iban);
        return { values: toValues(parsed.data), version: parsed.data.version };
      },
      ...financialConflictView(),
    },
    save: async (values, { version }) => {
      // The version the values build on (none when the server sent none: the last write wins).
      const result = await update({ storeId, details: version === undefined ? values : { ...values, version } }).unwrap();
      setSaved(result.iban);
      return { message: t`Financial details saved`, values: toValues(result), version: result.version };
    },
  });

  return (
    <EntityForm entity={entity} label={t`Financial details`} idPrefix="financial">
      <p>
        <span className="fw-semibold me-2">
          <Trans>Saved IBAN:</Trans>
        </span>
        <MaskedIban iban={saved} />
      </p>
      <div className="row">
        <TextInput
          name="legalName"
          label={t`Legal name`}
          help={t`The SEPA debtor name: the company that pays.`}
          className="col-md-8 mb-3"
        />
        <TextInput
          name="iban"
          label={saved ? t`New IBAN` : t`IBAN`}
          help={saved ? t`Leave empty to keep the saved IBAN. Spaces and lower case are fine.` : t`Spaces and lower case are fine.`}
          className="col-md-8 mb-3"
        />
        <TextInput name="bic" label={t`BIC`} help={t`8 or 11 characters, e.g. COBADEFFXXX.`} className="col-md-4 mb-3" />
        <TextInput name="addressCity" label={t`City`} className="col-md-6 mb-3" />
        <TextInput name="addressCountry" label={t`Country`} help={t`Two letters, e.g. DE.`} className="col-md-2 mb-3" />
        <SelectInput name="currency" label={t`Currency`} options={CURRENCY_OPTIONS} className="col-md-4 mb-3" />
        <TextInput
          name="creditorReference"
          label={t`Creditor reference`}
          help={t`Optional; at most 35 characters.`}
          className="col-md-6 mb-3"
        />
      </div>
      <FormActions busy={entity.busy} submitLabel={t`Save financial details`} />
    </EntityForm>
  );
}
