import { useLingui } from '@lingui/react/macro';
import Row from 'react-bootstrap/Row';
import { TitledCard } from '@/components/TitledCard';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { NumberInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useSaveSalesTargetMutation } from '../api';
import { SALES_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { SalesTargetInputSchema } from '../schema';

interface TargetValues {
  targetLabourPercent: number | null;
}

/** The store's target labour cost as % of net sales (empty clears it); the planner colours its days by it. */
export function TargetForm({ storeId, target, readOnly }: { storeId: string; target: number | null; readOnly: boolean }) {
  const { t } = useLingui();
  const [save] = useSaveSalesTargetMutation();
  const entity = useEntityForm<TargetValues>({
    defaultValues: { targetLabourPercent: target },
    schema: SalesTargetInputSchema,
    failureMessage: SALES_MESSAGES.saveTarget,
    listPath: PATHS.sales,
    storeBound: true,
    draftKey: 'sales-target',
    save: async (values, context) => {
      const saved = await save({ storeId: context.storeId ?? storeId, targetLabourPercent: values.targetLabourPercent }).unwrap();
      return { message: t`Labour target saved`, values: { targetLabourPercent: saved.targetLabourPercent ?? null } };
    },
  });
  return (
    <TitledCard title={t`Labour target`}>
      <EntityForm entity={entity} label={t`Labour target`} idPrefix="sales-target" readOnly={readOnly}>
        <Row>
          <NumberInput
            name="targetLabourPercent"
            label={t`Target labour cost (% of net sales)`}
            help={t`Leave empty for no target. The planner shows each day's planned labour cost against it.`}
            col={6}
            min={1}
            max={100}
            decimals={1}
          />
        </Row>
        {!readOnly && <FormActions entity={entity} submitLabel={t`Save target`} />}
      </EntityForm>
    </TitledCard>
  );
}
