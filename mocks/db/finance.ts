import { composeIBAN } from 'ibantools';
import { shareCents, weightOfRoles } from '../rules/money';
import { collection } from './collection';
import { daysAgo, createRandom, isoDate, pad } from './random';
import { staffMembers, staffOf } from './staff';
import { workedHours } from './timeEntries';

/** A tip as the mock keeps it (docs/rules/money.md#tips). */
export interface MockTip {
  id: string;
  storeId: string;
  date: string;
  /** A tip pool over a period: its first day (`date` is its last). */
  periodStart?: string;
  source: 'card' | 'cash' | 'pos' | 'manual';
  amount: number;
  currency: 'EUR';
  distributionMethod: 'hours' | 'equal' | 'role_weight' | 'manual';
  distributions: { userId: string; hours?: number; weight?: number; amount: number }[];
  status: 'draft' | 'approved' | 'exported';
  note: string;
  exportedAt?: string;
  /** Who approved it and when (four eyes on money: never a person it pays). */
  approvedBy?: string;
  approvedByName?: string;
  approvedAt?: string;
  /** Raised by every accepted update (issue #29); the seed's tips are at 1. */
  version?: number;
  updatedAt: string;
}

/** A person's bank details (docs/rules/money.md#financial-details); id = userId. */
export interface MockFinancialDetails {
  id: string;
  userId: string;
  accountHolder: string;
  iban: string;
  bic: string;
  bankName: string;
  taxId: string;
  updatedAt: string;
  /** Raised by every accepted change (issue 41); a seed without one is at version 1. */
  version?: number;
  /** Every change, newest first: who, when, from which store (finance README). */
  changes?: MockDetailsChange[];
}

export interface MockDetailsChange {
  changedAt: string;
  changedBy: string;
  storeId: string | null;
  /** The request named no store: `storeId` is the person's store (issue 41). */
  storeInferred?: true;
  /** The fields that changed, masked as the log keeps them (issue 41). */
  fields?: { field: string; before: string; after: string }[];
}

/** People whose details are missing in the seed, so the SEPA check has blockers to show. */
export const SEED_WITHOUT_DETAILS = ['emp-1-3', 'emp-2-3', 'emp-3-3'] as const;

const BANKS = [
  { blz: '37040044', bic: 'COBADEFFXXX', name: 'Commerzbank' },
  { blz: '50010517', bic: 'INGDDEFFXXX', name: 'ING' },
  { blz: '10010010', bic: 'PBNKDEFFXXX', name: 'Postbank' },
  { blz: '12030000', bic: 'BYLADEM1001', name: 'DKB' },
] as const;

/** A valid German test IBAN (mod-97 check digits computed) for a seed number. */
function testIban(n: number): { iban: string; bic: string; bankName: string } {
  const bank = BANKS[n % BANKS.length] ?? BANKS[0];
  const iban = composeIBAN({ countryCode: 'DE', bban: `${bank.blz}${String(5_320_130_00 + n * 7919).padStart(10, '0')}` });
  if (!iban) throw new Error('Could not compose a test IBAN');
  return { iban, bic: bank.bic, bankName: bank.name };
}

function seedDetails(): MockFinancialDetails[] {
  const seen = new Set<string>();
  const rows: MockFinancialDetails[] = [];
  const updatedAt = daysAgo(40).toISOString();
  staffMembers.all().forEach((member, index) => {
    if (seen.has(member.userId)) return;
    seen.add(member.userId);
    if ((SEED_WITHOUT_DETAILS as readonly string[]).includes(member.userId)) return;
    const bank = testIban(index + 1);
    rows.push({
      id: member.userId,
      userId: member.userId,
      accountHolder: member.userName,
      ...bank,
      taxId: `${pad(12 + index, 2)} ${pad(345 + index, 3)} ${pad(67_890 + index, 5)}`,
      updatedAt,
    });
  });
  return rows;
}

export const financialDetails = collection<MockFinancialDetails>('financialDetails', seedDetails);

const SOURCES = ['card', 'cash', 'pos', 'card'] as const;
const METHODS: MockTip['distributionMethod'][] = ['equal', 'role_weight', 'hours'];

function seedTips(): MockTip[] {
  const random = createRandom(2718);
  const rows: MockTip[] = [];
  for (const storeId of ['store-1', 'store-2', 'store-3']) {
    const team = staffOf(storeId).filter((s) => s.active);
    for (let day = 27; day >= 0; day--) {
      if (random.chance(0.15)) continue;
      const date = isoDate(daysAgo(day));
      // Three to five people a day; the person without bank details works every third day.
      const people = team.filter((_s, i) => (i + day) % 3 !== 0).slice(0, random.int(3, 5));
      const missing = team.find((s) => s.userId.endsWith('-3'));
      if (missing && day % 3 === 1 && !people.includes(missing)) people.push(missing);
      // Days shared by hours use the hours the time entries of that day record.
      const worked = team.map((s) => ({ member: s, hours: workedHours(storeId, s.userId, date, date) })).filter((w) => w.hours > 0);
      let method = METHODS[day % METHODS.length] ?? 'equal';
      if (method === 'hours' && worked.length > 0) people.splice(0, people.length, ...worked.map((w) => w.member));
      else if (method === 'hours') method = 'equal';
      const hours = people.map((p) => worked.find((w) => w.member.userId === p.userId)?.hours ?? 0);
      const weights = people.map((p, i) => (method === 'equal' ? 1 : method === 'hours' ? (hours[i] ?? 0) : weightOfRoles(p.roles)));
      const amount = random.money(18, 160);
      const cents = shareCents(Math.round(amount * 100), weights) ?? [];
      rows.push({
        id: `tip-${storeId.slice(-1)}-${pad(28 - day)}`,
        storeId,
        date,
        source: SOURCES[day % SOURCES.length] ?? 'card',
        amount,
        currency: 'EUR',
        distributionMethod: method,
        distributions: people.map((p, i) => ({
          userId: p.userId,
          ...(method === 'hours' ? { hours: hours[i] } : {}),
          ...(method === 'role_weight' ? { weight: weights[i] } : {}),
          amount: (cents[i] ?? 0) / 100,
        })),
        status: day >= 15 ? 'exported' : day >= 2 ? 'approved' : 'draft',
        note: day % 5 === 0 ? 'Busy day, large party' : '',
        ...(day >= 15 ? { exportedAt: daysAgo(14).toISOString() } : {}),
        // The owner approved the seeded tips (nobody approves their own share).
        ...(day >= 2 ? { approvedBy: 'user-owner', approvedByName: 'Olivia Owner', approvedAt: daysAgo(day).toISOString() } : {}),
        updatedAt: daysAgo(day).toISOString(),
      });
    }
  }
  return rows;
}

export const tips = collection<MockTip>('tips', seedTips);

/**
 * A SEPA export as the demo server keeps it (the export history, issue 31): the range, when and
 * by whom, what the file pays, and the file itself, so the same bytes can be fetched again.
 */
export interface MockSepaExport {
  id: string;
  storeId: string;
  startDate: string;
  endDate: string;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  messageId: string;
  fileName: string;
  transfers: number;
  /** Major units (the control sum). */
  total: number;
  tipIds: string[];
  xml: string;
}

export const sepaExports = collection<MockSepaExport>('sepaExports', () => []);
