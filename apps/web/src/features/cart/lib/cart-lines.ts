import type { CartLine, CartLineState, CartView, Money } from '@netshop/contract';
import { CART_LINE_MAX_QTY, CART_MAX_LINES } from '@netshop/contract/constants';
import type { GuestCartItem } from '../../../lib/guest-cart';

// Pure cart arithmetic of the page. The server prices every change, but its answer takes a
// moment: these apply the change to the shown lines at once (tier price, line total, state,
// subtotal) from the prices the last answer carried, so the buyer sees the result immediately.

/** A change the buyer makes, the same for the server cart and the guest cart. */
export type CartOp =
  | { type: 'quantity'; skuId: number; quantity: number }
  | { type: 'check'; checked: boolean; skuIds?: number[] }
  | { type: 'remove'; skuIds: number[] }
  | { type: 'favorite'; skuId: number };

/** Lines the buyer can order as they are. */
export const isBuyable = (line: CartLine) => line.state === 'ok';

/** Most units the stepper allows: the stock, never more than one line may hold. */
export const maxQuantity = (line: Pick<CartLine, 'stock'>) => Math.max(1, Math.min(line.stock, CART_LINE_MAX_QTY));

/** Unit price for a quantity: the highest volume tier it reaches, else the single-unit price. */
export function unitPriceFor(line: Pick<CartLine, 'listPrice' | 'tiers'>, quantity: number): Money {
  let price = line.listPrice;
  for (const tier of line.tiers) if (quantity >= tier.minQty) price = tier.price;
  return price;
}

/** The next volume tier above the quantity, to tell the buyer what more units would cost. */
export function nextTier(line: Pick<CartLine, 'tiers' | 'stock'>, quantity: number) {
  return line.tiers.find((t) => t.minQty > quantity && t.minQty <= line.stock);
}

function stateFor(line: CartLine, quantity: number): CartLineState {
  if (line.state === 'unavailable') return 'unavailable';
  if (line.stock <= 0) return 'soldOut';
  return line.stock < quantity ? 'insufficient' : 'ok';
}

/** The line with another quantity or selection, re-priced from its own tiers. */
export function withChange(line: CartLine, change: { quantity?: number; checked?: boolean }): CartLine {
  const quantity = change.quantity ?? line.quantity;
  const checked = change.checked ?? line.checked;
  if (quantity === line.quantity) return checked === line.checked ? line : { ...line, checked };
  if (line.state === 'unavailable') return { ...line, quantity, checked };
  const unitPrice = unitPriceFor(line, quantity);
  return { ...line, quantity, checked, unitPrice, lineTotal: { ...unitPrice, amount: unitPrice.amount * quantity }, state: stateFor(line, quantity) };
}

export interface CartSummary {
  /** Sum of the checked lines that can be bought. */
  subtotal: Money;
  /** Units in those lines. */
  units: number;
  /** Checked lines that can be bought (checkout needs at least one). */
  buyable: number;
  /** Checked lines left out of the subtotal (sold out, short of stock, gone). */
  blocked: number;
  checked: number;
  totalQuantity: number;
}

/** Subtotal and counts of a cart's lines; `zero` gives the currency when no line is checked. */
export function summarize(lines: CartLine[], zero: Money): CartSummary {
  const checked = lines.filter((l) => l.checked);
  const buyable = checked.filter(isBuyable);
  return {
    subtotal: { ...zero, amount: buyable.reduce((sum, l) => sum + l.lineTotal.amount, 0) },
    units: buyable.reduce((n, l) => n + l.quantity, 0),
    buyable: buyable.length,
    blocked: checked.length - buyable.length,
    checked: checked.length,
    totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
  };
}

/** A view rebuilt around new lines: subtotal and counts follow them. */
export function viewOf(lines: CartLine[], zero: Money): CartView {
  const s = summarize(lines, zero);
  return { lines, subtotal: s.subtotal, checkedCount: s.checked, totalQuantity: s.totalQuantity };
}

const zeroOf = (view: CartView): Money => ({ ...view.subtotal, amount: 0 });

/** The server cart as it will be once the change is done (shown while the request runs). */
export function applyOp(view: CartView, op: CartOp): CartView {
  const only = (ids?: number[]) => (l: CartLine) => !ids || ids.includes(l.skuId);
  let lines = view.lines;
  if (op.type === 'quantity') lines = lines.map((l) => (l.skuId === op.skuId ? withChange(l, { quantity: op.quantity }) : l));
  else if (op.type === 'check') lines = lines.map((l) => (only(op.skuIds)(l) ? withChange(l, { checked: op.checked }) : l));
  else if (op.type === 'remove') lines = lines.filter((l) => !op.skuIds.includes(l.skuId));
  else lines = lines.filter((l) => l.skuId !== op.skuId);
  return viewOf(lines, zeroOf(view));
}

/** The same change on the local guest cart (moving to favourites needs a login: no change). */
export function applyGuestOp(items: GuestCartItem[], op: CartOp): GuestCartItem[] {
  switch (op.type) {
    case 'quantity':
      return items.map((i) => (i.skuId === op.skuId ? { ...i, quantity: op.quantity } : i));
    case 'check':
      return items.map((i) => (!op.skuIds || op.skuIds.includes(i.skuId) ? { ...i, isChecked: op.checked } : i));
    case 'remove':
      return items.filter((i) => !op.skuIds.includes(i.skuId));
    default:
      return items;
  }
}

/**
 * The body the server takes for a guest cart (pricing and the merge at login): one entry per
 * SKU, quantities made whole and within the line limit, at most the cart's line limit, so a
 * hand-edited or old local copy can never make the call fail validation.
 */
export function guestCartPayload(items: GuestCartItem[]) {
  const seen = new Set<number>();
  const out: { skuId: number; quantity: number; checked: boolean }[] = [];
  for (const item of items) {
    const skuId = Number(item.skuId);
    if (!Number.isSafeInteger(skuId) || skuId <= 0 || seen.has(skuId)) continue;
    seen.add(skuId);
    const quantity = Math.min(CART_LINE_MAX_QTY, Math.max(1, Math.floor(Number(item.quantity)) || 1));
    out.push({ skuId, quantity, checked: item.isChecked !== false });
    if (out.length === CART_MAX_LINES) break;
  }
  return { items: out };
}

/**
 * The guest cart shown: the local lines (newest first, as the server cart lists them) with the
 * prices, stock and states of the last quote, and the local quantity and selection, which may be
 * newer than that quote. A line the server no longer knows keeps its locally saved name and image.
 */
export function guestView(quote: CartView, items: GuestCartItem[]): CartView {
  const priced = new Map(quote.lines.map((l) => [l.skuId, l]));
  const lines: CartLine[] = [];
  for (const entry of guestCartPayload(items).items) {
    const line = priced.get(entry.skuId);
    if (!line) continue; // added in another tab a moment ago: shown once priced
    const local = items.find((i) => i.skuId === entry.skuId)!;
    const known = line.state === 'unavailable' ? { ...line, name: local.name, image: local.mainImgUrl, saleAttr: local.saleAttr, spuId: local.spuId } : line;
    lines.push(withChange(known, { quantity: entry.quantity, checked: entry.checked }));
  }
  return viewOf(lines.reverse(), zeroOf(quote));
}
