import { fieldErrorsOf } from '@/lib/schemaErrors';
import type { StaffMember } from '@/modules/staff';
import { previewShares, roleWeight, type ShareRow } from './logic';
import { TipInputSchema } from './schema';
import type { DistributionMethod, Tip, TipInput, TipSource } from './types';

/** What the tip form holds: the tip's fields and one share row per person. */
export interface TipFormValues {
  /** The last day of the tip (its only day unless it is a pool over a period). */
  date: string;
  /** A pool's first day; '' for a tip of one day. */
  periodStart: string;
  source: TipSource | '';
  amount: number | null;
  note: string;
  method: DistributionMethod;
  rows: ShareRow[];
}

/** The form of a tip (or a new one of today): the store's active staff plus those sharing it. */
export function tipFormValues(staff: readonly StaffMember[], tip: Tip | undefined, today: string): TipFormValues {
  const shares = new Map((tip?.distributions ?? []).map((d) => [d.userId, d]));
  const people = staff.filter((s) => s.active || shares.has(s.userId));
  return {
    date: tip?.date ?? today,
    periodStart: tip?.periodStart ?? '',
    source: tip?.source ?? '',
    amount: tip ? tip.amount : null,
    note: tip?.note ?? '',
    method: tip?.distributionMethod ?? 'hours',
    rows: people.map((s) => {
      const d = shares.get(s.userId);
      return {
        userId: s.userId,
        included: tip ? Boolean(d) : true,
        hours: d?.hours ?? null,
        weight: d?.weight ?? roleWeight(s.roles),
        amount: d?.amount ?? null,
      };
    }),
  };
}

/** The body sent for the form's values: the included people with the previewed shares in cents. */
export function tipBody(values: TipFormValues, storeId: string, status: 'draft' | 'approved', tipId?: string): TipInput {
  const { method } = values;
  const preview = previewShares(values.amount ?? Number.NaN, method, values.rows);
  const shares = new Map(preview.shares.map((s) => [s.userId, s.amount]));
  return {
    ...(tipId ? { id: tipId } : {}),
    storeId,
    date: values.date,
    ...(values.periodStart ? { periodStart: values.periodStart } : {}),
    source: values.source as TipSource,
    amount: values.amount ?? Number.NaN,
    currency: 'EUR',
    distributionMethod: method,
    distributions: values.rows
      .filter((r) => r.included)
      .map((r) => ({
        userId: r.userId,
        ...(method === 'hours' ? { hours: r.hours ?? Number.NaN } : {}),
        ...(method === 'role_weight' ? { weight: r.weight ?? Number.NaN } : {}),
        amount: shares.get(r.userId) ?? 0,
      })),
    status,
    note: values.note,
  };
}

/** The tip form's messages: the body's rules, and the preview's problem at the shares. */
export function tipErrors(values: TipFormValues, storeId: string): Record<string, string> {
  const found = fieldErrorsOf(TipInputSchema, tipBody(values, storeId, 'draft'));
  const { problem } = previewShares(values.amount ?? Number.NaN, values.method, values.rows);
  if (problem && !found.distributions) found.distributions = problem;
  return found;
}
