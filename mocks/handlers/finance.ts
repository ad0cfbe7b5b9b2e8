import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { TipInputSchema, UserFinancialDetailsBodySchema, UserFinancialDetailsInputSchema } from '@/modules/finance/schema';
import { bicMatchesIban, bicOf, ibanOf } from '../rules/bank';
import { SERVER_MESSAGES } from '../rules/messages';
import { cents as toCents, shareCents, shareWeight } from '../rules/money';
import type { TipInput } from '@/modules/finance/types';
import { financialDetails, tips, type MockDetailsChange, type MockFinancialDetails } from '../db/finance';
import { staffMembers, staffOf } from '../db/staff';
import { users, type MockUser } from '../db/people';
import { stores } from '../db/stores';
import {
  assertValid,
  authenticate,
  badRequest,
  forbidden,
  found,
  handle,
  holds,
  HttpError,
  json,
  notFound,
  storeRoute,
  unprocessable,
  validated,
} from '../http';
import { handlers as sepaExportHandlers } from './sepaExport';
import { nextVersion, versioned } from './versions';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function inRange(date: string, start: string | null, end: string | null): boolean {
  return (!start || date >= start) && (!end || date <= end);
}

/** The shares a method gives for the weights sent: the server recomputes them with its own arithmetic (./rules/money.ts). */
function checkShares(tip: TipInput): Record<string, string> {
  if (tip.distributionMethod === 'manual') return {};
  const weights = tip.distributions.map((d) => shareWeight(tip.distributionMethod, d));
  const cents = shareCents(toCents(tip.amount), weights);
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
  throw new HttpError(422, SERVER_MESSAGES.detailsLocked(name, lacking.map(storeName)));
}

/**
 * The store a change of bank details is recorded with (issue 41). Named in the body: one where the
 * caller holds tip.write, or, for the person themself, one that pays them (else 422). Not named (a
 * client of the spec alone): the caller's current store when it pays the person, else the first
 * store that does, flagged `storeInferred`, so the trail always names a store and says it was not sent.
 */
function storeOfChange(user: MockUser, userId: string, named: string | undefined): { storeId: string; storeInferred?: true } {
  const paying = payingStoresOf(userId);
  if (named !== undefined) {
    const allowed = holds(user, PERMISSIONS.tipWrite, named) || (user.id === userId && paying.includes(named));
    if (!allowed) assertValid({ storeId: 'Name a store where you hold tip write.' });
    return { storeId: named };
  }
  const current = user.currentStoreId;
  const storeId = current && paying.includes(current) ? current : (paying[0] ?? '');
  return { storeId, storeInferred: true };
}

type DetailsFields = Pick<MockFinancialDetails, (typeof DETAILS_FIELDS)[number]>;
const DETAILS_FIELDS = ['accountHolder', 'iban', 'bic', 'bankName', 'taxId'] as const;

/** The fields a PATCH body holds, as stored (trimmed, IBAN and BIC compact and upper case); absent ones are kept. */
function sentFields(body: Partial<Record<(typeof DETAILS_FIELDS)[number], string>>): Partial<DetailsFields> {
  const out: Partial<DetailsFields> = {};
  if (body.accountHolder !== undefined) out.accountHolder = body.accountHolder.trim();
  if (body.iban !== undefined) out.iban = ibanOf(body.iban);
  if (body.bic !== undefined) out.bic = bicOf(body.bic);
  if (body.bankName !== undefined) out.bankName = body.bankName.trim();
  if (body.taxId !== undefined) out.taxId = body.taxId.trim();
  return out;
}

/**
 * A value as the change log keeps it: the IBAN as `•••• ` and its last four, the BIC as its bank
 * code and `••••`, the tax id as `•••• ` and its last three; the holder and the bank name as written.
 * The log never holds bank data in clear (the server's own rule, not the app's mask).
 */
function loggedValue(field: (typeof DETAILS_FIELDS)[number], value: string): string {
  if (value === '') return '';
  if (field === 'iban') return `•••• ${value.slice(-4)}`;
  if (field === 'bic') return `${value.slice(0, 4)}••••`;
  if (field === 'taxId') return `•••• ${value.replace(/\s+/g, '').slice(-3)}`;
  return value;
}

/** The fields whose stored value changes, masked for the log. */
function changedFields(before: DetailsFields, after: DetailsFields): NonNullable<MockDetailsChange['fields']> {
  return DETAILS_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    before: loggedValue(field, before[field]),
    after: loggedValue(field, after[field]),
  }));
}

function detailsOf(userId: string) {
  const row = financialDetails.get(userId);
  const paying = payingStoresOf(userId).map((id) => ({ id, name: storeName(id) }));
  const changes = (row?.changes ?? []).map((c) => ({
    ...c,
    changedByName: users.get(c.changedBy)?.name ?? '',
    storeName: c.storeId ? storeName(c.storeId) : '',
  }));
  if (!row) return versioned({ userId, accountHolder: '', iban: '', bic: '', bankName: '', taxId: '', stores: paying, changes });
  const { id: _id, changes: _changes, ...details } = row;
  // With its version (a record stored without one, the seed, is at version 1).
  return versioned({ ...details, stores: paying, changes });
}

/**
 * Tips, people's financial details and the SEPA export (docs/rules/money.md#sepa-export). Tips need
 * tip.read to list and tip.write to save; financial details and the export need tip.write.
 * An exported tip cannot be changed (409); the SEPA export and its history are in `sepaExport.ts`.
 */
export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/finance/store/:storeId/tips', PERMISSIONS.tipRead, ({ storeId, query }) => {
    const start = query.get('startDate');
    const end = query.get('endDate');
    for (const value of [start, end]) if (value && !ISO_DATE.test(value)) throw badRequest('Dates are YYYY-MM-DD.');
    const rows = tips.where((t) => t.storeId === storeId && inRange(t.date, start, end));
    return json(versioned(rows.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id))));
  }),
  storeRoute('post', 'v1/finance/store/:storeId/tip', PERMISSIONS.tipWrite, async ({ storeId, input, user }) => {
    const tip = await input(TipInputSchema);
    if (tip.storeId !== storeId) throw badRequest('The tip belongs to another store.');
    const team = new Set(staffOf(storeId).map((s) => s.userId));
    const strangers = tip.distributions.filter((d) => !team.has(d.userId));
    if (strangers.length > 0) assertValid({ distributions: 'Only staff of this store can share a tip.' });
    assertValid(checkShares(tip));
    const existing = tip.id ? found(tips.get(tip.id), 'Tip', storeId) : undefined;
    if (existing?.status === 'exported') {
      throw new HttpError(
        409,
        `This tip was paid out in a SEPA file on ${(existing.exportedAt ?? '').slice(0, 10)} and can no longer be changed.`,
      );
    }
    // Four eyes on money (docs/rules/money.md#four-eyes-on-money): nobody approves a tip that pays them.
    const ownShare = tip.distributions.find((d) => d.userId === user.id && toCents(d.amount) > 0);
    if (tip.status === 'approved' && ownShare) {
      // Who can act instead: the others holding tip write here whom the tip does not pay either.
      const paid = new Set(tip.distributions.filter((d) => toCents(d.amount) > 0).map((d) => d.userId));
      const approvers = users
        .all()
        .filter((u) => !paid.has(u.id) && holds(u, PERMISSIONS.tipWrite, storeId))
        .map((u) => u.name)
        .sort((a, b) => a.localeCompare(b));
      throw new HttpError(422, SERVER_MESSAGES.ownTipShare(ownShare.amount.toFixed(2), approvers));
    }
    const { id: _id, version: sent, ...fields } = tip;
    const now = new Date().toISOString();
    // Who approved it and when (the last approval): a draft has none.
    const approval =
      tip.status === 'approved'
        ? { approvedBy: user.id, approvedByName: user.name, approvedAt: now }
        : { approvedBy: undefined, approvedByName: undefined, approvedAt: undefined };
    // periodStart named even when absent: a pool changed back to one day loses its period.
    const record = { ...fields, periodStart: fields.periodStart, ...approval, updatedAt: now };
    if (existing) {
      // A stale version answers 409 with the current tip; none: the last write wins (./versions.ts).
      const version = nextVersion(existing, sent, 'tip');
      return json(versioned(found(tips.update(existing.id, { ...record, version }), 'Tip')));
    }
    return json(versioned(tips.insert({ id: tips.nextId('tip'), ...record })), 201);
  }),
  handle('get', 'v1/finance/user/:userId/financial-details', ({ request, params }) => {
    const userId = params.userId ?? '';
    requireTipWriterOf(request, userId);
    return json(detailsOf(userId));
  }),
  handle('patch', 'v1/finance/user/:userId/financial-details', async ({ request, params, input }) => {
    const userId = params.userId ?? '';
    const user = requireTipWriterOf(request, userId);
    const body = await input(UserFinancialDetailsBodySchema);
    assertMayChangeDetails(user, userId);
    const from = storeOfChange(user, userId, body.storeId);
    // A stale version answers 409 with the details as they are now (versions.ts).
    const stored = financialDetails.get(userId);
    const lastBy = stored?.changes?.[0]?.changedBy;
    const lastByName = lastBy ? users.get(lastBy)?.name : undefined;
    const version = nextVersion(
      detailsOf(userId),
      body.version,
      'bank details',
      false,
      lastByName ? SERVER_MESSAGES.detailsChangedBy(lastByName) : undefined,
    );
    const before: DetailsFields = stored ?? { accountHolder: '', iban: '', bic: '', bankName: '', taxId: '' };
    const after = { ...before, ...sentFields(body) };
    // Details not yet on file are created whole: the holder and the IBAN are needed.
    if (!stored) validated(after, UserFinancialDetailsInputSchema);
    // The BIC is of a bank in the IBAN's country, as the form checks (issue #41).
    if (!bicMatchesIban(after.bic, after.iban))
      throw unprocessable({ bic: SERVER_MESSAGES.bicMismatch(users.get(userId)?.name ?? userId, after.bic, after.iban) });
    const fields = changedFields(before, after);
    // Nothing alters a field: the details as they are, no new version, nothing recorded.
    if (fields.length === 0) return json(detailsOf(userId));
    const now = new Date().toISOString();
    const change: MockDetailsChange = { changedAt: now, changedBy: user.id, ...from, fields };
    const row = {
      id: userId,
      userId,
      ...after,
      updatedAt: now,
      version,
      changes: [change, ...(stored?.changes ?? [])].slice(0, 50),
    };
    if (stored) financialDetails.update(userId, row);
    else financialDetails.insert(row);
    return json(detailsOf(userId));
  }),
  ...sepaExportHandlers,
];
