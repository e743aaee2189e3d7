import {
  CART_LINE_MAX_QTY,
  CART_MAX_LINES,
  CODES,
  type MessageKey,
  type Money,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_SUGGEST_MAX,
  type QuickOrderAdded,
  type QuickOrderCheck,
  type QuickOrderLineInput,
  type QuickOrderLineResult,
  type QuickOrderProblem,
  type QuickOrderSku,
  type QuickOrderSuggestion,
} from '@netshop/contract';
import { MESSAGES } from '../../i18n/messages.js';
import { AppError, fillMessage } from '../../plugins/envelope.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { imageUrl, loadSkus, saleAttrOf, type SkuRow } from '../catalog/index.js';
import { unpaidUnitsBySku } from '../orders/index.js';
import { baseUnitPrice } from './lines.js';
import { cartItems, lockCart } from './queries.js';
import { exactMatches, looseMatches, numbersStartingWith, similarNumbers } from './quick-order-queries.js';
import { addItems, type Pricing } from './service.js';

// Quick order by part number (issue 29). Every line is resolved to one
// of our SKUs and checked as the cart and an order would take it, before anything is stored:
// number → SKU (exact, then loosely spelt, then a model, a brand word before a model, another
// brand's number in a product's compatibility list), quantity, minimum, stock (after the cart's
// units and earlier lines of the same SKU), the reservation limits of ADR 0014 and the cart's size.
// The statements are the same few for 1 line or 500 (quick-order-queries.ts).

/** How many units a buyer may hold in unpaid orders (ADR 0014), as the shop is set up. */
export interface QuickOrderLimits {
  lineQuantity: number;
  perSku: number;
  total: number;
}

export interface QuickOrderSetup {
  pricing: Pricing;
  limits: QuickOrderLimits;
}

/** Candidates shown for an ambiguous line or one missing its options. */
const CANDIDATES_MAX = 30;
/** Unknown lines that get "did you mean" suggestions (each a similarity search over our numbers). */
const SUGGESTED_LINES_MAX = 50;
const GENERIC_CODING = 'generic';

export const tooManyLines = (count: number) => new AppError(CODES.PAYLOAD_TOO_LARGE, 'qoTooManyLines', undefined, { max: QUICK_ORDER_MAX_LINES, count });

/** A quantity as typed or read from a file: a whole number, digits grouped by thousands allowed ("1 000", "1,000"). */
export function parseQuantity(q: number | string): number | null {
  if (typeof q === 'number') return Number.isSafeInteger(q) ? q : null;
  const t = q.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (/^\d+$/.test(t)) return Number(t);
  if (/^\d{1,3}([,.'’]\d{3})+$/.test(t)) return Number(t.replace(/\D/g, ''));
  // "4.0" from a spreadsheet cell is 4.
  if (/^\d+[.,]0+$/.test(t)) return Number(t.split(/[.,]/)[0]);
  return null;
}

/** Our numbers are upper case: the exact key of a typed number. */
const exactKey = (partNo: string) => partNo.toUpperCase();
/** Letters and digits only, as quick-order-queries.ts compares loosely. */
const looseKey = (partNo: string) => partNo.toUpperCase().replace(/[^A-Z0-9]/g, '');
const tidy = (partNo: string) => partNo.trim().replace(/\s+/g, ' ');

type MatchKind = 'sku' | 'model' | 'looseSku' | 'looseModel' | 'brand' | 'compat';
const TIERS: MatchKind[] = ['sku', 'model', 'looseSku', 'looseModel', 'brand', 'compat'];
interface Match {
  kind: MatchKind;
  skuId: number;
  productId: number;
  brand: string | null;
}

function message(ctx: RequestContext, key: MessageKey, params: Record<string, string | number> = {}) {
  return fillMessage(MESSAGES[ctx.lang][key], params);
}

export async function checkLines(ctx: RequestContext, setup: QuickOrderSetup, input: QuickOrderLineInput[]): Promise<QuickOrderCheck> {
  if (input.length > QUICK_ORDER_MAX_LINES) throw tooManyLines(input.length);
  const { db, langId } = ctx;
  const { ref, price } = setup.pricing;
  const userId = buyerId(ctx);
  const lines = input.map((l, i) => ({ i, partNo: tidy(l.partNo), quantity: parseQuantity(l.quantity), skuId: l.skuId }));

  // 1. Numbers as written (the unique indexes), then loosely, by brand word and by compatibility for the rest.
  const matches = new Map<number, Match[]>();
  const push = (i: number, m: Match) => (matches.get(i) ?? matches.set(i, []).get(i)!).push(m);
  const exact = await exactMatches(db, langId, [...new Set(lines.filter((l) => l.partNo).map((l) => exactKey(l.partNo)))]);
  const byKey = new Map<string, typeof exact>();
  for (const r of exact) (byKey.get(r.key) ?? byKey.set(r.key, []).get(r.key)!).push(r);
  for (const l of lines) for (const r of byKey.get(exactKey(l.partNo)) ?? []) push(l.i, { kind: r.kind === 'sku' ? 'sku' : 'model', skuId: r.skuId, productId: r.productId, brand: null });
  const rest = lines.filter((l) => l.partNo && !matches.has(l.i) && looseKey(l.partNo));
  const loose = await looseMatches(
    db,
    langId,
    rest.map((l) => {
      const words = l.partNo.split(' ');
      return { i: l.i, key: looseKey(l.partNo), brand: words.length > 1 ? words[0]! : null, rest: words.length > 1 ? looseKey(words.slice(1).join(' ')) : null };
    }),
  );
  for (const r of loose) push(r.i, { kind: r.kind === 'sku' ? 'looseSku' : r.kind === 'model' ? 'looseModel' : (r.kind as MatchKind), skuId: r.skuId, productId: r.productId, brand: r.brand });

  // 2. The best tier of each line, and every SKU the lines name (one read of them all).
  const chosen = new Map<number, Match[]>();
  for (const [i, list] of matches) {
    const tier = TIERS.find((t) => list.some((m) => m.kind === t))!;
    chosen.set(i, list.filter((m) => m.kind === tier));
  }
  const [skus, cart, held] = await Promise.all([
    loadSkus(ctx, [...new Set([...chosen.values()].flat().map((m) => m.skuId))]),
    cartItems(db, userId),
    unpaidUnitsBySku(db, userId),
  ]);

  const codings = ref.attributes.get('coding')?.values ?? new Map<string, { label: string; sort: number }>();
  const codingOf = (brand: string | null) => (brand ? [...codings.keys()].find((k) => k !== GENERIC_CODING && k.toLowerCase() === brand.toLowerCase()) : undefined);
  const view = (s: SkuRow): QuickOrderSku => ({
    skuId: s.skuId,
    spuId: s.spuId,
    productNo: s.productNo,
    name: s.name,
    saleAttr: saleAttrOf(s, ref),
    image: imageUrl(s.key, s.mainImage),
    stock: s.stock,
    listPrice: price(s.basePrice),
  });

  // 3. Unknown lines get similar numbers of ours.
  const unknown = lines.filter((l) => l.partNo && !chosen.has(l.i)).slice(0, SUGGESTED_LINES_MAX);
  const similar = await similarNumbers(db, langId, unknown.map((l) => ({ i: l.i, text: exactKey(l.partNo) })));
  const suggestions = new Map<number, { productNo: string; name: string }[]>();
  for (const s of similar) (suggestions.get(s.i) ?? suggestions.set(s.i, []).get(s.i)!).push({ productNo: s.productNo, name: s.name });

  // 4. Each line in order: what it resolves to, then quantity, minimum, stock, limits and the cart's size.
  const inCart = new Map(cart.map((c) => [c.skuId, c.quantity]));
  const heldBySku = new Map(held.map((h) => [h.skuId, h.q]));
  let unitsSoFar = held.reduce((n, h) => n + h.q, 0) + cart.reduce((n, c) => n + c.quantity, 0);
  const earlier = new Map<number, number>();
  const products = new Set(inCart.keys());
  const zero = price(0);
  let total = 0;

  const results = lines.map((l): QuickOrderLineResult => {
    const result: QuickOrderLineResult = {
      index: l.i,
      partNo: l.partNo,
      quantity: l.quantity,
      ok: false,
      problem: null,
      message: '',
      sku: null,
      coding: null,
      unitPrice: null,
      lineTotal: null,
      candidates: [],
      suggestions: [],
      available: null,
      minimum: null,
      limit: null,
      nextTier: null,
    };
    const fail = (problem: QuickOrderProblem, key: MessageKey, params: Record<string, string | number> = {}) => {
      result.problem = problem;
      result.message = message(ctx, key, params);
      return result;
    };
    const found = chosen.get(l.i);
    if (!found) {
      result.suggestions = suggestions.get(l.i) ?? [];
      return fail('unknown', 'qoUnknown', { partNo: l.partNo || '—' });
    }
    let candidates = [...new Set(found.map((m) => m.skuId))].map((id) => skus.get(id)).filter((s): s is SkuRow => !!s);
    candidates.sort((a, b) => a.spuId - b.spuId || a.productNo.localeCompare(b.productNo));
    // A brand word or another brand's number: our SKUs coded for that brand, when the product has them.
    const brand = found.find((m) => m.brand)?.brand ?? null;
    const coding = codingOf(brand);
    if (coding) {
      const coded = candidates.filter((s) => s.attrs.coding === coding);
      if (coded.length) candidates = coded;
    }
    if (brand && (found[0]!.kind === 'compat' || coding)) result.coding = { brand: coding ? (codings.get(coding)?.label ?? coding) : brand, partNo: l.partNo };
    if (!candidates.length) {
      result.suggestions = suggestions.get(l.i) ?? [];
      return fail('unknown', 'qoUnknown', { partNo: l.partNo });
    }
    const picked = l.skuId !== undefined ? candidates.find((s) => s.skuId === l.skuId) : candidates.length === 1 ? candidates[0] : undefined;
    if (!picked) {
      result.candidates = candidates.slice(0, CANDIDATES_MAX).map(view);
      return new Set(candidates.map((s) => s.spuId)).size > 1 ? fail('ambiguous', 'qoAmbiguous', { partNo: l.partNo }) : fail('optionsMissing', 'qoOptionsMissing', { partNo: l.partNo });
    }
    const sku = picked;
    result.sku = view(sku);
    const q = l.quantity;
    if (q === null || q < 1 || q > CART_LINE_MAX_QTY) return fail('quantityInvalid', 'qoQuantityInvalid', { max: CART_LINE_MAX_QTY });
    const minimum = sku.tiers.length ? sku.tiers[0]!.minQty : 1;
    if (q < minimum) {
      result.minimum = minimum;
      return fail('belowMinimum', 'qoBelowMinimum', { min: minimum });
    }
    const before = (inCart.get(sku.skuId) ?? 0) + (earlier.get(sku.skuId) ?? 0);
    if (sku.stock <= 0) {
      result.available = 0;
      return fail('outOfStock', 'qoOutOfStock');
    }
    const available = Math.max(0, sku.stock - before);
    if (q > available) {
      result.available = available;
      return fail('short', 'qoShort', { available });
    }
    if (!products.has(sku.skuId) && products.size >= CART_MAX_LINES) return fail('cartFull', 'qoCartFull', { max: CART_MAX_LINES });
    // ADR 0014: the cart becomes one order line of this SKU; unpaid orders already hold their units.
    const { lineQuantity, perSku, total: maxUnits } = setup.limits;
    if (before + q > lineQuantity) {
      result.limit = lineQuantity;
      result.available = Math.max(0, lineQuantity - before);
      return fail('overLimit', 'qoOverLimit', { max: lineQuantity });
    }
    if ((heldBySku.get(sku.skuId) ?? 0) + before + q > perSku) {
      result.limit = perSku;
      result.available = Math.max(0, perSku - before - (heldBySku.get(sku.skuId) ?? 0));
      return fail('overLimit', 'qoOverLimit', { max: perSku });
    }
    if (unitsSoFar + q > maxUnits) {
      result.limit = maxUnits;
      result.available = Math.max(0, maxUnits - unitsSoFar);
      return fail('overLimit', 'qoOverLimitTotal', { max: maxUnits });
    }

    products.add(sku.skuId);
    earlier.set(sku.skuId, (earlier.get(sku.skuId) ?? 0) + q);
    unitsSoFar += q;
    const unit = price(baseUnitPrice(sku, q));
    result.ok = true;
    result.unitPrice = unit;
    result.lineTotal = { ...unit, amount: unit.amount * q };
    total += unit.amount * q;
    // The next volume price, when the stock and the line limit would allow it.
    const next = sku.tiers.find((t) => t.minQty > q && t.minQty <= available && before + t.minQty <= lineQuantity);
    if (next) result.nextTier = { minQty: next.minQty, unitPrice: price(next.price) };
    return result;
  });

  const okCount = results.filter((r) => r.ok).length;
  return { lines: results, okCount, problemCount: results.length - okCount, total: { ...zero, amount: total } satisfies Money };
}

/**
 * Puts the lines that check ok into the buyer's cart through the cart's own add (quantities of a
 * SKU already there add up), in one transaction under the cart's lock, so the check and the add
 * see the same cart. The other lines are answered with their problems and stay with the buyer.
 */
export async function addLines(ctx: RequestContext, setup: QuickOrderSetup, input: QuickOrderLineInput[]): Promise<QuickOrderAdded> {
  if (input.length > QUICK_ORDER_MAX_LINES) throw tooManyLines(input.length);
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    await lockCart(tx.db, userId);
    const check = await checkLines(tx, setup, input);
    const ok = check.lines.filter((l) => l.ok);
    if (ok.length) await addItems(tx, ok.map((l) => ({ skuId: l.sku!.skuId, quantity: l.quantity! })));
    const cartLines = (await cartItems(tx.db, userId)).length;
    return { added: ok.map((l) => l.index), check, cartLines };
  });
}

/** Our part numbers starting like the text typed: products (several SKUs), SKUs, then other brands' numbers we replace. */
export async function suggest(ctx: RequestContext, q: string): Promise<QuickOrderSuggestion[]> {
  const prefix = tidy(q).toUpperCase();
  const found = await numbersStartingWith(ctx.db, ctx.langId, prefix, QUICK_ORDER_SUGGEST_MAX);
  const out: QuickOrderSuggestion[] = [];
  const seen = new Set<string>();
  for (const kind of ['product', 'sku', 'compat'] as const) {
    for (const r of found.filter((x) => x.kind === kind)) {
      // A product of one SKU is offered as that SKU; an unpublished one (no SKUs to buyers) not at all.
      if (kind === 'product' && r.skuCount < 2) continue;
      if (seen.has(r.productNo) || out.length >= QUICK_ORDER_SUGGEST_MAX) continue;
      seen.add(r.productNo);
      out.push({ productNo: r.productNo, name: r.name, skuId: r.skuId, kind, brand: kind === 'compat' && r.productNo.includes(' ') ? r.productNo.split(' ')[0]! : null });
    }
  }
  return out;
}
