import { describe, expect, it } from 'vitest';
import { writePain001 } from '@mocks/sepa';
import { UserFinancialDetailsInputSchema } from './schema';
import { sepaProblem } from './receivedFiles';
import { readSepaSummary } from './sepa';
import { hasIllegalXmlChar, hasPrintable, xmlSafeText } from './xmlText';
import { xsdErrors } from './test/xsd';

const transfer = {
  messageId: 'TIPS-BER1-20261123T1000',
  createdAt: '2026-11-23T10:00:00.000Z',
  executionDate: '2026-11-24',
  debtor: { name: 'Berlin Mitte Café GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  payments: [
    {
      endToEndId: 'TIPS-BER1-1',
      name: 'Aylin Yılmaz & <Co>',
      iban: 'DE02120300000000202051',
      amountCents: 3334,
      remittance: 'Tips 2026-11-01 to 2026-11-14',
    },
    {
      endToEndId: 'TIPS-BER1-2',
      name: 'Ben Krüger',
      iban: 'DE02500105170137075030',
      bic: 'INGDDEFFXXX',
      amountCents: 1,
      remittance: 'Tips 2026-11-01 to 2026-11-14',
    },
  ],
};

describe('pain.001.001.09 writer', () => {
  it('writes a file the EPC schema accepts, and the summary reads it back', async () => {
    const xml = writePain001(transfer);
    expect(await xsdErrors(xml)).toEqual([]);
    const summary = readSepaSummary(xml, 'Sepa_Tips_2026-11-01_2026-11-14.xml');
    expect(summary).toMatchObject({ numberOfTransactions: 2, controlSum: 33.35, debtorName: 'Berlin Mitte Café GmbH' });
    expect(summary.payees.map((p) => [p.name, p.amount])).toEqual([
      ['Aylin Yılmaz & <Co>', 33.34],
      ['Ben Krüger', 0.01],
    ]);
  });

  it('the schema catches a broken file (the check can fail)', async () => {
    const broken = writePain001(transfer).replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>CHK</PmtMtd>');
    expect((await xsdErrors(broken)).length).toBeGreaterThan(0);
  });

  it('refuses amounts outside 0.01–999999999.99', () => {
    expect(() => writePain001({ ...transfer, payments: [{ ...transfer.payments[0], amountCents: 0 }] })).toThrow(/0.01/);
  });
});

describe('names a bank file can carry (issue 29)', () => {
  it('the writer turns XML-illegal characters into spaces: the file stays readable and valid', async () => {
    const odd = { ...transfer, payments: [{ ...transfer.payments[0], name: 'Ada\uffff\u0000Lovelace\ud800 \u001b' }] };
    const xml = writePain001(odd);
    expect(hasIllegalXmlChar(xml.replace(/\n/g, ''))).toBe(false);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(readSepaSummary(xml, 'f.xml').payees[0]?.name).toBe('Ada Lovelace');
    expect(xmlSafeText('😀'.repeat(3), 2)).toBe('😀😀');
  });

  it('the writer refuses a name with no printable character rather than write an empty Nm', () => {
    expect(() => writePain001({ ...transfer, payments: [{ ...transfer.payments[0], name: '\u0001\u0002 \uffff' }] })).toThrow(/no name/);
  });

  it('the account-holder rule refuses U+FFFF, control characters and names without a printable character', () => {
    const holder = UserFinancialDetailsInputSchema.shape.accountHolder;
    for (const bad of ['Ada\uffff', '\u0001\u0002', ' \t ', 'Ada\u0007Lovelace', 'x\ud800'])
      expect(holder.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    for (const good of ['Ada Lovelace', 'Aylin Yılmaz', 'Ø', 'Ben & Co.', '李小龍'])
      expect(holder.safeParse(good).success, good).toBe(true);
    expect(hasPrintable('\u0001 \u00a0')).toBe(false);
  });
});

describe('the app’s own check of a received file (issue 29)', () => {
  it('accepts a file whose figures agree, and names what does not: header against transfers, instruction against header, file against what was asked', () => {
    const xml = writePain001(transfer);
    const read = (text: string) => readSepaSummary(text, 'f.xml');
    expect(sepaProblem(read(xml), { transfers: 2, totalCents: 3335 })).toBeNull();
    expect(sepaProblem(read(xml), { transfers: 2, totalCents: 3334 })).toBe(
      'The file pays 2 transfers for €33.35; 2 for €33.34 were asked.',
    );
    expect(sepaProblem(read(xml.replace('<NbOfTxs>2</NbOfTxs>', '<NbOfTxs>3</NbOfTxs>')))).toBe(
      'The file says 3 transfers (NbOfTxs) but holds 2.',
    );
    expect(sepaProblem(read(xml.replace('<CtrlSum>33.35</CtrlSum>', '<CtrlSum>33.36</CtrlSum>')))).toMatch(
      /^The file's control sum \(CtrlSum €33\.36\)/,
    );
    // The payment instruction's figures (the second pair) must agree with the header's.
    const lastCtrlSum = xml.lastIndexOf('<CtrlSum>33.35</CtrlSum>');
    const instructionOff = `${xml.slice(0, lastCtrlSum)}<CtrlSum>30.00</CtrlSum>${xml.slice(lastCtrlSum + '<CtrlSum>33.35</CtrlSum>'.length)}`;
    expect(sepaProblem(read(instructionOff))).toBe('The payment instructions’ NbOfTxs and CtrlSum do not add up to the group header’s.');
  });
});
