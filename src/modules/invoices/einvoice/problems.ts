import { t } from '@lingui/core/macro';
import { formatMoney } from '@/lib/format';
import type { EInvoiceProblem } from './checks';

/** The sentence that tells a person why an e-invoice is refused, with its figures. */
export function problemMessage(problem: EInvoiceProblem, currency: string): string {
  const money = (v: number) => formatMoney(v, /^[A-Z]{3}$/.test(currency) ? currency : undefined);
  switch (problem.kind) {
    case 'malformed':
      return t`The file is not well-formed XML.`;
    case 'unknown-type': {
      const root = problem.root;
      return t`The file is no e-invoice this app reads (its root element is “${root}”; expected an XRechnung in UBL 2.1 or UN/CEFACT CII syntax).`;
    }
    case 'no-xml-in-pdf':
      return t`The PDF carries no embedded e-invoice (ZUGFeRD / Factur-X XML).`;
    case 'missing':
      return MISSING[problem.field]();
    case 'lines-sum': {
      const lines = money(problem.lines);
      const stated = money(problem.stated);
      return t`The lines add up to ${lines}, but the invoice states ${stated} as the sum of its lines.`;
    }
    case 'net': {
      const computed = money(problem.computed);
      const stated = money(problem.stated);
      return t`Lines, allowances and charges give a net total of ${computed}, but the invoice states ${stated}.`;
    }
    case 'gross': {
      const net = money(problem.net);
      const tax = money(problem.tax);
      const computed = money(problem.computed);
      const stated = money(problem.stated);
      return t`Net ${net} plus VAT ${tax} is ${computed}, but the invoice states a gross total of ${stated}.`;
    }
    case 'vat-sum': {
      const breakdown = money(problem.breakdown);
      const stated = money(problem.stated);
      return t`The VAT breakdown adds up to ${breakdown}, but the invoice states ${stated} VAT.`;
    }
    case 'duplicate': {
      const invoiceNumber = problem.invoiceNumber;
      return t`Invoice ${invoiceNumber} of this supplier is already booked.`;
    }
  }
}

const MISSING: Record<Extract<EInvoiceProblem, { kind: 'missing' }>['field'], () => string> = {
  invoiceNumber: () => t`The e-invoice has no invoice number.`,
  issueDate: () => t`The e-invoice has no valid issue date.`,
  currency: () => t`The e-invoice has no valid currency code.`,
  totals: () => t`The e-invoice lacks its totals (sum of lines, net or gross).`,
  lines: () => t`The e-invoice has no lines.`,
};
