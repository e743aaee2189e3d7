import { AmountTooLarge, orderTotals, type OrderAmounts, type QuotationSku } from '@netshop/contract';

// The quotation builder's arithmetic: prices are typed in major units ("45.50") and sent in minor
// units; the totals are the server's own formula (orderTotals: tax on lines plus shipping), so
// what sales see before sending is what the buyer gets.

export interface DraftLine {
  skuId: number;
  productNo: string;
  name: string;
  quantity: string;
  unitPrice: string;
  /**
   * The unit price follows the buyer's tier price for the quantity until sales type one of their
   * own (a negotiated price from an earlier version counts as typed).
   */
  priceFollowsTier: boolean;
}

/** The buyer's unit price for a quantity, in minor units: the highest tier the quantity reaches, else the list price. */
export function tierPrice(sku: Pick<QuotationSku, 'listPrice' | 'tiers'>, quantity: number): number {
  let price = sku.listPrice.amount;
  for (const t of sku.tiers) if (quantity >= t.minQty) price = t.price.amount;
  return price;
}

/** "45.5" → 4550 (2 minor units); null for anything that is not a non-negative amount of that precision. */
export function toMinor(text: string, minorUnits: number): number | null {
  const t = text.trim().replace(',', '.');
  const m = new RegExp(`^(\\d{1,12})(?:\\.(\\d{0,${minorUnits}}))?$`).exec(t);
  if (!m || (minorUnits === 0 && t.includes('.'))) return null;
  const frac = (m[2] ?? '').padEnd(minorUnits, '0');
  return Number(m[1]) * 10 ** minorUnits + (minorUnits ? Number(frac) : 0);
}

/** 4550 → "45.50": how a minor-unit amount is typed back into a field. */
export function fromMinor(amount: number, minorUnits: number): string {
  if (minorUnits === 0) return String(amount);
  const s = String(amount).padStart(minorUnits + 1, '0');
  return `${s.slice(0, -minorUnits)}.${s.slice(-minorUnits)}`;
}

/** A whole number of units from 1 up; null otherwise. */
export function toQuantity(text: string): number | null {
  return /^\s*\d{1,7}\s*$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

export interface DraftTotals extends OrderAmounts {
  /** Each line's amount, null where its quantity or price is not valid yet (or too large to add up). */
  lineTotals: (number | null)[];
  /** Indexes of lines whose amount is too large to add up exactly; -1 when the total as a whole is. */
  tooLarge: number[];
  /** Every line and the shipping are valid (the draft can be sent). */
  complete: boolean;
}

const ZERO: OrderAmounts = { subtotal: 0, shippingFee: 0, discount: 0, tax: 0, total: 0 };

export function draftTotals(lines: DraftLine[], shipping: string, taxRateBp: number, minorUnits: number): DraftTotals {
  const tooLarge: number[] = [];
  const lineTotals = lines.map((l, i) => {
    const q = toQuantity(l.quantity);
    const p = toMinor(l.unitPrice, minorUnits);
    if (q === null || p === null) return null;
    if (!Number.isSafeInteger(q * p)) tooLarge.push(i);
    return Number.isSafeInteger(q * p) ? q * p : null;
  });
  const fee = toMinor(shipping, minorUnits);
  let amounts = ZERO;
  try {
    amounts = orderTotals({ lineTotals: lineTotals.map((n) => n ?? 0), shippingFee: fee ?? 0, discount: 0, taxRateBp });
  } catch (err) {
    // Typed amounts that do not add up exactly are shown as such, the same rule the server applies.
    if (!(err instanceof AmountTooLarge)) throw err;
    tooLarge.push(err.line ?? -1);
  }
  return { ...amounts, lineTotals, tooLarge, complete: lines.length > 0 && fee !== null && lineTotals.every((n) => n !== null) && tooLarge.length === 0 };
}

/** A day `days` from now in Shenzhen (the seller's calendar the validity is counted in), YYYY-MM-DD. */
export function shenzhenDay(days: number, now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(now + days * 86_400_000));
}
