import { t as tNow } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber } from '@/lib/format';
import type { RequestImpact } from '../types';

interface Props {
  impact: RequestImpact;
  taker: string;
  giver: string;
}

type Hours = Pick<RequestImpact, 'hoursBefore' | 'hoursAfter' | 'wishedHours' | 'contractHours'>;

/** Over or under the wished or contract hours after the change (none when it stays inside); read while rendering, in the active language. */
function hoursWarnings(hours: Hours, name: string): string[] {
  const after = hours.hoursAfter;
  if (after === undefined) return [];
  const shown = formatNumber(after, 1);
  const out: string[] = [];
  const wished = hours.wishedHours;
  if (wished !== null && wished !== undefined) {
    const w = formatNumber(wished, 1);
    if (after > wished) out.push(tNow`${name} would work ${shown} h, over the ${w} h they wish`);
    else if (after < wished) out.push(tNow`${name} would work ${shown} h, under the ${w} h they wish`);
  }
  const contract = hours.contractHours;
  if (contract !== null && contract !== undefined && contract > 0) {
    const c = formatNumber(contract, 1);
    if (after > contract) out.push(tNow`${name} would work ${shown} h, over their contract's ${c} h`);
    else if (after < contract) out.push(tNow`${name} would work ${shown} h, under their contract's ${c} h`);
  }
  return out;
}

/** What approving a request would change, as warnings first and the week's figures after (issue #45). */
export function ImpactList({ impact, taker, giver }: Props) {
  const { t } = useLingui();
  const warnings = [
    ...(impact.outsideAvailability ? [t`Outside the approved availability of ${taker}`] : []),
    ...hoursWarnings(impact, taker),
    ...(impact.giver && giver ? hoursWarnings(impact.giver, giver) : []),
  ];
  const before = formatMoney(impact.costBefore);
  const after = formatMoney(impact.costAfter);
  const overlaps = impact.overlaps;
  return (
    <ul className="small mb-2 ps-3" aria-label={t`What approving changes`}>
      {overlaps > 0 && (
        <li className="text-danger-emphasis">
          <Plural value={overlaps} one={`Overlaps # other shift of ${taker}`} other={`Overlaps # other shifts of ${taker}`} />
        </li>
      )}
      {warnings.map((w) => (
        <li key={w} className="text-warning-emphasis">
          {w}
        </li>
      ))}
      {impact.costBefore !== undefined && impact.costAfter !== undefined && <li>{t`Labour cost of the week: ${before} → ${after}`}</li>}
      {warnings.length === 0 && overlaps === 0 && <li>{t`No conflicts`}</li>}
    </ul>
  );
}
