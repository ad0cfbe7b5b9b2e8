import type { Product } from '@/modules/products';
import type { Supplier } from '@/modules/suppliers';
import { normaliseVatId, type EInvoiceLine, type EInvoiceSeller } from './draft';

/** A line priced more than this share above the product's last purchase price is flagged (docs/rules/einvoice.md#prices). */
const PRICE_FLAG_SHARE = 0.05;

const folded = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

export interface SupplierMatch {
  supplier: Supplier | null;
  /** How it was found: the seller's VAT id, else the name (legal or trading); null when none matches. */
  by: 'vatId' | 'name' | null;
}

/** The seller as one of the suppliers: its VAT id first, then its name (trimmed, case-folded). */
export function matchSupplier(seller: EInvoiceSeller, suppliers: readonly Supplier[]): SupplierMatch {
  if (seller.vatId) {
    const byVat = suppliers.find((s) => s.vatId && normaliseVatId(s.vatId) === seller.vatId);
    if (byVat) return { supplier: byVat, by: 'vatId' };
  }
  const names = [seller.name, seller.tradingName].filter(Boolean).map(folded);
  const byName = suppliers.find((s) => names.includes(folded(s.name)));
  return byName ? { supplier: byName, by: 'name' } : { supplier: null, by: null };
}

export interface LineMatch {
  product: Product | null;
  by: 'sellerItemId' | 'name' | null;
  /** The line's net price for one unit (BT-146 / BT-149). */
  unitPrice: number;
  /** The product's last purchase price (its price per purchase unit), null when unknown. */
  lastPrice: number | null;
  /** Priced more than `share` above `lastPrice`. */
  flagged: boolean;
}

/**
 * Each line as one of the store's products: among the supplier's products (all, when no supplier
 * is chosen) the seller's item id against the product's supplier article number, then the name.
 */
export function matchLines(
  lines: readonly EInvoiceLine[],
  products: readonly Product[],
  supplierId: string,
  share = PRICE_FLAG_SHARE,
): LineMatch[] {
  const candidates = supplierId ? products.filter((p) => p.supplierId === supplierId) : products;
  return lines.map((line) => {
    const byId = line.sellerItemId ? candidates.find((p) => p.supplierSku && p.supplierSku.trim() === line.sellerItemId) : undefined;
    const byName = byId ? undefined : candidates.find((p) => folded(p.name) === folded(line.name));
    const product = byId ?? byName ?? null;
    const unitPrice = line.netPrice / (line.priceBaseQuantity || 1);
    const lastPrice = product && product.unitPrice !== undefined && product.unitPrice > 0 ? product.unitPrice : null;
    // In cents, so 5 % exactly is not "more than" 5 %.
    const flagged = lastPrice !== null && Math.round(unitPrice * 100) > Math.round(lastPrice * (1 + share) * 100);
    return { product, by: byId ? 'sellerItemId' : byName ? 'name' : null, unitPrice, lastPrice, flagged };
  });
}
