import { useLingui } from '@lingui/react/macro';
import Row from 'react-bootstrap/Row';
import { TitledCard } from '@/components/TitledCard';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { DateInput, MoneyInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useSaveSalesMutation } from '../api';
import { SALES_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { MAX_DAY_SALES, SalesDayInputSchema } from '../schema';

interface DayValues {
  date: string;
  net: number | null;
  gross: number | null;
}

/** One day's till total typed in (a day already saved is replaced): net and gross, checked before sending. */
export function SalesDayForm({ storeId, defaultDate }: { storeId: string; defaultDate: string }) {
  const { t } = useLingui();
  const [save] = useSaveSalesMutation();
  const entity = useEntityForm<DayValues>({
    defaultValues: { date: defaultDate, net: null, gross: null },
    schema: SalesDayInputSchema,
    failureMessage: SALES_MESSAGES.save,
    listPath: PATHS.sales,
    storeBound: true,
    draftKey: 'sales-day',
    fieldOf: (field) => field.replace(/^days\.\d+\./, ''),
    save: async (values, context) => {
      const day = { date: values.date, net: values.net ?? Number.NaN, gross: values.gross ?? Number.NaN };
      await save({ storeId: context.storeId ?? storeId, days: [day] }).unwrap();
      return { message: t`Sales saved`, values };
    },
  });
  return (
    <TitledCard title={t`Enter a day's sales`}>
      <EntityForm entity={entity} label={t`Enter a day's sales`} idPrefix="sales-day">
        <Row>
          <DateInput name="date" label={t`Date`} col={4} />
          <MoneyInput name="net" label={t`Net sales (EUR)`} col={4} max={MAX_DAY_SALES} />
          <MoneyInput name="gross" label={t`Gross sales (EUR)`} col={4} max={MAX_DAY_SALES} />
        </Row>
        <FormActions entity={entity} submitLabel={t`Save day`} />
      </EntityForm>
    </TitledCard>
  );
}
