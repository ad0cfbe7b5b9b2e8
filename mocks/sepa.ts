import { hasPrintable, bankText } from './rules/text';
/**
 * Writes an ISO 20022 pain.001.001.09 SEPA credit transfer (EPC132-08 2023 v1.0, customer to
 * bank): one payment instruction with the store as debtor and one transaction per payee, EUR
 * only, amounts with two decimals, NbOfTxs and CtrlSum matching the transactions. The mock's
 * SEPA export uses it; `sepa.test.ts` validates its output against the EPC schema.
 */

interface SepaParty {
  name: string;
  iban: string;
  bic?: string;
}

interface SepaPayment extends SepaParty {
  endToEndId: string;
  /** Whole cents, at least 1. */
  amountCents: number;
  /** Unstructured remittance text (max 140 characters). */
  remittance: string;
}

export interface SepaTransfer {
  messageId: string;
  /** ISO 8601 instant. */
  createdAt: string;
  /** `YYYY-MM-DD` */
  executionDate: string;
  debtor: SepaParty;
  payments: readonly SepaPayment[];
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * Text cut to the schema's length with only characters XML can carry (`bankText`: controls,
 * U+FFFE/U+FFFF and lone surrogates become spaces), then escaped. A file must never become
 * unreadable because of one name (issue 29).
 */
const fit = (value: string, max: number): string => escapeXml(bankText(value, max));

/** A name the schema accepts (Max70Text, at least one character), else the writer refuses. */
const nameOf = (value: string, what: string): string => {
  const name = fit(value, 70);
  if (!hasPrintable(name)) throw new Error(`${what} has no name a bank can print.`);
  return name;
};

const amount = (cents: number): string => (cents / 100).toFixed(2);

const agent = (bic: string | undefined): string => (bic ? `<FinInstnId><BICFI>${fit(bic, 11)}</BICFI></FinInstnId>` : '');

export function writePain001(transfer: SepaTransfer): string {
  const { payments, debtor } = transfer;
  if (payments.length === 0) throw new Error('A credit transfer needs at least one payment.');
  for (const p of payments) {
    if (!Number.isInteger(p.amountCents) || p.amountCents < 1 || p.amountCents > 99_999_999_999) {
      throw new Error(`Payment ${p.endToEndId}: amounts run from 0.01 to 999999999.99.`);
    }
  }
  const total = payments.reduce((sum, p) => sum + p.amountCents, 0);
  const createdAt = transfer.createdAt.replace(/\.\d{3}Z$/, 'Z');
  const transactions = payments
    .map(
      (p) =>
        `<CdtTrfTxInf>` +
        `<PmtId><EndToEndId>${fit(p.endToEndId, 35)}</EndToEndId></PmtId>` +
        `<Amt><InstdAmt Ccy="EUR">${amount(p.amountCents)}</InstdAmt></Amt>` +
        (p.bic ? `<CdtrAgt>${agent(p.bic)}</CdtrAgt>` : '') +
        `<Cdtr><Nm>${nameOf(p.name, `Payment ${p.endToEndId}`)}</Nm></Cdtr>` +
        `<CdtrAcct><Id><IBAN>${fit(p.iban, 34)}</IBAN></Id></CdtrAcct>` +
        `<RmtInf><Ustrd>${fit(p.remittance, 140)}</Ustrd></RmtInf>` +
        `</CdtTrfTxInf>`,
    )
    .join('\n      ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${fit(transfer.messageId, 35)}</MsgId>
      <CreDtTm>${createdAt}</CreDtTm>
      <NbOfTxs>${payments.length}</NbOfTxs>
      <CtrlSum>${amount(total)}</CtrlSum>
      <InitgPty><Nm>${nameOf(debtor.name, 'The debtor')}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${fit(`${transfer.messageId}-1`, 35)}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <BtchBookg>true</BtchBookg>
      <NbOfTxs>${payments.length}</NbOfTxs>
      <CtrlSum>${amount(total)}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
      <ReqdExctnDt><Dt>${transfer.executionDate}</Dt></ReqdExctnDt>
      <Dbtr><Nm>${nameOf(debtor.name, 'The debtor')}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${fit(debtor.iban, 34)}</IBAN></Id></DbtrAcct>
      <DbtrAgt>${debtor.bic ? agent(debtor.bic) : '<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>'}</DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
      ${transactions}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}
