import { orderTotals, type OrderAmounts } from '@netshop/contract';

// The quotation builder's arithmetic: prices are typed in major units ("45.50") and sent in minor
// units; the totals are the server's own formula (orderTotals: tax on lines plus shipping), so
// what sales see before sending is what the buyer gets.

export interface DraftLine {
  skuId: number;
  productNo: string;
  name: string;
  quantity: string;
  unitPrice: string;
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
  /** Each line's amount, null where its quantity or price is not valid yet. */
  lineTotals: (number | null)[];
  /** Every line and the shipping are valid (the draft can be sent). */
  complete: boolean;
}

export function draftTotals(lines: DraftLine[], shipping: string, taxRateBp: number, minorUnits: number): DraftTotals {
  const lineTotals = lines.map((l) => {
    const q = toQuantity(l.quantity);
    const p = toMinor(l.unitPrice, minorUnits);
    return q === null || p === null ? null : q * p;
  });
  const fee = toMinor(shipping, minorUnits);
  const amounts = orderTotals({ lineTotals: lineTotals.map((n) => n ?? 0), shippingFee: fee ?? 0, discount: 0, taxRateBp });
  return { ...amounts, lineTotals, complete: lines.length > 0 && fee !== null && lineTotals.every((n) => n !== null) };
}
