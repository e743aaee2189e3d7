import { CART_LINE_MAX_QTY, CART_MAX_LINES, CODES, type CartView, type Money } from '@netshop/contract';
import { AppError } from '../../plugins/envelope.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { type CatalogReference, loadSkus, skuProductId } from '../catalog/index.js';
import { priceLines, type LineInput } from './lines.js';
import { cartItems, deleteIfAtMost, deleteItem, deleteItems, favoriteSku, lockCart, setChecked, subtractUnits, updateItem as updateLine, upsertItem } from './queries.js';

// The server cart of a logged-in buyer. Quantities are capped by stock when they are added
// (a buyer cannot put more in the cart than exists); stock can still drop afterwards, which the
// line's state then shows.

export interface Pricing {
  ref: CatalogReference;
  price: (baseMinor: number) => Money;
}

export function cartView(items: LineInput[], lines: ReturnType<typeof priceLines>, price: (n: number) => Money): CartView {
  const buyable = lines.filter((l) => l.checked && l.state === 'ok');
  const zero = price(0);
  return {
    lines,
    subtotal: { ...zero, amount: buyable.reduce((s, l) => s + l.lineTotal.amount, 0) },
    checkedCount: lines.filter((l) => l.checked).length,
    totalQuantity: items.reduce((s, i) => s + i.quantity, 0),
  };
}

/** Prices any list of lines (the guest cart page sends its local lines here). */
export async function priceItems(ctx: RequestContext, pricing: Pricing, items: LineInput[]): Promise<CartView> {
  const skus = await loadSkus(ctx, items.map((i) => i.skuId));
  return cartView(items, priceLines(items, skus, pricing.ref, pricing.price), pricing.price);
}

/** What is in a buyer's cart (up to ten lines, newest first), named in the context's language: the chat console shows it to agents. */
export async function cartSummary(ctx: RequestContext, userId: number): Promise<{ productNo: string; name: string; quantity: number }[]> {
  const items = (await cartItems(ctx.db, userId)).slice(0, 10);
  const skus = await loadSkus(ctx, items.map((i) => i.skuId));
  return items.flatMap((i) => {
    const sku = skus.get(i.skuId);
    return sku ? [{ productNo: sku.productNo, name: sku.name, quantity: i.quantity }] : [];
  });
}

/** The buyer's cart, priced now. */
export async function getCart(ctx: RequestContext, pricing: Pricing): Promise<CartView> {
  return priceItems(ctx, pricing, await cartItems(ctx.db, buyerId(ctx)));
}

/**
 * Adds units of SKUs: same SKU adds up, capped by stock and the line maximum. Lines with no stock
 * or an unknown SKU are skipped. A full cart refuses a single add (`strict`, the buyer is told);
 * a merge or repurchase keeps what fits and counts the rest as skipped.
 */
export async function addItems(ctx: RequestContext, items: { skuId: number; quantity: number; checked?: boolean }[], strict = false) {
  const userId = buyerId(ctx);
  const result = { merged: 0, capped: 0, skipped: 0 };
  if (!items.length) return result;
  await inTransaction(ctx, async (tx) => {
    // The buyer's cart is serialised per user so two tabs adding at once cannot exceed the limits.
    await lockCart(tx.db, userId);
    const skus = await loadSkus(tx, items.map((i) => i.skuId));
    const existing = new Map((await cartItems(tx.db, userId)).map((i) => [i.skuId, i.quantity]));
    for (const item of items) {
      const sku = skus.get(item.skuId);
      if (!sku || sku.stock <= 0) {
        result.skipped++;
        continue;
      }
      if (!existing.has(item.skuId) && existing.size >= CART_MAX_LINES) {
        if (strict) throw new AppError(CODES.CONFLICT, 'cartFull');
        result.skipped++;
        continue;
      }
      const wanted = (existing.get(item.skuId) ?? 0) + item.quantity;
      const quantity = Math.min(wanted, sku.stock, CART_LINE_MAX_QTY);
      if (quantity < wanted) result.capped++;
      existing.set(item.skuId, quantity);
      await upsertItem(tx.db, userId, item.skuId, quantity, item.checked ?? true);
      result.merged++;
    }
  });
  return result;
}

/** Sets a line's quantity (capped by stock) or checked flag; false when the line is not in this buyer's cart. */
export async function updateItem(ctx: RequestContext, skuId: number, change: { quantity?: number; checked?: boolean }): Promise<boolean> {
  const userId = buyerId(ctx);
  let quantity = change.quantity;
  if (quantity !== undefined) {
    const sku = (await loadSkus(ctx, [skuId])).get(skuId);
    if (sku && sku.stock > 0) quantity = Math.min(quantity, sku.stock);
  }
  return updateLine(ctx.db, userId, skuId, quantity ?? null, change.checked ?? null);
}

export async function checkItems(ctx: RequestContext, checked: boolean, skuIds?: number[]): Promise<void> {
  await setChecked(ctx.db, buyerId(ctx), checked, skuIds);
}

export async function removeItems(ctx: RequestContext, skuIds: number[]): Promise<void> {
  await deleteItems(ctx.db, buyerId(ctx), skuIds);
}

/**
 * Takes ordered units out of a buyer's cart, in the caller's transaction: each SKU's line loses
 * `quantity` units and goes when none are left, so units added beyond what was ordered stay.
 */
export async function takeFromCart(ctx: RequestContext, userId: number, items: { skuId: number; quantity: number }[]): Promise<void> {
  for (const item of items) {
    await deleteIfAtMost(ctx.db, userId, item.skuId, item.quantity);
    await subtractUnits(ctx.db, userId, item.skuId, item.quantity);
  }
}

/** An order placed from the cart takes its SKUs' lines out of it, in the order's transaction. */
export async function removeFromCart(ctx: RequestContext, userId: number, skuIds: number[]): Promise<void> {
  await deleteItems(ctx.db, userId, skuIds);
}

/** Moves a cart line to favourites (the product, remembering the SKU). */
export async function moveToFavorites(ctx: RequestContext, skuId: number): Promise<boolean> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    // A line whose SKU is gone stays in the cart (it shows as unavailable there).
    const productId = await skuProductId(tx.db, skuId);
    if (productId === undefined || !(await deleteItem(tx.db, userId, skuId))) return false;
    await favoriteSku(tx.db, userId, productId, skuId);
    return true;
  });
}
