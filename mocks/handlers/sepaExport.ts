import { HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { bicMatchesIban as bicFitsIban, bicOf, ibanOf, validIban as ibanIsValid } from '../rules/bank';
import { SERVER_MESSAGES } from '../rules/messages';
import { cents as toCents } from '../rules/money';
import { financialDetails, sepaExports, tips, type MockSepaExport } from '../db/finance';
import { staffOf } from '../db/staff';
import { storeFinancialDetails, stores } from '../db/stores';
import { badRequest, found, HttpError, json, storeRoute } from '../http';
import { writePain001 } from '../sepa';
import { epcName } from './epcText';
import { hasPrintable } from '../rules/text';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The header that names the export an answer belongs to (its file can be fetched again by it). */
const SEPA_EXPORT_HEADER = 'X-Sepa-Export-Id';

const inRange = (date: string, start: string, end: string) => date >= start && date <= end;

/** The export as the history lists it (without the file). */
const listed = ({ xml: _xml, tipIds: _tips, ...rest }: MockSepaExport) => rest;

function fileAnswer(batch: MockSepaExport): Response {
  return new HttpResponse(batch.xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${batch.fileName}"`,
      [SEPA_EXPORT_HEADER]: batch.id,
    },
  });
}

/** Builds the file of the range's approved tips, or refuses with the reasons (422). */
/** Countries whose staff read German: the transfer text on their bank statements is German. */
const GERMAN_SPEAKING = new Set(['DE', 'AT', 'CH', 'LI', 'LU']);

/**
 * The transfer text each person reads on their bank statement, in the store's language (issue
 * #43: a German store's staff read "Tips 2026-11-30 to 2026-12-06"): German with German dates
 * where the store's address is in a German-speaking country, English otherwise. Only characters
 * of the EPC set (no umlauts needed).
 */
export function remittanceText(storeId: string, startDate: string, endDate: string): string {
  const country = stores.get(storeId)?.address.country.toUpperCase() ?? '';
  if (!GERMAN_SPEAKING.has(country)) return `Tips ${startDate} to ${endDate}`;
  const german = (date: string) => date.split('-').reverse().join('.');
  return `Trinkgeld ${german(startDate)} bis ${german(endDate)}`;
}

function buildExport(storeId: string, startDate: string, endDate: string, user: { id: string; name: string }): MockSepaExport | null {
  const approved = tips.where((t) => t.storeId === storeId && t.status === 'approved' && inRange(t.date, startDate, endDate));
  if (approved.length === 0) return null;
  const debtor = storeFinancialDetails.get(storeId);
  if (!debtor || !hasPrintable(debtor.legalName) || !ibanIsValid(debtor.iban)) {
    throw new HttpError(422, 'The store has no valid financial details (legal name and IBAN). Add them before exporting.');
  }
  const debtorName = epcName(debtor.legalName);
  if (!debtorName)
    throw new HttpError(
      422,
      `The store’s legal name “${debtor.legalName}” cannot be written in a bank file: write it in Latin letters and digits. Fix the store’s financial details before exporting.`,
    );
  if (!bicFitsIban(debtor.bic, debtor.iban))
    throw new HttpError(
      422,
      `${SERVER_MESSAGES.bicMismatch('The store', debtor.bic, debtor.iban)} Fix the store’s financial details before exporting.`,
    );
  const owed = new Map<string, number>();
  for (const tip of approved) {
    if (toCents(tip.amount) < 1) throw new HttpError(422, `The tip of ${tip.date} is below 0.01.`);
    for (const d of tip.distributions) owed.set(d.userId, (owed.get(d.userId) ?? 0) + toCents(d.amount));
  }
  // Four eyes on money: nobody exports a payout to themselves (docs/rules/money.md#four-eyes-on-money).
  const toSelf = owed.get(user.id) ?? 0;
  if (toSelf > 0)
    throw new HttpError(
      422,
      `This file would pay you ${(toSelf / 100).toFixed(2)} EUR, and nobody exports a payout to themselves: another person who may export tips in this store (tip write) exports it.`,
    );
  const team = staffOf(storeId);
  const nameOf = (userId: string) => team.find((s) => s.userId === userId)?.userName ?? userId;
  const payees = [...owed].filter(([, cents]) => cents > 0).sort(([a], [b]) => nameOf(a).localeCompare(nameOf(b)));
  const withoutIban = payees.filter(([userId]) => !ibanIsValid(financialDetails.get(userId)?.iban ?? ''));
  if (withoutIban.length > 0) throw new HttpError(422, `No valid IBAN for: ${withoutIban.map(([userId]) => nameOf(userId)).join(', ')}.`);
  const mismatched = payees.filter(
    ([userId]) => !bicFitsIban(financialDetails.get(userId)?.bic ?? '', financialDetails.get(userId)?.iban ?? ''),
  );
  if (mismatched.length > 0)
    throw new HttpError(422, `BIC and IBAN are of different countries for: ${mismatched.map(([userId]) => nameOf(userId)).join(', ')}.`);
  // The holder as the bank file carries it (EPC basic Latin); a holder saved before the name rule
  // with nothing printable is replaced by the staff name.
  const payeeName = (userId: string) => {
    const holder = financialDetails.get(userId)?.accountHolder ?? '';
    return epcName(hasPrintable(holder) ? holder : nameOf(userId));
  };
  const unnamed = payees.filter(([userId]) => !payeeName(userId));
  if (unnamed.length > 0)
    throw new HttpError(
      422,
      `No account holder a bank file can carry for: ${unnamed.map(([userId]) => nameOf(userId)).join(', ')}. Write the account holder in Latin letters and digits.`,
    );
  const now = new Date();
  const messageId = `TIPS-${storeId}-${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
  const total = payees.reduce((sum, [, cents]) => sum + cents, 0);
  const xml = writePain001({
    messageId,
    createdAt: now.toISOString(),
    executionDate: now.toISOString().slice(0, 10),
    debtor: { name: debtorName, iban: ibanOf(debtor.iban), bic: debtor.bic ? bicOf(debtor.bic) : undefined },
    payments: payees.map(([userId, cents], i) => {
      const details = financialDetails.get(userId);
      return {
        endToEndId: `${messageId.slice(0, 28)}-${i + 1}`,
        name: payeeName(userId),
        iban: ibanOf(details?.iban ?? ''),
        bic: details?.bic ? bicOf(details.bic) : undefined,
        amountCents: cents,
        remittance: remittanceText(storeId, startDate, endDate),
      };
    }),
  });
  return {
    id: sepaExports.nextId('sepa'),
    storeId,
    startDate,
    endDate,
    createdAt: now.toISOString(),
    createdBy: user.id,
    createdByName: user.name,
    messageId,
    fileName: `Sepa_Tips_${startDate}_${endDate}.xml`,
    transfers: payees.length,
    total: total / 100,
    tipIds: approved.map((t) => t.id),
    xml,
  };
}

/**
 * The SEPA export (docs/rules/money.md#sepa-export; issue 29, 31), safe to repeat:
 * - approved tips in the range → a new export: its file is kept, its tips become `exported`
 *   (with the export's id) in the same step, and the answer names the export (`X-Sepa-Export-Id`);
 * - no approved tips left, but an export of exactly this range → the same file again (a retry
 *   after a lost answer gets the bytes the first call committed);
 * - neither → 422. Every export stays fetchable from the history by its id.
 */
export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/sepa/export/tips/:storeId', PERMISSIONS.tipWrite, ({ storeId, need, user }) => {
    const [startDate, endDate] = need('startDate', 'endDate');
    if (!ISO_DATE.test(startDate) || !ISO_DATE.test(endDate) || startDate > endDate) {
      throw badRequest('Give a range of YYYY-MM-DD dates, the start not after the end.');
    }
    const batch = buildExport(storeId, startDate, endDate, user);
    if (batch) {
      sepaExports.insert(batch);
      // Exporting changes the tip: its version moves on, so a form still open on it cannot save over it.
      for (const id of batch.tipIds)
        tips.update(id, { status: 'exported', exportedAt: batch.createdAt, version: (tips.get(id)?.version ?? 1) + 1 });
      return fileAnswer(batch);
    }
    const previous = sepaExports
      .where((e) => e.storeId === storeId && e.startDate === startDate && e.endDate === endDate)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (previous) return fileAnswer(previous);
    throw new HttpError(422, 'There are no approved tips to export in this range.');
  }),
  storeRoute('get', 'v1/sepa/export/tips/:storeId/history', PERMISSIONS.tipWrite, ({ storeId }) =>
    json(
      sepaExports
        .where((e) => e.storeId === storeId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(listed),
    ),
  ),
  storeRoute('get', 'v1/sepa/export/tips/:storeId/history/:exportId', PERMISSIONS.tipWrite, ({ storeId, params }) =>
    fileAnswer(found(sepaExports.get(params.exportId ?? ''), 'SEPA export', storeId)),
  ),
];
