import { HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { distributeCents, sepaFileName, weightOf } from '@/modules/finance/logic';
import {
  ibanIsValid,
  normalizeBic,
  normalizeIban,
  TipInputSchema,
  toCents,
  UserFinancialDetailsBodySchema,
} from '@/modules/finance/schema';
import { financialDetailsLocked } from '@/modules/finance/detailsRules';
import type { TipInput } from '@/modules/finance/types';
import { financialDetails, tips, type MockTip } from '../db/finance';
import { staffMembers, staffOf } from '../db/staff';
import { users, type MockUser } from '../db/people';
import { stores, storeFinancialDetails } from '../db/stores';
import { assertValid, authenticate, badRequest, forbidden, found, handle, holds, HttpError, json, notFound, storeRoute } from '../http';
import { writePain001 } from '../sepa';

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

/** The stores that pay a person: each they belong to. */
const payingStoresOf = (userId: string) => [...new Set(staffMembers.where((s) => s.userId === userId).map((s) => s.storeId))];

/** Reading a person's bank details: tip.write in one of their stores, or being the person. */
function requireTipWriterOf(request: Request, userId: string) {
  const user = authenticate(request);
  const stores = payingStoresOf(userId);
  if (stores.length === 0) throw notFound('Person');
  if (user.id !== userId && !stores.some((storeId) => holds(user, PERMISSIONS.tipWrite, storeId))) throw forbidden();
  return user;
}

const storeName = (storeId: string) => stores.get(storeId)?.name ?? storeId;

/**
 * Changing them (issue 28, finance README): one account pays the person in every store, so
 * tip.write in every one of those stores, or being the person. A business rule: 422, not 403.
 */
function assertMayChangeDetails(user: MockUser, userId: string): void {
  if (user.id === userId) return;
  const lacking = payingStoresOf(userId).filter((storeId) => !holds(user, PERMISSIONS.tipWrite, storeId));
  if (lacking.length === 0) return;
  const name = staffMembers.where((s) => s.userId === userId)[0]?.userName ?? userId;
  throw new HttpError(422, financialDetailsLocked(name, lacking.map(storeName)));
}

function detailsOf(userId: string) {
  const row = financialDetails.get(userId);
  const paying = payingStoresOf(userId).map((id) => ({ id, name: storeName(id) }));
  const changes = (row?.changes ?? []).map((c) => ({
    ...c,
    changedByName: users.get(c.changedBy)?.name ?? '',
    storeName: c.storeId ? storeName(c.storeId) : '',
  }));
  if (!row) return { userId, accountHolder: '', iban: '', bic: '', bankName: '', taxId: '', stores: paying, changes };
  const { id: _id, changes: _changes, ...details } = row;
  return { ...details, stores: paying, changes };
}

function exportSepa(storeId: string, startDate: string, endDate: string): { xml: string; exported: MockTip[] } {
  const debtor = storeFinancialDetails.get(storeId);
  if (!debtor || debtor.legalName.trim() === '' || !ibanIsValid(debtor.iban)) {
    throw new HttpError(422, 'The store has no valid financial details (legal name and IBAN). Add them before exporting.');
  }
  const approved = tips.where((t) => t.storeId === storeId && t.status === 'approved' && inRange(t.date, startDate, endDate));
  if (approved.length === 0) throw new HttpError(422, 'There are no approved tips to export in this range.');
  const owed = new Map<string, number>();
  for (const tip of approved) {
    if (toCents(tip.amount) < 1) throw new HttpError(422, `The tip of ${tip.date} is below 0.01.`);
    for (const d of tip.distributions) owed.set(d.userId, (owed.get(d.userId) ?? 0) + toCents(d.amount));
  }
  const team = staffOf(storeId);
  const nameOf = (userId: string) => team.find((s) => s.userId === userId)?.userName ?? userId;
  const payees = [...owed].filter(([, cents]) => cents > 0).sort(([a], [b]) => nameOf(a).localeCompare(nameOf(b)));
  const withoutIban = payees.filter(([userId]) => !ibanIsValid(financialDetails.get(userId)?.iban ?? ''));
  if (withoutIban.length > 0) {
    throw new HttpError(422, `No valid IBAN for: ${withoutIban.map(([userId]) => nameOf(userId)).join(', ')}.`);
  }
  const now = new Date();
  const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 15);
  const messageId = `TIPS-${storeId}-${stamp}`;
  const xml = writePain001({
    messageId,
    createdAt: now.toISOString(),
    executionDate: now.toISOString().slice(0, 10),
    debtor: { name: debtor.legalName, iban: normalizeIban(debtor.iban), bic: debtor.bic ? normalizeBic(debtor.bic) : undefined },
    payments: payees.map(([userId, cents], i) => {
      const details = financialDetails.get(userId);
      return {
        endToEndId: `${messageId.slice(0, 28)}-${i + 1}`,
        name: details?.accountHolder || nameOf(userId),
        iban: normalizeIban(details?.iban ?? ''),
        bic: details?.bic ? normalizeBic(details.bic) : undefined,
        amountCents: cents,
        remittance: `Tips ${startDate} to ${endDate}`,
      };
    }),
  });
  return { xml, exported: approved };
}

/**
 * Tips, people's financial details and the SEPA export (decisions.md "Money"). Tips need
 * tip.read to list and tip.write to save; financial details and the export need tip.write.
 * An exported tip cannot be changed (409); the export turns the range's approved tips into
 * exported ones.
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
    const record = { ...fields, updatedAt: new Date().toISOString() };
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
    const user = requireTipWriterOf(request, userId);
    const details = await input(UserFinancialDetailsBodySchema);
    assertMayChangeDetails(user, userId);
    if (details.storeId !== undefined && !holds(user, PERMISSIONS.tipWrite, details.storeId)) {
      assertValid({ storeId: 'Name a store where you hold tip write.' });
    }
    const now = new Date().toISOString();
    const change = { changedAt: now, changedBy: user.id, storeId: details.storeId ?? null };
    const row = {
      id: userId,
      userId,
      accountHolder: details.accountHolder.trim(),
      iban: normalizeIban(details.iban),
      bic: normalizeBic(details.bic),
      bankName: details.bankName.trim(),
      taxId: details.taxId.trim(),
      updatedAt: now,
      changes: [change, ...(financialDetails.get(userId)?.changes ?? [])].slice(0, 50),
    };
    if (financialDetails.get(userId)) financialDetails.update(userId, row);
    else financialDetails.insert(row);
    return json(detailsOf(userId));
  }),
  storeRoute('get', 'v1/sepa/export/tips/:storeId', PERMISSIONS.tipWrite, ({ storeId, need }) => {
    const [startDate, endDate] = need('startDate', 'endDate');
    if (!ISO_DATE.test(startDate) || !ISO_DATE.test(endDate) || startDate > endDate) {
      throw badRequest('Give a range of YYYY-MM-DD dates, the start not after the end.');
    }
    const { xml, exported } = exportSepa(storeId, startDate, endDate);
    const exportedAt = new Date().toISOString();
    for (const tip of exported) tips.update(tip.id, { status: 'exported', exportedAt });
    return new HttpResponse(xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${sepaFileName(startDate, endDate)}"`,
      },
    });
  }),
];
