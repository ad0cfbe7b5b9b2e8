import { t } from '@lingui/core/macro';
import { formatDate, formatMoney } from '@/lib/format';
import { bicFitsIban, bicMismatchDetail, bicMismatchMessage } from './bank';
import { epcName } from './epcName';
import { detailsState } from './logic';
import { ibanIsValid, MONEY_LIMITS, toCents } from './schema';
import type { Tip, UserFinancialDetails } from './types';
import { hasPrintable } from './xmlText';

/** What each person is owed by the approved tips of a range (what the SEPA file pays), in cents. */
export function payableCents(tips: readonly Tip[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const tip of tips) {
    if (tip.status !== 'approved') continue;
    for (const d of tip.distributions) out.set(d.userId, (out.get(d.userId) ?? 0) + toCents(d.amount));
  }
  return out;
}

/** What a file of these tips must say: one transfer per person owed at least a cent, and their sum. */
export interface ExpectedTransfer {
  transfers: number;
  totalCents: number;
}

export function expectedTransfer(tips: readonly Tip[]): ExpectedTransfer {
  const owed = [...payableCents(tips).values()].filter((cents) => cents > 0);
  return { transfers: owed.length, totalCents: owed.reduce((a, b) => a + b, 0) };
}

export type SepaBlocker =
  | { kind: 'store'; message: string }
  | { kind: 'person'; userId: string; message: string; fix?: boolean }
  | { kind: 'self'; message: string }
  | { kind: 'amount'; tipId?: string; message: string }
  | { kind: 'nothing'; message: string };

export interface StoreDebtor {
  legalName: string;
  iban: string;
  bic?: string;
}

type PayeeDetails = Pick<UserFinancialDetails, 'iban' | 'accountHolder'> & { bic?: string };

function storeBlocker(store: StoreDebtor | null | undefined): SepaBlocker | null {
  if (store === undefined) return null;
  if (store === null || (store.legalName.trim() === '' && store.iban.trim() === '')) {
    return { kind: 'store', message: t`The store has no financial details (legal name, IBAN).` };
  }
  if (!hasPrintable(store.legalName) || !ibanIsValid(store.iban)) {
    return { kind: 'store', message: t`The store’s financial details are invalid: it needs a legal name and a valid IBAN.` };
  }
  if (!epcName(store.legalName)) {
    return {
      kind: 'store',
      message: t`The store’s legal name cannot be written in a bank file: write it in Latin letters and digits.`,
    };
  }
  if (!bicFitsIban(store.bic ?? '', store.iban)) {
    const detail = bicMismatchDetail(store.bic ?? '', store.iban);
    return { kind: 'store', message: t`The store’s BIC does not fit its IBAN — ${detail}` };
  }
  return null;
}

/**
 * Everything that would stop the bank file (docs/rules/money.md#sepa-export): the store's details missing,
 * invalid or with a BIC of another country than its IBAN, a person with tips but no valid IBAN
 * (or a BIC that does not fit it), an amount below 0.01 (or above the limit). `store` is
 * `undefined` when it could not be read (the server checks it on export); people whose shares add
 * up to 0 cents get no transfer, so they block nothing. A name the bank file cannot carry (nothing
 * left in the EPC basic Latin set) and a file that pays `me` block too. "Nothing to pay" comes last and is not a
 * fault to fix: the panel shows it apart.
 */
export function sepaBlockers(
  tips: readonly Tip[],
  details: ReadonlyMap<string, PayeeDetails | undefined>,
  store: StoreDebtor | null | undefined,
  nameOf: (userId: string) => string,
  /** The person exporting: a file that pays them is exported by someone else (four eyes on money). */
  me?: string,
): SepaBlocker[] {
  const blockers: SepaBlocker[] = [];
  const ofStore = storeBlocker(store);
  if (ofStore) blockers.push(ofStore);
  const approved = tips.filter((t) => t.status === 'approved');
  for (const tip of approved) {
    if (toCents(tip.amount) < toCents(MONEY_LIMITS.min)) {
      const [date, least] = [formatDate(tip.date), formatMoney(MONEY_LIMITS.min)];
      blockers.push({ kind: 'amount', tipId: tip.id, message: t`The tip of ${date} is below ${least}.` });
    }
  }
  for (const [userId, cents] of payableCents(approved)) {
    if (cents <= 0) continue;
    const person = details.get(userId);
    const state = detailsState(person);
    if (state !== 'valid') {
      const name = nameOf(userId);
      blockers.push({
        kind: 'person',
        userId,
        message: state === 'missing' ? t`${name} has tips but no bank details.` : t`${name} has tips but no valid IBAN.`,
      });
    } else if (person && !bicFitsIban(person.bic ?? '', person.iban)) {
      const mismatch = bicMismatchMessage(nameOf(userId), person.bic ?? '', person.iban);
      blockers.push({
        kind: 'person',
        userId,
        message: t`${mismatch} Fix the BIC.`,
        fix: true,
      });
    } else if (person && !epcName(hasPrintable(person.accountHolder) ? person.accountHolder : nameOf(userId))) {
      // The file's names are in the EPC basic Latin set (docs/rules/money.md#names-in-a-bank-file).
      const name = nameOf(userId);
      blockers.push({
        kind: 'person',
        userId,
        message: t`The account holder of ${name} cannot be written in a bank file: write it in Latin letters and digits.`,
        fix: true,
      });
    }
    if (cents > toCents(MONEY_LIMITS.max)) {
      const name = nameOf(userId);
      blockers.push({ kind: 'amount', message: t`${name} would receive more than one transfer may carry.` });
    }
  }
  const toMe = me ? (payableCents(approved).get(me) ?? 0) : 0;
  if (toMe > 0) {
    const amount = formatMoney(toMe / 100);
    blockers.push({
      kind: 'self',
      message: t`This file would pay you ${amount}, and nobody exports a payout to themselves: another person who may export tips in this store exports it (for a manager, the owner).`,
    });
  }
  if (approved.length === 0) blockers.push({ kind: 'nothing', message: t`No approved tips to pay out in this range.` });
  return blockers;
}
