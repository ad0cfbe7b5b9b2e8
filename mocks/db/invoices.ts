import type { Invoice } from '@/modules/invoices/types';
import { INVOICE_STATUSES, PAYMENT_STATUSES, REJECTION_REASONS } from '@/modules/invoices/types';
import { orderSums } from '../rules/money';
import { STORE_IDS, suppliers } from './catalog';
import { collection } from './collection';
import { orders } from './orders';
import { createRandom, daysAgo, isoDate, pad } from './random';

/**
 * Seeded invoices: in every store each status × payment status pair (25) once, spread over the
 * last ~5 months, plus a few credit notes. Approved invoices bill a received order of the store
 * at its totals; the rest carry their own amounts. Each seeded invoice has one PDF whose bytes
 * are generated on request (see `invoiceFileBytes`).
 */
/** Who moved a seeded invoice: the upload, its status and its payment, on the invoice day. */
function seedHistory(day: string, status: Invoice['status'], paymentStatus: Invoice['paymentStatus']): Invoice['history'] {
  const at = (hour: number) => `${day}T${pad(hour, 2)}:00:00.000Z`;
  const by = { userId: 'user-manager', userName: 'Marco Manager' };
  const history: Invoice['history'] = [{ ...by, at: at(8), kind: 'status', from: null, to: 'uploaded', reason: '' }];
  if (status !== 'uploaded') history.push({ ...by, at: at(9), kind: 'status', from: 'uploaded', to: status, reason: '' });
  if (paymentStatus !== 'unpaid') history.push({ ...by, at: at(10), kind: 'payment', from: 'unpaid', to: paymentStatus });
  return history;
}

function seedInvoices(): Invoice[] {
  const rnd = createRandom(9090);
  const out: Invoice[] = [];
  const supplierList = suppliers.all().filter((s) => s.status === 'active');
  STORE_IDS.forEach((storeId, storeIndex) => {
    const received = orders.all().filter((o) => o.storeId === storeId && o.status === 'received');
    let n = 0;
    for (const status of INVOICE_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        n += 1;
        const id = `inv-${storeIndex + 1}-${pad(n)}`;
        const age = (n * 6 + storeIndex * 2) % 150;
        const invoiceDate = isoDate(daysAgo(age));
        const order = status === 'approved' ? received[n % Math.max(1, received.length)] : undefined;
        const supplier = order
          ? supplierList.find((s) => s.id === order.supplierId)
          : supplierList[(n * 5 + storeIndex) % supplierList.length];
        const totals = order
          ? orderSums(order.lines)
          : (() => {
              const net = rnd.money(40, 1800);
              const vat = Math.round(net * (rnd.chance(0.7) ? 7 : 19)) / 100;
              return { net, vat, gross: Math.round((net + vat) * 100) / 100 };
            })();
        const unreviewed = status === 'uploaded';
        out.push({
          id,
          storeId,
          supplierId: unreviewed && n % 2 === 0 ? '' : (supplier?.id ?? ''),
          orderId: order?.id ?? null,
          documentType: n % 11 === 0 ? 'credit_note' : 'invoice',
          invoiceNumber: unreviewed && n % 2 === 0 ? '' : `RE-${invoiceDate.slice(0, 4)}-${rnd.int(10000, 99999)}`,
          invoiceDate,
          dueDate: isoDate(daysAgo(age - (supplier?.paymentTermsDays ?? 14))),
          net: totals.net,
          vat: totals.vat,
          gross: totals.gross,
          currency: 'EUR',
          files: [{ id: `file-${storeIndex + 1}-${pad(n)}`, name: `invoice-${id}.pdf`, mimeType: 'application/pdf', size: 620 }],
          notes: status === 'needs_review' ? 'Amount differs from the delivery note.' : '',
          status,
          rejectionReason: status === 'rejected' ? REJECTION_REASONS[n % REJECTION_REASONS.length] : null,
          paymentStatus,
          history: seedHistory(invoiceDate, status, paymentStatus),
        });
      }
    }
  });
  return out;
}

export const invoices = collection<Invoice>('invoices', seedInvoices);

/** Small uploaded files kept across reloads as data URLs (localStorage holds ~5 MB in all). */
interface StoredFile {
  id: string;
  mimeType: string;
  dataUrl: string;
}
const storedFiles = collection<StoredFile>('invoiceFiles', () => []);
const PERSIST_FILE_MAX_BYTES = 200 * 1024;

/** Every uploaded file's bytes for this page's life, keyed by file id. */
const memoryFiles = new Map<string, { bytes: Uint8Array; mimeType: string }>();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function keepFile(id: string, bytes: Uint8Array, mimeType: string): void {
  memoryFiles.set(id, { bytes, mimeType });
  if (bytes.length <= PERSIST_FILE_MAX_BYTES) {
    storedFiles.insert({ id, mimeType, dataUrl: `data:${mimeType};base64,${toBase64(bytes)}` });
  }
}

export function dropFile(id: string): void {
  memoryFiles.delete(id);
  storedFiles.remove(id);
}

/** A one-page PDF showing a few lines of text (the seeded invoices' documents). */
function textPdf(lines: string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 50 ${780 - i * 24} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * The bytes of an invoice's file: uploaded this page (memory), uploaded earlier and small
 * enough to be kept (data URL), or a seeded document (generated). Null when they are gone
 * (a large upload from an earlier page load).
 */
export function invoiceFileBytes(invoice: Invoice, fileId: string): { bytes: Uint8Array; mimeType: string } | null {
  const inMemory = memoryFiles.get(fileId);
  if (inMemory) return inMemory;
  const stored = storedFiles.get(fileId);
  if (stored) {
    const base64 = stored.dataUrl.slice(stored.dataUrl.indexOf(',') + 1);
    return { bytes: fromBase64(base64), mimeType: stored.mimeType };
  }
  if (/^file-\d+-\d+$/.test(fileId)) {
    const supplier = suppliers.get(invoice.supplierId);
    return {
      mimeType: 'application/pdf',
      bytes: textPdf([
        invoice.documentType === 'credit_note' ? 'Credit note' : 'Invoice',
        `Number: ${invoice.invoiceNumber || '(unreadable)'}`,
        `Supplier: ${supplier?.name ?? 'unknown'}`,
        `Date: ${invoice.invoiceDate}   Due: ${invoice.dueDate || '-'}`,
        `Net ${invoice.net.toFixed(2)}  VAT ${invoice.vat.toFixed(2)}  Gross ${invoice.gross.toFixed(2)} ${invoice.currency}`,
      ]),
    };
  }
  return null;
}
