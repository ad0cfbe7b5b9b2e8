import { t } from '@lingui/core/macro';
import type { ConflictOptions } from '@/components/form/conflict';
import { formatMoney, formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import type { StaffMember } from '@/modules/staff';
import { METHOD_LABELS, previewShares, roleWeight, SOURCE_LABELS, type ShareRow } from './logic';
import { TipInputSchema, TipSchema, toCents } from './schema';
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

/**
 * The signed-in person's share of a tip when it pays them at least a cent, else null: such a tip
 * is approved by someone else (four eyes on money, docs/rules/money.md#four-eyes-on-money).
 */
export function ownShareOf(shares: readonly { userId: string; amount: number }[], me: string): number | null {
  const own = shares.find((s) => s.userId === me && toCents(s.amount) > 0);
  return own ? own.amount : null;
}

/**
 * No lost update on a tip (issue #29, src/components/form/README.md): the version the form opened
 * with, the 409's current tip read by the answer schema, and the comparison's labels and values
 * (the shares as "name: amount" or "name: hours h").
 */
export function tipConflict(staff: readonly StaffMember[], version: number | undefined, today: string): ConflictOptions<TipFormValues> {
  const nameOf = (userId: string) => staff.find((s) => s.userId === userId)?.userName ?? userId;
  const format = (path: string, value: unknown): string | undefined => {
    if (path === 'source' && typeof value === 'string' && value in SOURCE_LABELS) return i18n._(SOURCE_LABELS[value as TipSource]);
    if (path === 'method' && typeof value === 'string' && value in METHOD_LABELS) return i18n._(METHOD_LABELS[value as DistributionMethod]);
    if (path === 'amount' && typeof value === 'number') return formatMoney(value);
    if (path !== 'rows' || !Array.isArray(value)) return undefined;
    const shares = (value as ShareRow[])
      .filter((r) => r.included)
      .map((r) => {
        const name = nameOf(r.userId);
        const [hours, share] = [formatNumber(r.hours), formatMoney(r.amount)];
        return r.amount !== null ? t`${name}: ${share}` : r.hours !== null ? t`${name}: ${hours} h` : name;
      });
    return shares.length > 0 ? shares.join(', ') : '—';
  };
  return {
    version,
    read: (current) => {
      const parsed = TipSchema.safeParse(current);
      return parsed.success ? { values: tipFormValues(staff, parsed.data, today), version: parsed.data.version } : undefined;
    },
    labels: {
      date: t`Date`,
      periodStart: t`From`,
      source: t`Source`,
      amount: t`Amount (EUR)`,
      note: t`Note`,
      method: t`Share the tip`,
      rows: t`Shares`,
    },
    format,
  };
}
