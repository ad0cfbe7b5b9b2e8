import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { distributeCents, weightOf } from '@/modules/finance/logic';
import { normalizeBic, normalizeIban, TipInputSchema, toCents, UserFinancialDetailsInputSchema } from '@/modules/finance/schema';
import type { TipInput } from '@/modules/finance/types';
import { financialDetails, tips } from '../db/finance';
import { staffMembers, staffOf } from '../db/staff';
import { assertValid, authenticate, badRequest, forbidden, found, handle, holds, HttpError, json, notFound, storeRoute } from '../http';
import { handlers as sepaExportHandlers } from './sepaExport';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function inRange(date: string, start: string | null, end: string | null): boolean {
  return (!start || date >= start) && (!end || date <= end);
}

/** The shares a method gives for the weights sent: the server recomputes them (same arithmetic). */
function checkShares(tip: TipInput): Record<string, string> {
  if (tip.distributionMethod === 'manual') return {};
  const weights = tip.distributions.map((d) =>
    weightOf({ userId: d.userId, included: true, hours: d.hours ?? null, weight: d.weight ?? null, amount: null }, tip.distributionMethod),
  );
  const cents = distributeCents(toCents(tip.amount), weights);
  if (!cents) return { distributions: tip.distributionMethod === 'hours' ? 'Nobody has worked hours to share by.' : 'Every weight is 0.' };
  const same = tip.distributions.every((d, i) => toCents(d.amount) === cents[i]);
  return same ? {} : { distributions: 'The shares do not match the chosen method.' };
}

/** The person's store memberships, for the permission check of the financial-details calls. */
function requireTipWriterOf(request: Request, userId: string) {
  const user = authenticate(request);
  const stores = staffMembers.where((s) => s.userId === userId).map((s) => s.storeId);
  if (stores.length === 0) throw notFound('Person');
  if (!stores.some((storeId) => holds(user, PERMISSIONS.tipWrite, storeId))) throw forbidden();
  return user;
}

function detailsOf(userId: string) {
  const row = financialDetails.get(userId);
  if (!row) return { userId, accountHolder: '', iban: '', bic: '', bankName: '', taxId: '' };
  const { id: _id, ...details } = row;
  return details;
}

/**
 * Tips, people's financial details and the SEPA export (decisions.md "Money"). Tips need
 * tip.read to list and tip.write to save; financial details and the export need tip.write.
 * An exported tip cannot be changed (409); the SEPA export and its history are in `sepaExport.ts`.
 */
export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/finance/store/:storeId/tips', PERMISSIONS.tipRead, ({ storeId, query }) => {
    const start = query.get('startDate');
    const end = query.get('endDate');
    for (const value of [start, end]) if (value && !ISO_DATE.test(value)) throw badRequest('Dates are YYYY-MM-DD.');
    const rows = tips.where((t) => t.storeId === storeId && inRange(t.date, start, end));
    return json(rows.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id)));
  }),
  storeRoute('post', 'v1/finance/store/:storeId/tip', PERMISSIONS.tipWrite, async ({ storeId, input }) => {
    const tip = await input(TipInputSchema);
    if (tip.storeId !== storeId) throw badRequest('The tip belongs to another store.');
    const team = new Set(staffOf(storeId).map((s) => s.userId));
    const strangers = tip.distributions.filter((d) => !team.has(d.userId));
    if (strangers.length > 0) assertValid({ distributions: 'Only staff of this store can share a tip.' });
    assertValid(checkShares(tip));
    const { id, ...fields } = tip;
    // periodStart named even when absent: a pool changed back to one day loses its period.
    const record = { ...fields, periodStart: fields.periodStart, updatedAt: new Date().toISOString() };
    if (id) {
      const existing = found(tips.get(id), 'Tip', storeId);
      if (existing.status === 'exported') {
        throw new HttpError(409, `This tip was paid out in a SEPA file on ${(existing.exportedAt ?? '').slice(0, 10)} and can no longer be changed.`);
      }
      return json(tips.update(id, record));
    }
    return json(tips.insert({ id: tips.nextId('tip'), ...record }), 201);
  }),
  handle('get', 'v1/finance/user/:userId/financial-details', ({ request, params }) => {
    const userId = params.userId ?? '';
    requireTipWriterOf(request, userId);
    return json(detailsOf(userId));
  }),
  handle('patch', 'v1/finance/user/:userId/financial-details', async ({ request, params, input }) => {
    const userId = params.userId ?? '';
    requireTipWriterOf(request, userId);
    const details = await input(UserFinancialDetailsInputSchema);
    const row = {
      id: userId,
      userId,
      accountHolder: details.accountHolder.trim(),
      iban: normalizeIban(details.iban),
      bic: normalizeBic(details.bic),
      bankName: details.bankName.trim(),
      taxId: details.taxId.trim(),
      updatedAt: new Date().toISOString(),
    };
    if (financialDetails.get(userId)) financialDetails.update(userId, row);
    else financialDetails.insert(row);
    return json(detailsOf(userId));
  }),
  ...sepaExportHandlers,
];
