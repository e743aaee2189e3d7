import { randomUUID } from 'node:crypto';
import { applyPercent, CODES, IMPORT_PREVIEW_TTL_MS, type PriceChangeApplied, type PriceChangeBody, type PriceChangePreview } from '@netshop/contract';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { setAvailable } from '../inventory/index.js';
import { refuseClaim } from './import-service.js';
import {
  categoryPrices,
  claimPreview,
  deleteOldPreviews,
  insertPreview,
  lockRows,
  refreshProductTotals,
  replaceTiers,
  setSkuPrices,
  skuPriceStates,
  updateSkuPrices,
  updateTierPrices,
} from './import-queries.js';
import { priceLineOf, type PriceLine } from './price-lines.js';
import { categoryAndDescendants, loadReference } from './reference.js';

// A category's prices changed by a percentage (issue 27): every SKU of its products and of its
// descendants' products, quantity prices too, rounded half away from zero to the cent. Previewed
// first (each price before → after, kept under an id), then applied by that id, all or nothing,
// once, and only while no price it shows has changed since.

interface PricePlan {
  categoryId: number;
  percent: number;
  skus: { id: number; productId: number; before: number; after: number; tiers: [number, number, number][] }[];
}

export async function previewPriceChange(ctx: RequestContext, b: PriceChangeBody): Promise<PriceChangePreview> {
  const ref = await loadReference(ctx.db, ctx.langId);
  if (!ref.categories.has(b.categoryId)) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { categoryId: 'invalid' });
  const rows = await categoryPrices(ctx.db, categoryAndDescendants(ref, b.categoryId), ctx.langId);
  const lines = rows.map((r) => ({
    skuId: r.skuId,
    productNo: r.productNo,
    model: r.model,
    name: r.name,
    before: r.price,
    after: applyPercent(r.price, b.percent),
    tiers: r.tiers.map(([minQty, price]) => ({ minQty, before: price, after: applyPercent(price, b.percent) })),
  }));
  const plan: PricePlan = {
    categoryId: b.categoryId,
    percent: b.percent,
    skus: rows.map((r, i) => ({ id: r.skuId, productId: r.productId, before: r.price, after: lines[i]!.after, tiers: lines[i]!.tiers.map((t) => [t.minQty, t.before, t.after]) })),
  };
  const products = new Set(rows.map((r) => r.productId)).size;
  let id: string | null = null;
  let expiresAt: Date | null = null;
  if (rows.length) {
    id = randomUUID();
    expiresAt = new Date(Date.now() + IMPORT_PREVIEW_TTL_MS);
    await deleteOldPreviews(ctx.db);
    const category = ref.categories.get(b.categoryId)!.key;
    await insertPreview(ctx.db, { id, kind: 'price', staffId: ctx.staff?.staffId ?? 0, fileName: category, plan, summary: { categoryId: b.categoryId, category, percent: b.percent, skus: rows.length, products }, expiresAt });
  }
  return { id, categoryId: b.categoryId, percent: b.percent, skus: rows.length, products, lines, expiresAt: expiresAt?.toISOString() ?? null };
}

export async function applyPriceChange(ctx: RequestContext, id: string): Promise<PriceChangeApplied> {
  return inTransaction(ctx, async (tx) => {
    const claimed = await claimPreview(tx.db, id, 'price');
    if (!claimed) return refuseClaim(tx, id, 'price');
    const plan = claimed.plan as PricePlan;
    const skuIds = plan.skus.map((s) => s.id).sort((a, b) => a - b);
    const productIds = [...new Set(plan.skus.map((s) => s.productId))].sort((a, b) => a - b);
    await lockRows(tx.db, skuIds, productIds);
    const states = await skuPriceStates(tx.db, skuIds);
    const now = new Map(states.map((s) => [s.id, s]));
    const changed = plan.skus.filter((s) => {
      const cur = now.get(s.id);
      return !cur || cur.price !== s.before || JSON.stringify(cur.tiers) !== JSON.stringify(s.tiers.map(([q, b]) => [q, b]));
    }).length;
    if (changed) throw new AppError(CODES.CONFLICT, 'importStale', undefined, { count: changed });
    await updateSkuPrices(tx.db, plan.skus.map((s) => ({ id: s.id, price: s.after })));
    await updateTierPrices(tx.db, plan.skus.flatMap((s) => s.tiers.map(([minQty, , after]) => ({ skuId: s.id, minQty, price: after }))));
    await refreshProductTotals(tx.db, productIds);
    // Each SKU's price and tiers before and after, so the log can restore them (ADR 0043).
    const after = new Map(plan.skus.map((s) => [s.id, s]));
    await recordAudit(tx, {
      action: 'catalog.price_change',
      entityType: 'category',
      entityId: plan.categoryId,
      before: { prices: states.map((s) => priceLineOf(s, false, true)) },
      after: { importId: id, ...(claimed.summary as object), prices: states.map((s) => priceLineOf({ ...s, price: after.get(s.id)!.after, tiers: after.get(s.id)!.tiers.map(([q, , a]) => [q, a]) }, false, true)) },
    });
    return { id, skus: plan.skus.length, products: productIds.length, appliedAt: claimed.appliedAt.toISOString() };
  });
}

/**
 * Writes back the prices, stock and tiers of a price change's or an import's lines (ADR 0043),
 * only the parts named by `keys` ("<product no> price|stock|tiers"), with the SKU rows locked; SKUs
 * removed since are skipped, and when none is left the record is gone. Audited like the change
 * (under the same action, which recordAudit turns into catalog.revert) with the lines before and
 * after, so the restore is itself restorable. The product rows' totals follow, which drops the
 * public caches on commit.
 */
export async function restorePriceLines(ctx: RequestContext, change: { action: string; entityType: string; entityId: string }, lines: PriceLine[], keys: Set<string>): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const ids = lines.map(([id]) => id).sort((a, b) => a - b);
    const states = await skuPriceStates(tx.db, ids);
    if (!states.length) throw new AppError(CODES.CONFLICT, 'auditEntityGone');
    await lockRows(tx.db, ids, [...new Set(states.map((s) => s.productId))].sort((a, b) => a - b));
    const locked = new Map((await skuPriceStates(tx.db, ids)).map((s) => [s.id, s]));
    const wanted = lines.filter(([id]) => locked.has(id));
    const set = wanted.map(([id, no, price, stock]) => ({ id, price: keys.has(`${no} price`) ? price : null, stock: stock !== null && keys.has(`${no} stock`) ? stock : null }));
    const tiered = wanted.filter(([, no, , , tiers]) => tiers !== null && keys.has(`${no} tiers`));
    const touched = wanted.filter(([, no]) => ['price', 'stock', 'tiers'].some((f) => keys.has(`${no} ${f}`)));
    if (!touched.length) throw new AppError(CODES.CONFLICT, 'auditEntityGone');
    const was = touched.map(([id, , , stock, tiers]) => priceLineOf(locked.get(id)!, stock !== null, tiers !== null));
    await setSkuPrices(tx.db, set.filter((x) => x.price !== null));
    // Stock lives per warehouse (ADR 0044): the restored number becomes the SKU's sellable total.
    await setAvailable(tx.db, set.flatMap((x) => (x.stock === null ? [] : [{ skuId: x.id, available: x.stock }])), { reason: 'catalog', staffId: tx.staff?.staffId || null, note: 'restored from the audit log' });
    await replaceTiers(
      tx.db,
      tiered.map(([id]) => id),
      tiered.flatMap(([id, , , , tiers]) => tiers!.map(([minQty, price]) => ({ skuId: id, minQty, price }))),
    );
    await refreshProductTotals(tx.db, [...new Set(touched.map(([id]) => locked.get(id)!.productId))].sort((a, b) => a - b));
    const now = new Map((await skuPriceStates(tx.db, touched.map(([id]) => id))).map((s) => [s.id, s]));
    await recordAudit(tx, {
      action: change.action,
      entityType: change.entityType,
      entityId: change.entityId,
      before: { prices: was },
      after: { prices: touched.map(([id, , , stock, tiers]) => priceLineOf(now.get(id)!, stock !== null, tiers !== null)) },
    });
  });
}
