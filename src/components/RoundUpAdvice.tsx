import Button from 'react-bootstrap/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/format';

interface Props {
  /** The reason and the quantity to round up to (orders/logic.ts `orderRuleAdvice`); nothing shows for null. */
  advice: { reason: string; roundTo: number } | null;
  name: string;
  onRoundUp: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * A manual line below the product's minimum or off its order multiple (issue #32): a warning, not
 * a refusal (the supplier may agree otherwise), with the reason and a one-click round-up.
 */
export function RoundUpAdvice({ advice, name, onRoundUp, disabled }: Props) {
  const { t } = useLingui();
  if (!advice) return null;
  const quantity = formatNumber(advice.roundTo);
  return (
    <div className="small text-warning-emphasis mt-1">
      <span aria-hidden="true">⚠ </span>
      {advice.reason}{' '}
      <Button
        variant="link"
        size="sm"
        className="p-0 align-baseline"
        disabled={disabled}
        aria-label={t`Round ${name} up to ${quantity}`}
        onClick={() => onRoundUp(advice.roundTo)}
      >
        <Trans>Round up to {quantity}</Trans>
      </Button>
    </div>
  );
}
